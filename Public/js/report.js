// The flow report's pictures: each device after each step, drawn from the recorded
// render tree by the page's own drawing code (draw.js, device-frame.js). The report is
// one HTML file; its import map (FlowReportAssets, Sources/Flows) holds this module and
// those it uses, unchanged, and a module script imports this one, which paints on load.

import { ROOT_ID, SNAPSHOT_NODES } from 'formsim/wire.js';
import { applyReset } from 'formsim/render-tree.js';
import { draw, setTextShaping } from 'formsim/draw.js';
import { deviceMetrics, drawDevice } from 'formsim/device-frame.js';

// Points to CSS pixels in the grid: a phone about 200 px wide, a tablet no wider than
// THUMBNAIL_WIDTH; a click shows the step as large as the window holds, at most
// ENLARGED_SCALE (its points) and at least ENLARGED_WIDTH px wide.
export const REPORT_SCALE = 0.5;
export const THUMBNAIL_WIDTH = 320;
export const ENLARGED_SCALE = 1;
export const ENLARGED_WIDTH = 300;
// The width of the words beside the enlarged picture (FlowReport+style.swift).
const DIALOG_ASIDE = 260;

// Where a render node is on the screen: its frame moved by its ancestors' origins (a
// node's frame is in its parent's coordinates; the root's is the screen).
export function screenFrame(tree, id) {
  const parents = new Map();
  for (const [parent, props] of tree) for (const child of props.children || []) parents.set(child, parent);
  const node = tree.get(id);
  if (!node || !node.frame) return null;
  let [x, y] = node.frame;
  for (let p = parents.get(id); p && p !== ROOT_ID; p = parents.get(p)) {
    const frame = (tree.get(p) || {}).frame || [0, 0];
    x += frame[0];
    y += frame[1];
  }
  return [x, y, node.frame[2], node.frame[3]];
}

// Paints one recorded render snapshot into `canvas` at `scale` CSS px per point, with the
// nodes `outlined` (ids: what changed from a snapshot baseline; or [x, y, width, height]
// frames on the screen) framed in red.
export function paintSnapshot(canvas, snapshot, scale = REPORT_SCALE, outlined = []) {
  const { tree } = applyReset(snapshot);
  const m = deviceMetrics(tree.get(ROOT_ID));
  const dpr = (typeof window !== 'undefined' && window.devicePixelRatio) || 1;
  canvas.width = Math.round(m.width * scale * dpr);
  canvas.height = Math.round(m.height * scale * dpr);
  canvas.style.width = `${Math.round(m.width * scale)}px`;
  canvas.style.height = `${Math.round(m.height * scale)}px`;
  const ctx = canvas.getContext('2d');
  ctx.setTransform(scale * dpr, 0, 0, scale * dpr, 0, 0);
  setTextShaping(ctx);
  drawDevice(ctx, m, (c) => {
    draw(c, tree, { now: 0, changedAt: new Map() });
    c.save();
    c.strokeStyle = '#ff3b30';
    c.lineWidth = 2 / scale;
    for (const id of outlined) {
      // A render node's id, or a frame on the screen in points (an audit finding's).
      const frame = Array.isArray(id) ? id : screenFrame(tree, id);
      if (frame && frame[2] > 0 && frame[3] > 0) c.strokeRect(...frame);
    }
    c.restore();
  });
}

// The report's trees put back together (FlowReport+data.swift): per device, each step
// is what changed from the step before (`{set: {id: node}, remove: [id]}`), the index of
// the step whose tree it kept, or null; a node is [props, ...frame] into the shared
// `props`. Gives (flow, device, step) => the render snapshot {nodes: {id: props}}, or null.
export function reportSnapshots(data) {
  const props = data.props || [];
  const nodes = data.nodes || [];
  const decoded = new Map();
  const nodeProps = (index) => {
    const [p, ...frame] = nodes[index] || [];
    const out = { ...(props[p] || {}) };
    if (frame.length === 1 && Array.isArray(frame[0])) out.frame = frame[0];
    else if (frame.length) out.frame = frame;
    return out;
  };
  const device = (f, d) => {
    const key = `${f}:${d}`;
    if (decoded.has(key)) return decoded.get(key);
    const steps = ((data.flows[f] || {}).devices || [])[d];
    const trees = [];
    let current = {};
    for (const step of (steps && steps.steps) || []) {
      if (step === null || step === undefined) { trees.push(null); continue; }
      if (typeof step === 'number') { trees.push(trees[step] || null); continue; }
      current = { ...current };
      for (const id of step.remove || []) delete current[id];
      for (const [id, index] of Object.entries(step.set || {})) current[id] = index;
      trees.push(current);
    }
    decoded.set(key, trees);
    return trees;
  };
  return (f, d, s) => {
    const tree = device(f, d)[s];
    if (!tree) return null;
    const out = {};
    for (const [id, index] of Object.entries(tree)) out[id] = nodeProps(index);
    return { [SNAPSHOT_NODES]: out };
  };
}

// A thumbnail's scale: REPORT_SCALE, or less for a device wider than THUMBNAIL_WIDTH.
export function thumbnailScale(snapshot) {
  const m = deviceMetrics(applyReset(snapshot).tree.get(ROOT_ID));
  return Math.min(REPORT_SCALE, THUMBNAIL_WIDTH / m.width);
}

