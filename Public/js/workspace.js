// The workspace: the devices side by side at one shared scale, the shared scene, variant
// and locale, the selected device, mirroring, the overlays and the inspector, and the
// page URL that holds all of it.

import {
  QUERY, DEFAULT_DEVICES, MAX_DEVICES, SESSION_DEFAULTS, ORIENTATION, EVENT, ZOOMS,
} from './wire.js';
import { DeviceView } from './device-view.js';
import { Mirror } from './mirror.js';
import { FlowRecorder } from './recorder.js';
import { smallTargets, find, steppedRow } from './semantic.js';
import { drawSmallTargets, drawHighlight, drawCandidates } from './overlay.js';
import { exportPNG, download } from './export.js';

const MAX_SCALE = 1.5; // never blow a device up more than this
const GAP_PX = 16;     // between device cards
const CARD_CHROME_PX = 64; // a card's header and note

// Whether arrangement `a` is better than `b` (or there is no `b`): whole cards beat
// cut-off ones; then the bigger scale, by a tenth to be worth another row.
const beats = (a, b) => !b || (a.overflows !== b.overflows ? !a.overflows : a.scale > b.scale * 1.1);

// The scale at which `sizes` (points, each with `head`: its card header's width in CSS
// px, below which a card never shrinks), `perRow` to a row in order, fill a stage of
// width × height CSS px: every row's width and the rows' heights with their headers.
function fitRows(sizes, perRow, width, height) {
  const rows = [];
  for (let i = 0; i < sizes.length; i += perRow) rows.push(sizes.slice(i, i + perRow));
  const rowWidth = (row, scale) =>
    row.reduce((sum, size) => sum + Math.max(size.width * scale, size.head || 0), 0) + GAP_PX * (row.length - 1);
  const tall = rows.reduce((sum, row) => sum + Math.max(...row.map((size) => size.height)), 0);
  const room = Math.max(1, height - rows.length * CARD_CHROME_PX - GAP_PX * (rows.length - 1));
  // The widest scale every row still fits at: bisection (a card's header makes the
  // width stop shrinking with the scale).
  let low = 0, high = Math.min(room / tall, MAX_SCALE);
  if (rows.every((row) => rowWidth(row, high) <= width)) return { perRow, scale: high, overflows: false };
  for (let i = 0; i < 30; i++) {
    const mid = (low + high) / 2;
    if (rows.every((row) => rowWidth(row, mid) <= width)) low = mid; else high = mid;
  }
  // Headers alone too wide: the stage scrolls rather than the cards overflowing it.
  return { perRow, scale: low, overflows: rows.some((row) => rowWidth(row, low) > width) };
}

const ORIENTATIONS = Object.values(ORIENTATION);

// The workspace state in a page URL: {devices: [{device, orientation}], scene, variant,
// locale, mirror}. Older one-device links (?device=ipad-10) read as one device.
// `known` and `locales` are the server's device and locale ids (GET /api/devices, /api/locales).
export function readQuery(search, known = null, locales = null) {
  const q = new URLSearchParams(search);
  const list = (key) => (q.get(key) || '').split(QUERY.listSeparator).map((s) => s.trim()).filter(Boolean);
  // What the link asked for that is not there, to say so (issue 18.9).
  const ignored = [];
  let ids = list(QUERY.devices);
  if (known) {
    for (const id of ids.filter((id) => !known.includes(id))) ignored.push(`device “${id}”`);
    ids = ids.filter((id) => known.includes(id));
  }
  if (!ids.length) ids = DEFAULT_DEVICES.slice();
  if (ids.length > MAX_DEVICES) ignored.push(`${ids.length - MAX_DEVICES} devices past the ${MAX_DEVICES} a page shows`);
  ids = ids.slice(0, MAX_DEVICES);
  const orientations = list(QUERY.orientations);
  const devices = ids.map((device, i) => {
    const o = orientations[i] || orientations[0];
    return { device, orientation: ORIENTATIONS.includes(o) ? o : SESSION_DEFAULTS.orientation };
  });
  const asked = q.get(QUERY.locale);
  const locale = asked && (!locales || locales.includes(asked)) ? asked : SESSION_DEFAULTS.locale;
  if (asked && asked !== locale) ignored.push(`locale “${asked}”`);
  for (const o of orientations.filter((o) => !ORIENTATIONS.includes(o))) ignored.push(`orientation “${o}”`);
  return {
    ignored,
    devices,
    scene: q.get(QUERY.scene) || SESSION_DEFAULTS.scene,
    variant: q.get(QUERY.variant) || undefined,
    locale,
    mirror: q.get(QUERY.mirror) !== QUERY.off,
    zoom: ZOOMS.some((z) => z.value === q.get(QUERY.zoom)) ? q.get(QUERY.zoom) : 'fit',
  };
}

