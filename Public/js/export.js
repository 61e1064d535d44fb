// Export: one PNG of every device in its frame, side by side at 2 pixels per point,
// each with its name underneath, downloaded as formsim-<scene>.png.

import { FONT_FAMILY, SESSION_DEFAULTS, APPEARANCES, CONTENT_SIZES } from 'formsim/wire.js';
import { deviceMetrics } from 'formsim/device-frame.js';

const PX_PER_PT = 2;
const GAP = 32;      // points between devices and around them
const CAPTION = 28;  // points under each device for its name
const BACKGROUND = '#f5f5f7';
const INK = '#1d1d1f';

// The layout of the picture in points: [{x, y}] per device and the total size.
export function exportLayout(sizes) {
  let x = GAP;
  const height = Math.max(0, ...sizes.map((s) => s.height)) + 2 * GAP + CAPTION;
  const places = sizes.map((s) => {
    const place = { x, y: GAP + (height - 2 * GAP - CAPTION - s.height) / 2 };
    x += s.width + GAP;
    return place;
  });
  return { width: Math.max(x, 2 * GAP), height, places };
}

// A device's caption: its name, orientation and the settings it does not have at their
// defaults (the same iPhone in light and dark, or at L and AX3, side by side).
export function caption(name, params) {
  const parts = [name, params.orientation || ''];
  const p = { ...SESSION_DEFAULTS, ...params };
  if (p.appearance !== SESSION_DEFAULTS.appearance) parts.push((APPEARANCES.find((a) => a.value === p.appearance) || {}).title || p.appearance);
  if (p.increaseContrast && p.increaseContrast !== SESSION_DEFAULTS.increaseContrast) parts.push('Increase Contrast');
  if (p.contentSize !== SESSION_DEFAULTS.contentSize) parts.push(`Text ${(CONTENT_SIZES.find((c) => c.value === p.contentSize) || {}).short || p.contentSize}`);
  if (p.locale !== SESSION_DEFAULTS.locale) parts.push(p.locale);
  return parts.filter(Boolean).join(' · ');
}

// Paints every device into a new canvas; resolves with the PNG Blob.
export function exportPNG(views) {
  const metrics = views.map((v) => deviceMetrics(v.rootProps()));
  const layout = exportLayout(metrics);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(layout.width * PX_PER_PT);
  canvas.height = Math.round(layout.height * PX_PER_PT);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  views.forEach((view, i) => {
    const { x, y } = layout.places[i];
    ctx.setTransform(PX_PER_PT, 0, 0, PX_PER_PT, x * PX_PER_PT, y * PX_PER_PT);
    view.paintInto(ctx);
    ctx.setTransform(PX_PER_PT, 0, 0, PX_PER_PT, 0, 0);
    ctx.fillStyle = INK;
    ctx.font = `500 15px ${FONT_FAMILY}`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const orientation = view.rootProps().orientation || '';
    ctx.fillText(caption(view.name, { ...view.params, orientation }), x + metrics[i].width / 2, layout.height - GAP / 2 - CAPTION / 2);
  });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}

// Saves a Blob as a download.
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}
