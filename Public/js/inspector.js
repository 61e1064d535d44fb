// The inspector panel for the selected device: the view hierarchy (hovering a view
// highlights it on the canvas), the first responder and its responder chain, the path of
// the last hit test, the event log and a popover's candidate sides (drawn on the canvas).
// It reads GET /api/sessions/{id}/inspect, one request at a time.

import { ROUTES } from 'formsim/wire.js';
import { requestJSON } from 'formsim/session.js';
import { el } from 'formsim/dom.js';
import { AuditPanel } from 'formsim/audit-panel.js';

const fmt = (f) => (Array.isArray(f) ? f.map((v) => Math.round(v * 10) / 10).join(', ') : '');

export class Inspector {
  // panel: the <aside>; onHighlight(view, frame|null); onCandidates() asks for a repaint.
  constructor(panel, { onHighlight, onCandidates }) {
    this.panel = panel;
    this.onHighlight = onHighlight;
    this.onCandidates = onCandidates;
    this.view = null;
    this.data = null;
    this.busy = false;
    this.dirty = false;
    this.openPaths = new Set(['0', '0.0', '0.0.0']);
    this.title = el('h2', { className: 'inspector-title' }, 'Inspector');
    this.sections = {};
    const section = (key, title) => {
      const body = el('div', { className: 'inspector-body', id: `inspector-${key}` });
      this.sections[key] = body;
      return el('section', { className: 'inspector-section' }, el('h3', {}, title), body);
    };
    this.showCandidates = el('input', { type: 'checkbox', id: 'inspector-draw-candidates' });
    this.showCandidates.checked = true;
    this.showCandidates.addEventListener('change', () => this.onCandidates());
    panel.replaceChildren(
      this.title,
      section('audit', 'Audit'),
      section('traits', 'Window and traits'),
      section('state', 'State'),
      section('responder', 'First responder and responder chain'),
      section('hit', 'Last hit test'),
      section('popover', 'Popover placement'),
      section('events', 'Event log (newest first)'),
      section('hierarchy', 'View hierarchy'),
    );
    this.audit = new AuditPanel(this.sections.audit, { getView: () => this.view, onHighlight: (v, f) => this.onHighlight(v, f) });
    this.sections.popover.before(el('label', { className: 'inspector-check' }, this.showCandidates, ' Draw the candidates on the device'));
  }

  get visible() { return !this.panel.hidden; }

  // The window and its size classes (BEHAVIOR.md F1.W1), from the device's semantic tree.
  renderTraits() {
    const tree = this.view && this.view.semantic;
    const t = tree && tree.traits;
    const w = tree && tree.window;
    this.sections.traits.replaceChildren(t
      ? el('p', { className: 'inspector-traits' },
        w ? `Window ${w.kind}, ${fmt([w.width, w.height]).replace(', ', ' × ')} pt. ` : '',
        'Size classes: width ', el('code', {}, t.horizontalSizeClass), ', height ', el('code', {}, t.verticalSizeClass),
        '; idiom ', el('code', {}, t.userInterfaceIdiom), '.')
      : el('p', { className: 'muted' }, 'No tree yet.'));
  }

  setVisible(on) {
    this.panel.hidden = !on;
    if (on) this.refresh();
    this.onCandidates();
  }

  // The popover placement to draw over `view`, if the panel shows one.
  candidatesFor(view) {
    if (!this.visible || view !== this.view || !this.showCandidates.checked || !this.data) return null;
    return this.data.popover || null;
  }

  show(view) {
    if (this.view !== view) this.data = null;
    this.view = view;
    this.title.textContent = view ? `Inspector · ${view.name}` : 'Inspector';
    this.refresh();
  }

  async refresh() {
    if (!this.visible || !this.view) return;
    if (this.busy) { this.dirty = true; return; }
    const view = this.view;
    if (!view.ready) return;
    this.busy = true;
    this.dirty = false;
    try {
      const data = await requestJSON(ROUTES.inspect(view.session.id));
      if (view === this.view) {
        this.data = data;
        this.render(data);
        this.onCandidates();
      }
    } catch { /* the device's long poll reports trouble */ }
    this.busy = false;
    if (this.dirty) this.refresh();
  }