export function writeQuery(state) {
  const enc = encodeURIComponent;
  const parts = [
    [QUERY.devices, state.devices.map((d) => enc(d.device)).join(QUERY.listSeparator)],
    [QUERY.orientations, state.devices.map((d) => enc(d.orientation)).join(QUERY.listSeparator)],
    [QUERY.scene, enc(state.scene)],
  ];
  if (state.variant) parts.push([QUERY.variant, enc(state.variant)]);
  parts.push([QUERY.locale, enc(state.locale)]);
  if (!state.mirror) parts.push([QUERY.mirror, QUERY.off]);
  if (state.zoom && state.zoom !== 'fit') parts.push([QUERY.zoom, enc(state.zoom)]);
  return `?${parts.map(([k, v]) => `${k}=${v}`).join('&')}`;
}

export class Workspace {
  // ui: {stage, container, setStatus(state, text), showNotice(text), report(text),
  //      toolbar, inspector, onDevices()}
  constructor(catalogue, shared, ui) {
    this.catalogue = catalogue;
    this.shared = { scene: shared.scene, variant: shared.variant, locale: shared.locale };
    this.ui = ui;
    this.views = [];
    this.selected = null;
    this.overlay = false;
    this.highlight = null; // {view, frame}
    this.mirror = new Mirror({ getDevices: () => this.views, report: (t) => ui.report(t) });
    this.mirror.enabled = shared.mirror;
    this.zoom = shared.zoom || 'fit';
    this.recorder = new FlowRecorder({ onChange: (r) => (ui.onRecording ? ui.onRecording(r) : null) });
    new ResizeObserver(() => this.relayout()).observe(ui.stage);
    window.addEventListener('resize', () => this.relayout()); // zoom changes devicePixelRatio
  }

  hooks() {
    return {
      catalogue: this.catalogue,
      onUser: (view, event, sent) => {
        this.mirror.onUser(view, event, sent);
        this.recorder.onUser(view, event, sent);
      },
      onAltClick: (view, point) => this.recorder.altClick(view, point),
      onTree: (view) => this.treeArrived(view),
      onChange: () => {},
      onStatus: () => this.updateStatus(),
      onNotice: (text) => this.ui.showNotice(text),
      onSelect: (view) => this.select(view),
      onRotate: (view) => this.rotate(view),
      onRemove: (view) => this.remove(view),
      onProfile: (view, id) => this.changeProfile(view, id),
      onResize: () => this.relayout(),
      paintOverlays: (view, ctx) => this.paintOverlays(view, ctx),
      a11y: (view) => this.a11yHandlers(view),
    };
  }

  params(device) {
    return { device: device.device, orientation: device.orientation, ...this.shared };
  }

  add(device, { start = true } = {}) {
    if (this.views.length >= MAX_DEVICES) return null;
    const view = new DeviceView(this.params(device), this.hooks());
    this.views.push(view);
    this.ui.container.append(view.card);
    this.reindex();
    if (!this.selected) this.select(view);
    this.relayout();
    if (start) view.start().then(() => this.relayout());
    this.changed();
    return view;
  }

  remove(view) {
    if (this.views.length <= 1) return;
    this.views = this.views.filter((v) => v !== view);
    view.stop();
    if (this.selected === view) this.select(this.views[0]);
    this.reindex();
    this.relayout();
    this.changed();
  }

