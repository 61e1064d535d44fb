// The workspace: the devices side by side at one shared scale, the shared scene and
// variant, each device's settings (appearance, text size, language), the selected
// device, mirroring, the overlays and the inspector, and the page URL that holds all of it.

import { MAX_DEVICES, SESSION_DEFAULTS, EVENT, KEY, APPEARANCES, CONTENT_SIZES, SETTINGS, WINDOWS } from 'formsim/wire.js';
import { writeQuery } from 'formsim/page-url.js';
import { DeviceView } from 'formsim/device-view.js';
import { Actions } from 'formsim/actions.js';
import { Mirror } from 'formsim/mirror.js';
import { FlowRecorder } from 'formsim/recorder.js';
import { smallTargets, find, steppedRow } from 'formsim/semantic.js';
import { drawSmallTargets, drawHighlight, drawCandidates } from 'formsim/overlay.js';
import { exportPNG, download } from 'formsim/export.js';

const MAX_SCALE = 1.5; // never blow a device up more than this
const GAP_PX = 16;     // between device cards
const CARD_CHROME_PX = 96; // a card's header, settings row and note, until measured
const CHROME_SLACK_PX = 8; // kept free under the cards' measured chrome

// Whether arrangement `a` is better than `b` (or there is no `b`): whole cards beat
// cut-off ones; then the bigger scale, by a tenth to be worth another row.
const beats = (a, b) => !b || (a.overflows !== b.overflows ? !a.overflows : a.scale > b.scale * 1.1);

