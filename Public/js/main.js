// Boot: load the catalogue, build the toolbar and the workspace from the page URL,
// wire the inspector, shortcuts and help, and expose the devices for tests and scripts.

import { FormOpener } from 'formsim/forms.js';
import { ROUTES, BACKOFF_MS, FONT_LOADS, EVENT } from 'formsim/wire.js';
import { requestJSON } from 'formsim/session.js';
import { Toolbar } from 'formsim/toolbar.js';
import { Workspace, readQuery } from 'formsim/workspace.js';
import { Inspector } from 'formsim/inspector.js';
import { SHORTCUTS, attachShortcuts, focusDevice } from 'formsim/shortcuts.js';
import { el } from 'formsim/dom.js';
import { FlowPanel } from 'formsim/flow-panel.js';
import { Guide } from 'formsim/guide.js';

const $ = (id) => document.getElementById(id);
const statusEl = $('status');
const noticeEl = $('notice');
const reportEl = $('mirror-report');

function setStatus(state, text) {
  statusEl.dataset.state = state;
  statusEl.textContent = text;
}

function showNotice(text) {
  $('notice-text').textContent = text;
  noticeEl.hidden = !text;
}
$('notice-close').addEventListener('click', () => showNotice(''));

let reportTimer = null;
function report(text) {
  reportEl.textContent = text;
  clearTimeout(reportTimer);
  reportTimer = setTimeout(() => { reportEl.textContent = ''; }, 8000);
}

// The keyboard indicator follows whichever device's key sink has the focus.
document.addEventListener('focusin', (e) => {
  const sink = e.target && e.target.classList && e.target.classList.contains('key-sink');
  $('keyboard-state').hidden = !sink;
  if (!sink) return;
  // Name the device that has the keyboard (its card's profile menu shows its name).
  const select = e.target.closest('.device-card')?.querySelector('select');
  const name = select && select.selectedOptions[0] ? select.selectedOptions[0].textContent : 'the device';
  $('keyboard-state').textContent = `Keyboard → ${name} (Esc closes a popover, else leaves)`;
});
document.addEventListener('focusout', () => { $('keyboard-state').hidden = true; });

const guide = new Guide({
  root: $('guide'), hint: $('guide-hint'), hintText: $('guide-hint-text'), hintClose: $('guide-hint-close'),
  variant: $('guide-variant'), variantName: $('guide-variant-name'), variantText: $('guide-variant-text'),
});
$('guide-reset').addEventListener('click', () => guide.reset());

$('help-list').replaceChildren(...SHORTCUTS.flatMap((s) => [el('dt', {}, el('kbd', {}, s.label || s.key.toUpperCase())), el('dd', {}, s.text)]));
$('skip-link').addEventListener('click', (e) => { if (focusDevice(0)) e.preventDefault(); });
// The page URL holds the whole comparison (page-url.js).
$('copy-link-button').addEventListener('click', () => navigator.clipboard.writeText(location.href).then(
  () => report('Link copied: it opens this comparison.'), (e) => report(`Could not copy the link: ${e.message}`)));