  reindex() {
    this.views.forEach((v, i) => {
      v.setIndex(i);
      v.removeButton.disabled = this.views.length <= 1;
    });
    this.ui.toolbar.setCanAdd(this.views.length < MAX_DEVICES);
  }

  changeProfile(view, id) {
    view.params.device = id;
    view.start().then(() => this.relayout());
    this.relayout();
    this.changed();
  }

  // Scene, variant or locale changed: every device starts again with them.
  setShared(values) {
    this.shared = { ...this.shared, ...values };
    for (const view of this.views) {
      view.params = { ...view.params, ...this.shared };
      view.start().then(() => this.relayout());
    }
    this.changed();
  }

  select(view) {
    if (this.selected === view) return;
    this.selected = view;
    for (const v of this.views) v.card.classList.toggle('selected', v === view);
    this.ui.inspector.show(view);
    this.invalidateAll();
  }

  // A card's Rotate turns its own device to the next orientation it supports.
  rotate(view = this.selected) {
    if (!view || !view.ready) return;
    const next = view.nextOrientation();
    view.rotateTo(next).catch((e) => view.inputError(e));
    this.recorder.rotated(view, next);
    this.changed();
  }

  // The toolbar's Rotate (and R) turns every device: the selected one to its next
  // orientation, the others to the same one where they support it.
  rotateAll() {
    const source = this.selected && this.selected.ready ? this.selected : this.views.find((v) => v.ready);
    if (!source) return;
    const next = source.nextOrientation();
    const skipped = [];
    for (const view of this.views.filter((v) => v.ready)) {
      if (!view.supports(next)) { skipped.push(view.name); continue; }
      view.rotateTo(next).catch((e) => view.inputError(e));
    }
    this.recorder.rotated(source, next);
    this.ui.report(`Rotated to ${next}${skipped.length ? `; ${skipped.join(', ')} does not turn that way` : ''}.`);
    this.changed();
  }

  setMirror(on) {
    this.mirror.enabled = on;
    this.ui.toolbar.setPressed(this.ui.toolbar.mirror, on);
    this.ui.report(on ? 'Mirroring on.' : 'Mirroring off.');
    this.changed();
  }

  setZoom(zoom) {
    this.zoom = zoom;
    this.relayout();
    this.changed();
  }

  setOverlay(on) {
    this.overlay = on;
    this.ui.toolbar.setPressed(this.ui.toolbar.overlay, on);
    this.invalidateAll();
    if (!on) return;
    // Say what the overlay found, including nothing (issue 18.9).
    const counts = this.views.map((v) => `${v.name}: ${smallTargets(v.semantic).length}`);
    const none = this.views.every((v) => smallTargets(v.semantic).length === 0);
    this.ui.report(none ? 'No tappable targets under 44 × 44 pt on any device.' : `Targets under 44 × 44 pt, outlined — ${counts.join(', ')}.`);
  }

  // One PNG of every device, named after the scene and the devices; says so when done.
  async exportImage() {
    const blob = await exportPNG(this.views);
    const name = `formsim-${this.shared.scene}-${this.views.map((v) => v.params.device).join('-')}.png`;
    download(blob, name);
    this.ui.report(`Exported ${name} (${Math.round(blob.size / 1024)} KB).`);
    return blob;
  }

  // Starts recording on the scene as it is now, or stops and returns the flow's YAML.
  toggleRecording() {
    if (this.recorder.recording) return this.recorder.stop();
    const source = this.selected || this.views[0];
    this.recorder.start({
      scene: this.shared.scene, variant: this.shared.variant || null, locale: this.shared.locale || null,
      orientation: source ? source.params.orientation : null,
    });
    this.ui.report('Recording: act on any device; Alt-click an element to expect its value. Press Record again (or .) to stop.');
    return null;
  }

  treeArrived(view) {
    this.recorder.treeArrived(view, view === this.mirror.source || this.views.length === 1);
    this.mirror.treeArrived(view);
    if (view === this.selected) this.ui.inspector.refresh();
    if (this.overlay) view.invalidate();
  }