  render(d) {
    const s = this.sections;
    this.renderTraits();
    s.responder.replaceChildren(
      el('p', {}, 'First responder: ', el('code', {}, d.firstResponder || 'none')),
      d.responderChain.length
        ? el('ol', { className: 'chain' }, ...d.responderChain.map((r) => el('li', { 'data-kind': r.kind },
          el('code', {}, r.className), r.id ? ` #${r.id}` : '', el('span', { className: 'muted' }, ` ${r.kind}`))))
        : el('p', { className: 'muted' }, 'No first responder: the chain is empty.'),
    );
    const st = d.state;
    s.state.replaceChildren(st
      ? el('div', {},
        el('table', { className: 'app-state' },
          el('thead', {}, el('tr', {}, el('th', {}, 'name'), el('th', {}, 'type'), el('th', {}, 'value'))),
          el('tbody', {}, ...st.values.map((v) => el('tr', {},
            el('td', {}, el('code', {}, v.name)), el('td', {}, el('code', {}, v.type)), el('td', {}, el('code', {}, v.value)))))),
        st.lastRun.length
          ? el('p', {}, 'The last action ran ', ...st.lastRun.flatMap((at, i) => [i ? ', ' : '', el('code', {}, at)]), '.')
          : el('p', { className: 'muted' }, 'The last action ran none of the form\'s statements.'))
      : el('p', { className: 'muted' }, 'This screen keeps no state of its own (a form from SwiftUI lists its @State here).'));
    const hit = d.lastHitTest;
    s.hit.replaceChildren(hit
      ? el('div', {},
        el('p', {}, `At (${fmt(hit.point)}): hit `, el('code', {}, hit.hit || 'nothing'),
          hit.element ? ` → element ` : '', hit.element ? el('code', {}, hit.element) : ''),
        el('ol', { className: 'hit-path' }, ...hit.steps.map((step) => {
          const li = el('li', { 'data-outcome': step.outcome, 'data-reason': step.reason || '' },
            el('span', { className: 'indent' }, '· '.repeat(step.depth)),
            el('code', {}, step.view), ` ${step.outcome === 'skipped' ? `skipped: ${step.reason}` : step.outcome}`);
          this.hover(li, step.frame);
          return li;
        })))
      : el('p', { className: 'muted' }, 'No touch yet.'));
    const pop = d.popover;
    s.popover.replaceChildren(pop
      ? el('div', {},
        el('p', {}, el('code', {}, pop.id || 'popover'), ' from ', el('code', {}, pop.source), `: arrow ${pop.arrow} (${d.orientation})`),
        el('table', { className: 'candidates' },
          el('thead', {}, el('tr', {}, el('th', {}, 'side (arrow)'), el('th', {}, 'score'), el('th', {}, 'frame'))),
          el('tbody', {}, ...pop.candidates.map((c) => el('tr', { 'data-chosen': String(c.chosen) },
            el('td', {}, `${c.direction}${c.chosen ? ' ✓ chosen' : ''}`), el('td', {}, String(Math.round(c.score))),
            el('td', {}, fmt(c.frame)))))),
        el('p', { className: 'muted' }, 'The side whose content keeps the most area on its side of the source wins; the first tried on a tie.'))
      : el('p', { className: 'muted' }, 'No popover presented.'));
    s.events.replaceChildren(d.events.length
      ? el('ol', { className: 'event-log', reversed: '' }, ...d.events.slice().reverse().map((e) => el('li', { 'data-kind': e.kind },
        el('span', { className: 'muted' }, `${e.time.toFixed(2)}s `), el('strong', {}, e.kind), ' ', el('code', {}, e.subject),
        e.detail ? ` ${e.detail}` : '')))
      : el('p', { className: 'muted' }, 'Nothing happened yet.'));
    s.hierarchy.replaceChildren(el('ul', { className: 'hierarchy' }, ...d.hierarchy.map((n, i) => this.viewNode(n, String(i)))));
  }

  viewNode(node, path) {
    const flags = [node.hidden ? 'hidden' : '', node.alpha < 1 ? `alpha ${node.alpha}` : '', node.interaction ? '' : 'no interaction']
      .filter(Boolean).join(', ');
    const label = el('span', { className: 'view-label' }, el('code', {}, node.className), node.id ? ` #${node.id}` : '',
      el('span', { className: 'muted' }, ` ${fmt(node.frame)}${flags ? ` · ${flags}` : ''}`));
    this.hover(label, node.frame);
    if (!node.children.length) return el('li', {}, label);
    const details = el('details', {}, el('summary', {}, label),
      el('ul', {}, ...node.children.map((c, i) => this.viewNode(c, `${path}.${i}`))));
    details.open = this.openPaths.has(path);
    details.addEventListener('toggle', () => {
      if (details.open) this.openPaths.add(path); else this.openPaths.delete(path);
    });
    return el('li', {}, details);
  }

  hover(element, frame) {
    element.addEventListener('mouseenter', () => this.onHighlight(this.view, frame));
    element.addEventListener('mouseleave', () => this.onHighlight(this.view, null));
  }
}