async function loadCatalogue() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [d, s, l] = await Promise.all([ROUTES.devices, ROUTES.scenes, ROUTES.locales].map((r) => requestJSON(r)));
      return { devices: d || [], scenes: s || [], locales: l || [] };
    } catch (error) {
      const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
      setStatus('reconnecting', `Cannot reach the simulator (${error.message}); retrying…`);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

let workspace = null;

// The device fonts, loaded before the first paint so that the canvas measures and draws
// with them (a missing font only costs the alignment: paint anyway).
function loadFonts() {
  if (!document.fonts || !document.fonts.load) return Promise.resolve();
  return Promise.all(FONT_LOADS.map(([font, text]) => document.fonts.load(font, text)))
    .catch((error) => report(`Fonts did not load (${error.message}); text may not line up`));
}

async function boot() {
  const [catalogue] = await Promise.all([loadCatalogue(), loadFonts()]);
  const state = readQuery(location.search, catalogue.devices, catalogue.locales.map((l) => l.id));
  const scene = catalogue.scenes.find((s) => s.id === state.scene) || catalogue.scenes[0];
  // A form another browser opened is listed to that browser only.
  if (scene && scene.id !== state.scene) state.ignored.push(`scene “${state.scene}” (a form opened in another browser: open its file here)`);
  if (scene) state.scene = scene.id;
  if (scene && scene.variants && scene.variants.length && !scene.variants.includes(state.variant)) {
    if (state.variant) state.ignored.push(`variant “${state.variant}”`);
    state.variant = scene.variants[0];
  }
  // Say what the link asked for that is not here, rather than replace it silently.
  if (state.ignored.length) showNotice(`This link asked for ${state.ignored.join(', ')}, which ${state.ignored.length > 1 ? 'are' : 'is'} not here; showing the defaults instead.`);
  const inspector = new Inspector($('inspector'), {
    onHighlight: (view, frame) => workspace.setHighlight(view, frame),
    onCandidates: () => workspace && workspace.invalidateAll(),
  });
  // The guide follows the open scene and variant, as the catalogue describes them.
  const showGuide = () => guide.show(catalogue.scenes.find((s) => s.id === workspace.shared.scene), workspace.shared.variant);
  const toolbar = new Toolbar({
    onChange: (values) => { workspace.setShared(values); showGuide(); },
    onLocale: (locale) => workspace.setLocaleAll(locale),
    onReport: (text) => report(text),
    onAdd: (id) => workspace.add({ device: id, orientation: 'portrait' }),
    onRotate: () => workspace.rotateAll(),
    onMirror: () => workspace.setMirror(!workspace.mirror.enabled),
    onOverlay: () => workspace.setOverlay(!workspace.overlay),
    onInspector: () => toggleInspector(),
    onExport: () => workspace.exportImage().catch((e) => report(`Export failed: ${e.message}`)),
    onRecord: () => toggleRecording(),
    onZoom: (zoom) => workspace.setZoom(zoom),
  });
  toolbar.zoom.value = state.zoom;
  const flowPanel = new FlowPanel($('flow-popover'), { report });
  const toggleRecording = () => {
    const written = workspace.toggleRecording();
    if (written !== null) written.then((yaml) => flowPanel.show(yaml), (e) => flowPanel.showError(e.message));
  };
  window.formsim.flowPanel = flowPanel;
  toolbar.fill(catalogue.devices, catalogue.scenes, catalogue.locales, state);
  toolbar.setPressed(toolbar.mirror, state.mirror);
  workspace = new Workspace(catalogue, state, {
    stage: $('stage'), container: $('devices'), setStatus, showNotice, report, toolbar, inspector,
    onDevices: () => {},
    onRecording: (recorder) => {
      toolbar.setPressed(toolbar.record, recorder.recording);
      toolbar.record.textContent = recorder.recording ? `● Stop (${recorder.steps.length})` : 'Record';
    },
  });
  const toggleInspector = () => {
    inspector.setVisible(!inspector.visible);
    toolbar.setPressed(toolbar.inspector, inspector.visible);
    workspace.relayout();
  };
  attachShortcuts(document, {
    rotate: () => workspace.rotateAll(),
    mirror: () => workspace.setMirror(!workspace.mirror.enabled),
    inspector: toggleInspector,
    overlay: () => workspace.setOverlay(!workspace.overlay),
    export: () => workspace.exportImage().catch((e) => report(`Export failed: ${e.message}`)),
    help: () => $('help-popover').togglePopover(),
    record: () => toggleRecording(),
    device: (index) => focusDevice(index),
  });
  for (const d of state.devices) workspace.add(d);
  showGuide();
  const forms = new FormOpener({
    opened: async (id) => {
      catalogue.scenes = (await requestJSON(ROUTES.scenes)) || catalogue.scenes;
      toolbar.setScenes(catalogue.scenes, id);
      workspace.setShared({ scene: id, variant: toolbar.values().variant });
      showGuide();
      report(`Opened the form “${id}” on every device.`);
    },
    currentScene: () => catalogue.scenes.find((s) => s.id === workspace.shared.scene),
    renamed: (scenes, name) => {
      catalogue.scenes = scenes;
      toolbar.setScenes(scenes, workspace.shared.scene);
      report(`Renamed the form “${workspace.shared.scene}” to “${name}” in the scene menu.`);
    },
    scenesChanged: (scenes) => {
      // A list that lacks the open scene is older than the last upload: keep ours.
      if (!scenes.some((s) => s.id === workspace.shared.scene)) return;
      const menu = (list) => JSON.stringify(list.map((s) => [s.id, s.title, s.variants, s.variantDetails]));
      if (menu(scenes) !== menu(catalogue.scenes)) toolbar.setScenes(scenes, workspace.shared.scene);
      const guided = (list) => JSON.stringify(list.map((s) => [s.hint, s.variantDetails]));
      const changed = guided(scenes) !== guided(catalogue.scenes);
      catalogue.scenes = scenes;
      if (changed) showGuide();
    },
  });
  forms.watch();
  window.formsim.forms = forms;
  window.formsim.guide = guide;
}

// For tests and scripts: live views of one device, and a point -> canvas pixel map.
function deviceAPI(get) {
  return {
    get sessionId() { const v = get(); return v && v.session ? v.session.id : null; },
    get version() { const v = get(); return v && v.session ? v.session.version : 0; },
    get params() { const v = get(); return v && v.session ? { ...v.session.params } : null; },
    get paintCount() { const v = get(); return v ? v.paintCount : 0; },
    get paintedVersion() { const v = get(); return v ? v.paintedVersion : 0; },
    get paintLog() { const v = get(); return v ? v.paintLog.map((entry) => [...entry]) : []; },
    get animating() { const v = get(); return !!v && v.animating; },
    get renderTree() { const v = get(); return v && v.session ? Object.fromEntries(v.session.tree) : null; },
    get semanticTree() { const v = get(); return v ? v.semantic : null; },
    get canvas() { const v = get(); return v ? v.canvas : null; },
    get scale() { const v = get(); return v ? v.scale : 0; },
    pointToCanvas(x, y) { const v = get(); return v ? v.pointToCanvas(x, y) : null; },
    pointToClient(x, y) { const v = get(); return v ? v.pointToClient(x, y) : null; },
    send(event) { const v = get(); return v ? v.send(event) : Promise.reject(new Error('no device')); },
    // A tap by element id as the user's, as the accessibility layer sends it (mirrored).
    tapAsUser(id) { const v = get(); return v ? v.sendUser({ type: EVENT.tap, target: id }) : Promise.reject(new Error('no device')); },
  };
}

const views = () => (workspace ? workspace.views : []);
const workspaceAPI = {
  get devices() { return views().map((v) => deviceAPI(() => v)); },
  get selectedIndex() { return workspace ? views().indexOf(workspace.selected) : -1; },
  get mirror() { return !!workspace && workspace.mirror.enabled; },
  get overlay() { return !!workspace && workspace.overlay; },
  get recorder() { return workspace ? workspace.recorder : null; },
  exportPNG: () => (workspace ? workspace.exportImage() : Promise.reject(new Error('not ready'))),
};
// window.formsim is the first device, plus the workspace's own views (getters kept live).
window.formsim = Object.defineProperties(deviceAPI(() => views()[0]), Object.getOwnPropertyDescriptors(workspaceAPI));

boot();