  // One scale for every device, so a phone and a tablet compare at their real sizes.
  // Fit tries the devices on one row, then on more (in order, as many to a row as fit
  // evenly), counting each row's card header, and keeps the arrangement that shows them
  // biggest; a second row must beat one row by a tenth to be worth the break.
  relayout() {
    if (!this.views.length) return;
    const sizes = this.views.map((v) => ({ ...v.size(), head: v.headWidth() }));
    const stageW = this.ui.stage.clientWidth - 24;
    const stageH = this.ui.stage.clientHeight - 16;
    let best = null;
    for (let rows = 1; rows <= sizes.length; rows++) {
      const perRow = Math.ceil(sizes.length / rows);
      if (Math.ceil(sizes.length / perRow) !== rows) continue;
      const layout = fitRows(sizes, perRow, stageW, stageH);
      if (beats(layout, best)) best = layout;
    }
    const fixed = this.zoom !== 'fit';
    // A fixed zoom keeps one row: the stage scrolls (pans) instead of shrinking it.
    const perRow = fixed ? sizes.length : best.perRow;
    const scale = fixed ? Number(this.zoom) : best.scale;
    this.ui.stage.classList.toggle('zoomed', fixed || best.overflows);
    this.ui.container.style.gridTemplateColumns = `repeat(${perRow}, auto)`;
    this.ui.container.dataset.rows = String(Math.ceil(sizes.length / perRow));
    for (const v of this.views) v.applyScale(scale);
  }

  invalidateAll() {
    for (const v of this.views) v.invalidate();
  }

  paintOverlays(view, ctx) {
    if (this.overlay) drawSmallTargets(ctx, smallTargets(view.semantic));
    if (this.highlight && this.highlight.view === view) drawHighlight(ctx, this.highlight.frame);
    drawCandidates(ctx, this.ui.inspector.candidatesFor(view));
  }

  setHighlight(view, frame) {
    this.highlight = frame ? { view, frame } : null;
    this.invalidateAll();
  }

  a11yHandlers(view) {
    const focusThen = (id, event) => {
      const tree = view.semantic;
      const tap = tree && tree.firstResponder !== id ? view.sendUser({ type: EVENT.tap, target: id }) : Promise.resolve();
      return tap.then(() => view.sendUser(event));
    };
    return {
      activate: (id) => view.sendUser({ type: EVENT.tap, target: id }).catch((e) => view.inputError(e)),
      type: (id, text) => focusThen(id, { type: EVENT.text, text }).catch((e) => view.inputError(e)),
      key: (id, key) => focusThen(id, { type: EVENT.key, key }).catch((e) => view.inputError(e)),
      step: (id, delta) => {
        const row = steppedRow(find(view.semantic, id), delta);
        if (row === null) return;
        view.sendUser({ type: EVENT.pick, target: id, row }).catch((e) => view.inputError(e));
      },
    };
  }

  state() {
    return {
      devices: this.views.map((v) => ({ device: v.params.device, orientation: v.params.orientation })),
      ...this.shared,
      mirror: this.mirror.enabled,
      zoom: this.zoom,
    };
  }

  changed() {
    history.replaceState(null, '', `${location.pathname}${writeQuery(this.state())}`);
    this.updateStatus();
    this.ui.onDevices();
  }

  updateStatus() {
    const states = this.views.map((v) => v.state);
    const failed = this.views.find((v) => v.state === 'error');
    const names = this.views.map((v) => v.name).join(' + ');
    const what = `${names} · ${this.shared.scene}${this.shared.variant ? ` (${this.shared.variant})` : ''}`;
    if (failed) this.ui.setStatus('error', `Error on ${failed.name}: ${failed.error ? failed.error.message : 'unknown'}`);
    else if (states.includes('reconnecting')) this.ui.setStatus('reconnecting', `Reconnecting… · ${what}`);
    else if (states.length && states.every((s) => s === 'connected')) this.ui.setStatus('connected', `Connected · ${what}`);
    else this.ui.setStatus('connecting', 'Starting sessions…');
  }
}
