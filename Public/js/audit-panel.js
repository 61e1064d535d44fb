// The inspector's Audit section: the selected device's form audited as it is set up now
// (its device, orientation, appearance, Increase Contrast, text size and language; POST /api/audit,
// docs/AUDIT.md), errors first. Hovering a finding outlines its element on the device.
// The engine finds the problems; this only lists them.

import { ROUTES, TOGGLE } from 'formsim/wire.js';
import { requestJSON } from 'formsim/session.js';
import { el } from 'formsim/dom.js';

// The audit request for `view` as it is set up now.
export function auditRequest(view) {
  const root = view.rootProps ? view.rootProps() : {};
  const p = view.params;
  return {
    scene: p.scene, devices: [p.device], appearances: [p.appearance || 'light'], contentSizes: [p.contentSize || 'large'],
    locales: [p.locale || 'en_US'], orientations: [root.orientation || p.orientation || 'portrait'],
    windows: [p.window || 'full'], contrasts: [p.increaseContrast === TOGGLE.on ? 'high' : 'normal'],
  };
}

export class AuditPanel {
  // body: the section's element; getView() -> the selected DeviceView; onHighlight(view, frame|null).
  constructor(body, { getView, onHighlight }) {
    this.body = body;
    this.getView = getView;
    this.onHighlight = onHighlight;
    this.button = el('button', { type: 'button', id: 'audit-run' }, 'Audit this device');
    this.summary = el('p', { className: 'audit-summary', id: 'audit-summary', role: 'status' });
    this.list = el('ol', { className: 'audit-findings', id: 'audit-findings' });
    this.button.addEventListener('click', () => this.run());
    body.replaceChildren(this.button, this.summary, this.list);
  }

  async run() {
    const view = this.getView();
    if (!view) return null;
    this.button.disabled = true;
    this.summary.textContent = 'Auditing every state of this form on this device…';
    this.list.replaceChildren();
    try {
      const answer = await requestJSON(ROUTES.audit, { method: 'POST', body: auditRequest(view) });
      this.show(view, answer);
      return answer;
    } catch (error) {
      this.summary.textContent = `Not audited: ${error.message}`;
      return null;
    } finally {
      this.button.disabled = false;
    }
  }

  show(view, answer) {
    const { errors, warnings, findings } = answer;
    this.summary.textContent = errors || warnings
      ? `${errors} error${errors === 1 ? '' : 's'}, ${warnings} warning${warnings === 1 ? '' : 's'}.`
      : 'Nothing found.';
    this.list.replaceChildren(...findings.map((f) => {
      const item = el('li', { className: `audit-${f.severity}` },
        el('strong', {}, `${f.severity} · ${f.check}`), ' ', f.message,
        el('div', { className: 'audit-where' }, `${f.context.state}${f.element ? ` · ${f.element}` : ''}`),
        el('div', { className: 'audit-guidance' }, f.guidance));
      if (f.frame) {
        item.addEventListener('mouseenter', () => this.onHighlight(view, f.frame));
        item.addEventListener('mouseleave', () => this.onHighlight(view, null));
      }
      return item;
    }));
  }
}
