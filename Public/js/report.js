// The flow report's pictures: each device after each step, drawn from the recorded
// render tree by the page's own drawing code (draw.js, device-frame.js). The report is
// one HTML file; FlowReport (Sources/Flows) inlines this module and those it uses.

import { ROOT_ID } from './wire.js';
import { applyReset } from './render-tree.js';
import { draw, setTextShaping } from './draw.js';
import { deviceMetrics, drawDevice } from './device-frame.js';

// Points to CSS pixels in the grid: a phone about 150 px wide.
export const REPORT_SCALE = 0.36;

// Paints one recorded render snapshot into `canvas` at `scale` CSS px per point.
export function paintSnapshot(canvas, snapshot, scale = REPORT_SCALE) {
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
  drawDevice(ctx, m, (c) => draw(c, tree, { now: 0, changedAt: new Map() }));
}

// Fills every <canvas data-snapshot="flow:device:step"> of the page from the data block.
export function paintReport(doc) {
  const data = JSON.parse(doc.getElementById('flow-data').textContent);
  const paint = () => {
    for (const canvas of doc.querySelectorAll('canvas[data-snapshot]')) {
      const [f, d, s] = canvas.dataset.snapshot.split(':').map(Number);
      const snapshots = data.flows[f].devices[d].snapshots;
      // A step that changed nothing points at the snapshot it kept.
      const snapshot = typeof snapshots[s] === 'number' ? snapshots[snapshots[s]] : snapshots[s];
      if (snapshot) paintSnapshot(canvas, snapshot);
    }
    doc.body.dataset.painted = 'true';
  };
  // Text is measured in Inter: wait for the inlined font before painting.
  if (doc.fonts && doc.fonts.load) {
    Promise.all([doc.fonts.load("15px 'Inter'"), doc.fonts.load("600 15px 'Inter'")]).then(paint, paint);
  } else {
    paint();
  }
}

if (typeof document !== 'undefined' && document.getElementById('flow-data')) paintReport(document);
