// Drawings over a device's screen, in screen points (the caller has set the transform
// and the screen clip): small touch targets, the inspector's hover highlight, and a
// popover's candidate sides with their scores. Pure: they only draw what they are given.

import { FONT_FAMILY } from 'formsim/wire.js';

export const OVERLAY_COLORS = Object.freeze({
  small: '#ff2d2d',
  smallFill: 'rgba(255, 45, 45, 0.12)',
  highlight: 'rgba(0, 113, 227, 0.25)',
  highlightLine: '#0071e3',
  candidate: '#ff9f0a',
  chosen: '#34c759',
  labelInk: '#ffffff',
});

function tag(ctx, text, x, y, color) {
  ctx.font = `600 11px ${FONT_FAMILY}`;
  const w = ctx.measureText(text).width + 6;
  ctx.fillStyle = color;
  ctx.fillRect(x, y, w, 14);
  ctx.fillStyle = OVERLAY_COLORS.labelInk;
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x + 3, y + 7.5);
}

const round = (v) => Math.round(v * 10) / 10;

// items: [{frame, w, h}] from semantic.smallTargets.
export function drawSmallTargets(ctx, items) {
  ctx.save();
  for (const { frame: [x, y, w, h] } of items) {
    ctx.fillStyle = OVERLAY_COLORS.smallFill;
    ctx.fillRect(x, y, w, h);
    ctx.strokeStyle = OVERLAY_COLORS.small;
    ctx.lineWidth = 2;
    ctx.strokeRect(x + 1, y + 1, Math.max(0, w - 2), Math.max(0, h - 2));
    tag(ctx, `${round(w)}×${round(h)}`, x, Math.max(0, y - 14), OVERLAY_COLORS.small);
  }
  ctx.restore();
}

export function drawHighlight(ctx, frame) {
  if (!frame) return;
  const [x, y, w, h] = frame;
  ctx.save();
  ctx.fillStyle = OVERLAY_COLORS.highlight;
  ctx.fillRect(x, y, w, h);
  ctx.strokeStyle = OVERLAY_COLORS.highlightLine;
  ctx.lineWidth = 2;
  ctx.strokeRect(x, y, w, h);
  ctx.restore();
}

// popover: the inspector's {sourceFrame, candidates: [{direction, frame, score, chosen}]}.
export function drawCandidates(ctx, popover) {
  if (!popover) return;
  ctx.save();
  const [sx, sy, sw, sh] = popover.sourceFrame;
  ctx.setLineDash([4, 3]);
  ctx.strokeStyle = OVERLAY_COLORS.highlightLine;
  ctx.lineWidth = 1.5;
  ctx.strokeRect(sx, sy, sw, sh);
  for (const c of popover.candidates) {
    const [x, y, w, h] = c.frame;
    const color = c.chosen ? OVERLAY_COLORS.chosen : OVERLAY_COLORS.candidate;
    ctx.setLineDash(c.chosen ? [] : [6, 4]);
    ctx.strokeStyle = color;
    ctx.lineWidth = c.chosen ? 3 : 2;
    ctx.strokeRect(x, y, w, h);
    tag(ctx, `${c.direction} ${Math.round(c.score)}${c.chosen ? ' ✓' : ''}`, x + 2, y + 2, color);
  }
  ctx.restore();
}