// The enlarged picture's scale: the whole device in `width` × `height` CSS px, at most
// its points, and never narrower than ENLARGED_WIDTH (a phone at 0.75 of its points,
// 17 pt text at 13 px: on a window too short even for that it scrolls in its dialog
// rather than shrink past reading).
export function enlargedScale(snapshot, width, height) {
  const m = deviceMetrics(applyReset(snapshot).tree.get(ROOT_ID));
  const fits = Math.min(width / m.width, height / m.height);
  return Math.min(ENLARGED_SCALE, Math.max(fits, ENLARGED_WIDTH / m.width, REPORT_SCALE));
}

// Fills every <canvas data-snapshot="flow:device:step"> of the page from the data block,
// the elements that differ from a snapshot framed; a click (or Enter) on a picture shows
// it enlarged in the page's <dialog id="enlarged">, which Escape or a click closes.
export function paintReport(doc) {
  const data = JSON.parse(doc.getElementById('flow-data').textContent);
  const snapshotAt = reportSnapshots(data);
  const changedAt = (f, d, s) => {
    const device = data.flows[f].devices[d];
    return (device.changed && device.changed[s]) || [];
  };
  const picture = (canvas) => canvas.dataset.snapshot.split(':').map(Number);
  const paint = () => {
    for (const canvas of doc.querySelectorAll('canvas[data-snapshot]')) {
      const [f, d, s] = picture(canvas);
      const snapshot = snapshotAt(f, d, s);
      if (snapshot) paintSnapshot(canvas, snapshot, thumbnailScale(snapshot), changedAt(f, d, s));
    }
    doc.body.dataset.painted = 'true';
  };
  whenFontsLoad(doc, paint);
  const dialog = doc.getElementById('enlarged');
  if (!dialog) return;
  let opener = null;
  doc.addEventListener('click', (event) => {
    const button = event.target.closest && event.target.closest('button.shot');
    if (!button) return;
    const canvas = button.querySelector('canvas[data-snapshot]');
    const [f, d, s] = picture(canvas);
    const snapshot = snapshotAt(f, d, s);
    if (!snapshot) return;
    const view = doc.defaultView || window;
    // The picture beside its words (DIALOG_ASIDE px) in the window less the dialog's margins.
    const scale = enlargedScale(snapshot, view.innerWidth - 64 - DIALOG_ASIDE, view.innerHeight - 56);
    paintSnapshot(dialog.querySelector('canvas'), snapshot, scale, changedAt(f, d, s));
    // "Step 3 on iPhone 15: tap: birthday", the step as its row says it, and what the cell
    // says under its picture (a failure, a snapshot's differences).
    const code = button.closest('tr') && button.closest('tr').querySelector('th.step code');
    const name = button.getAttribute('aria-label').replace(/^Enlarge s/, 'S');
    dialog.querySelector('.caption').textContent = code ? `${name}: ${code.textContent}` : name;
    const notes = dialog.querySelector('.notes');
    notes.replaceChildren(...[...button.parentElement.querySelectorAll('pre.failure, pre.warning, ul.snapshot-differences, .note')]
      .map((node) => node.cloneNode(true)));
    opener = button;
    dialog.showModal();
  });
  // A click in it (the picture, the backdrop, the close button; not the words beside it,
  // which a person may select) closes it; Escape closes a modal dialog by itself. Focus
  // goes back to the picture that opened it.
  dialog.addEventListener('click', (event) => {
    if (!(event.target.closest && event.target.closest('.notes'))) dialog.close();
  });
  dialog.addEventListener('close', () => {
    if (opener) opener.focus();
    opener = null;
  });
}

// Text is measured in Inter: paint once the inlined font is there.
function whenFontsLoad(doc, paint) {
  if (doc.fonts && doc.fonts.load) {
    Promise.all([doc.fonts.load("15px 'Inter'"), doc.fonts.load("600 15px 'Inter'")]).then(paint, paint);
  } else {
    paint();
  }
}

// The audit report's pictures: each <canvas data-picture=n data-frame="x,y,w,h"> is the
// screen a problem was first seen on, its element outlined.
export function paintAudit(doc) {
  const data = JSON.parse(doc.getElementById('audit-data').textContent);
  whenFontsLoad(doc, () => {
    for (const canvas of doc.querySelectorAll('canvas[data-picture]')) {
      const snapshot = data.pictures[Number(canvas.dataset.picture)];
      const frame = canvas.dataset.frame ? canvas.dataset.frame.split(',').map(Number) : null;
      if (!snapshot) continue;
      // Phones at AUDIT_SCALE; a tablet no wider than a phone's picture and a half.
      const m = deviceMetrics(applyReset(snapshot).tree.get(ROOT_ID));
      paintSnapshot(canvas, snapshot, Math.min(AUDIT_SCALE, 300 / m.width), frame ? [frame] : []);
    }
    doc.body.dataset.painted = 'true';
  });
}

// Points to CSS pixels in the audit report: a phone about 200 px wide.
export const AUDIT_SCALE = 0.5;

if (typeof document !== 'undefined' && document.getElementById('flow-data')) paintReport(document);
if (typeof document !== 'undefined' && document.getElementById('audit-data')) paintAudit(document);