// The scale at which `sizes` (points, each with `head`: its card header's width in CSS
// px, below which a card never shrinks), `perRow` to a row in order, fill a stage of
// width × height CSS px: every row's width and the rows' heights with their cards'
// `chrome` (header, settings row and note: CSS px).
function fitRows(sizes, perRow, width, height, chrome = CARD_CHROME_PX) {
  const rows = [];
  for (let i = 0; i < sizes.length; i += perRow) rows.push(sizes.slice(i, i + perRow));
  const rowWidth = (row, scale) =>
    row.reduce((sum, size) => sum + Math.max(size.width * scale, size.head || 0), 0) + GAP_PX * (row.length - 1);
  const tall = rows.reduce((sum, row) => sum + Math.max(...row.map((size) => size.height)), 0);
  const room = Math.max(1, height - rows.length * chrome - GAP_PX * (rows.length - 1));
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

export { readQuery, writeQuery } from 'formsim/page-url.js';

export class Workspace {
  // ui: {stage, container, setStatus(state, text), showNotice(text), report(text),
  //      toolbar, inspector, onDevices()}
  constructor(catalogue, shared, ui) {
    this.catalogue = catalogue;
    this.shared = { scene: shared.scene, variant: shared.variant };
    this.ui = ui;
    this.views = [];
    this.selected = null;
    this.overlay = false;
    this.highlight = null; // {view, frame}
    // What the person does, read once; the mirror and the recorder both follow it.
    this.actions = new Actions({ getDevices: () => this.views });
    this.mirror = new Mirror({
      actions: this.actions, getDevices: () => this.views, report: (t) => ui.report(t),
      replayed: (action, outcome) => this.recorder.replayed(action, outcome),
    });
    this.mirror.enabled = shared.mirror;
    this.zoom = shared.zoom || 'fit';
    this.recorder = new FlowRecorder({ actions: this.actions, onChange: (r) => (ui.onRecording ? ui.onRecording(r) : null) });
    new ResizeObserver(() => this.relayout()).observe(ui.stage);
    window.addEventListener('resize', () => this.relayout()); // zoom changes devicePixelRatio
    // A closed tab lets its devices go at once, rather than after the server's idle time:
    // each holds one of the sessions an address may have. A page kept for going back keeps them.
    window.addEventListener('pagehide', (event) => {
      if (event.persisted) return;
      for (const view of this.views) if (view.session) view.session.destroy();
    });
  }

  // A new device, and what the workspace does when it speaks (device-view.js).
  makeView(device) {
    const view = new DeviceView(this.params(device), {
      catalogue: this.catalogue,
      paintOverlays: (v, ctx) => this.paintOverlays(v, ctx),
      a11y: (v) => this.a11yHandlers(v),
    });
    const on = (type, listener) => view.addEventListener(type, (e) => listener(e.detail || {}, e));
    on('user', ({ event, sent }) => this.actions.userEvent(view, event, sent));
    on('altclick', ({ point }, e) => { if (this.recorder.altClick(view, point)) e.preventDefault(); });
    on('tree', () => this.treeArrived(view));
    on('status', () => this.updateStatus());
    on('notice', ({ text }) => this.ui.showNotice(text));
    on('select', () => this.select(view));
    on('rotate', () => this.rotate(view));
    on('remove', () => this.remove(view));
    on('profile', ({ id }) => this.changeProfile(view, id));
    on('settings', ({ change }) => this.changeSettings(view, change));
    on('resize', () => this.relayout());
    return view;
  }

  // A device's session parameters: its own orientation and settings (a device added
  // from the toolbar: the default look, in the language every device shares, if one),
  // and the shared scene and variant.
  params(device) {
    const own = { orientation: SESSION_DEFAULTS.orientation, appearance: SESSION_DEFAULTS.appearance,
      contentSize: SESSION_DEFAULTS.contentSize, locale: this.commonLocale() || SESSION_DEFAULTS.locale,
      window: SESSION_DEFAULTS.window, hardwareKeyboard: SESSION_DEFAULTS.hardwareKeyboard,
      increaseContrast: SESSION_DEFAULTS.increaseContrast };
    for (const key of Object.keys(own)) if (device[key]) own[key] = device[key];
    return { device: device.device, ...own, ...this.shared };
  }

  // The language of every device, or null when they differ (or there are none).
  commonLocale() {
    const locales = new Set(this.views.map((v) => v.params.locale));
    return locales.size === 1 ? [...locales][0] : null;
  }

  add(device, { start = true } = {}) {
    if (this.views.length >= MAX_DEVICES) return null;
    const view = this.makeView(device);
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
    this.actions.forget(view);
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

  // Scene or variant changed: every device starts again with them (and its own settings).
  setShared(values) {
    this.shared = { ...this.shared, ...values };
    for (const view of this.views) {
      view.params = { ...view.params, ...this.shared };
      view.start().then(() => this.relayout());
    }
    this.changed();
  }

  // A card's appearance, text size or language: that device only, live (a settings
  // event, never mirrored: the devices are compared in different settings on purpose).
  changeSettings(view, change) {
    view.changeSettings(change).then(() => this.relayout(), (e) => view.inputError(e));
    const [key, value] = Object.entries(change)[0] || [];
    const what = key === 'locale' ? `Language ${this.localeName(value)}`
      : key === 'window' ? `Window ${(WINDOWS.find((w) => w.value === value) || {}).title || value}`
      : key === 'contentSize' ? `Text size ${(CONTENT_SIZES.find((c) => c.value === value) || {}).title || value}`
      : key === 'increaseContrast' ? `Increase Contrast ${value}`
      : key === 'hardwareKeyboard' ? `Hardware keyboard ${value}`
        : `${(APPEARANCES.find((a) => a.value === value) || {}).title || value} appearance`;
    this.recorder.settingsChanged(this.views.length > 1 ? view : null, change);
    const recorded = this.recorder.recording ? ` Recorded as a settings step${this.views.length > 1 ? ` on ${view.params.device}` : ''}.` : '';
    if (key) this.ui.report(`${what} on ${view.name} only (settings are not mirrored).${recorded}`);
    this.relayout(); // the card's controls may have changed width
    this.changed();
  }

  // The toolbar's Locale: every device's language, live (each app relaunches in it).
  setLocaleAll(locale) {
    for (const view of this.views) view.changeSettings({ locale }).catch((e) => view.inputError(e));
    this.recorder.settingsChanged(null, { locale });
    this.ui.report(`Language ${this.localeName(locale)} on every device.`);
    this.relayout();
    this.changed();
  }

  localeName(id) {
    const locale = (this.catalogue.locales || []).find((l) => l.id === id);
    return locale && locale.name ? locale.name : id;
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
    this.actions.rotated(view, next);
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
    this.actions.rotated(source, next);
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
    // Say what the overlay found, including nothing.
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

  // Starts recording on the scene as it is now (null), or stops: a promise of the flow's
  // YAML, as the server writes it.
  toggleRecording() {
    if (this.recorder.recording) return this.recorder.stop();
    const source = this.selected || this.views[0];
    this.recorder.start({
      scene: this.shared.scene, variant: this.shared.variant || null, locale: source ? source.params.locale : null,
      orientation: source ? source.params.orientation : null,
      appearance: source ? source.params.appearance : null, contentSize: source ? source.params.contentSize : null,
      window: source ? source.params.window : null,
      increaseContrast: source ? source.params.increaseContrast : null,
    });
    this.ui.report('Recording: act on any device; Alt-click an element to expect its value. Press Record again (or .) to stop.');
    return null;
  }

  treeArrived(view) {
    this.actions.treeArrived(view);
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
    const chrome = Math.max(0, ...this.views.map((v) => v.chromeHeight()));
    const chromePx = chrome ? chrome + CHROME_SLACK_PX : CARD_CHROME_PX;
    const stageW = this.ui.stage.clientWidth - 24; // the stage's padding (app.css)
    const stageH = this.ui.stage.clientHeight - 8;
    let best = null;
    for (let rows = 1; rows <= sizes.length; rows++) {
      const perRow = Math.ceil(sizes.length / rows);
      if (Math.ceil(sizes.length / perRow) !== rows) continue;
      const layout = fitRows(sizes, perRow, stageW, stageH, chromePx);
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
      // Whether the device's answer changed anything (an Escape that closed something).
      escape: () => view.sendUser({ type: EVENT.key, key: KEY.escape })
        .then((answer) => !!(answer && answer.ops && answer.ops.length), (e) => { view.inputError(e); return true; }),
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
      devices: this.views.map((v) => Object.fromEntries(
        ['device', 'orientation', ...SETTINGS].map((key) => [key, v.params[key]]))),
      ...this.shared,
      mirror: this.mirror.enabled,
      zoom: this.zoom,
    };
  }

  changed() {
    history.replaceState(null, '', `${location.pathname}${writeQuery(this.state())}`);
    this.ui.toolbar.showLocale(this.commonLocale());
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
