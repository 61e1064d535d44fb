// The flow report's pictures: each device after each step, drawn from the recorded
// render tree by the page's own drawing code (draw.js, device-frame.js). The report is
// one HTML file; its import map (FlowReportAssets, Sources/Flows) holds this module and
// those it uses, unchanged, and a module script imports this one, which paints on load.

import { ROOT_ID } from 'formsim/wire.js';
import { applyReset } from 'formsim/render-tree.js';
import { draw, setTextShaping } from 'formsim/draw.js';
import { deviceMetrics, drawDevice } from 'formsim/device-frame.js';

// Points to CSS pixels in the grid: a phone about 150 px wide.
export const REPORT_SCALE = 0.36;

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

// Fills every <canvas data-snapshot="flow:device:step"> of the page from the data block,
// the elements that differ from a snapshot framed.
export function paintReport(doc) {
  const data = JSON.parse(doc.getElementById('flow-data').textContent);
  const paint = () => {
    for (const canvas of doc.querySelectorAll('canvas[data-snapshot]')) {
      const [f, d, s] = canvas.dataset.snapshot.split(':').map(Number);
      const device = data.flows[f].devices[d];
      const snapshots = device.snapshots;
      // A step that changed nothing points at the snapshot it kept.
      const snapshot = typeof snapshots[s] === 'number' ? snapshots[snapshots[s]] : snapshots[s];
      const changed = (device.changed && device.changed[s]) || [];
      if (snapshot) paintSnapshot(canvas, snapshot, REPORT_SCALE, changed);
    }
    doc.body.dataset.painted = 'true';
  };
  whenFontsLoad(doc, paint);
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
