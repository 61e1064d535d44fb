// Paints the render tree on a canvas 2D context. Pure: it only reads the tree and
// draws; the caller sets the context transform so that one unit is one point with the
// origin at the screen's top-left corner.

import { ROOT_ID, KIND, DEFAULTS, SYMBOL, FONT_FAMILY, ALIGN, BLINK_PERIOD_MS } from 'formsim/wire.js';
import { sampleAnimated } from 'formsim/render-tree.js';
import { paintOtherApp } from 'formsim/other-app.js';

const ELLIPSIS = '\u2026';
const SHADOW_COLOR = 'rgba(0, 0, 0, 0.2)';

// animState (optional): {animations, now, changedAt}: running animations, the time, and
// a Map id -> when the node last changed (restarts `blink`).
// options: {rootId, fontFamily}.
export function draw(ctx, tree, animState, options = {}) {
  const nodes = animState && animState.animations && animState.animations.length
    ? sampleAnimated(tree, animState.animations, animState.now)
    : tree;
  const env = {
    nodes,
    fontFamily: options.fontFamily || FONT_FAMILY,
    visiting: new Set(),
    now: animState && typeof animState.now === 'number' ? animState.now : 0,
    changedAt: (animState && animState.changedAt) || new Map(),
  };
  const rootId = options.rootId || ROOT_ID;
  const root = nodes.get(rootId);
  if (!root) return;
  ctx.save();
  setTextShaping(ctx);
  // The root sits at the screen origin whatever its frame origin says.
  paintNode(ctx, rootId, root, env, true);
  ctx.restore();
}

// Glyphs keep their own advances, as SimCore sums them: no kerning, and no ligatures or
// contextual alternates (Inter's 'calt' swaps glyphs around some punctuation).
export function setTextShaping(ctx) {
  if ('fontKerning' in ctx) ctx.fontKerning = 'none';
  if ('textRendering' in ctx) ctx.textRendering = 'optimizeSpeed';
}

export function fontString(font, family = FONT_FAMILY) {
  const [size, weight] = Array.isArray(font) ? font : DEFAULTS.font;
  return `${weight || 400} ${size || 17}px ${family}`;
}

// A blinking node (a caret) is shown for the first half of each period after it changed.
export function blinkVisible(changedAt, now) {
  const t = now - (changedAt || 0);
  return t < 0 || t % BLINK_PERIOD_MS < BLINK_PERIOD_MS / 2;
}

// Milliseconds until a blinking node changed at `changedAt` next shows or hides.
export function nextBlinkToggle(changedAt, now) {
  const half = BLINK_PERIOD_MS / 2;
  const t = now - (changedAt || 0);
  return t < 0 ? -t : half - (t % half);
}

function paintNode(ctx, id, props, env, isRoot) {
  if (props.hidden) return;
  if (props.blink && !blinkVisible(env.changedAt.get(id), env.now)) return;
  const alpha = num(props.alpha, DEFAULTS.alpha);
  if (alpha <= 0) return;
  const [x, y, w, h] = frameOf(props);
  ctx.save();
  if (!isRoot) ctx.translate(x, y);
  // A transform's scale, about the node's centre (UIKit's anchor point).
  const scale = num(props.scale, DEFAULTS.scale);
  if (scale !== 1) {
    ctx.translate(w / 2, h / 2);
    ctx.scale(scale, scale);
    ctx.translate(-w / 2, -h / 2);
  }
  if (alpha < 1) ctx.globalAlpha *= alpha;
  const radius = Math.max(0, Math.min(num(props.cornerRadius, 0), w / 2, h / 2));

  if (props.fill) {
    ctx.save();
    const blur = num(props.shadow, 0);
    if (blur > 0) {
      // shadow sizes are in device pixels, not user space: scale them
      const m = ctx.getTransform();
      const k = Math.hypot(m.a, m.b);
      ctx.shadowColor = SHADOW_COLOR;
      ctx.shadowBlur = blur * k;
      ctx.shadowOffsetY = blur * 0.25 * k;
    }
    ctx.fillStyle = props.fill;
    ctx.beginPath();
    shape(ctx, 0, 0, w, h, radius);
    ctx.fill();
    ctx.restore();
  }
  // An iPad app in a window that does not fill the screen: the other app first (F1).
  if (isRoot && props.window) paintOtherApp(ctx, props, w, h, env.fontFamily);
  const bw = num(props.borderWidth, 0);
  if (bw > 0 && props.borderColor) {
    ctx.save();
    ctx.strokeStyle = props.borderColor;
    ctx.lineWidth = bw;
    ctx.setLineDash(dashOf(props.dash));
    ctx.beginPath();
    shape(ctx, bw / 2, bw / 2, w - bw, h - bw, Math.max(0, radius - bw / 2));
    ctx.stroke();
    ctx.restore();
  }

  const kind = props.kind || DEFAULTS.kind;
  if (kind === KIND.text) paintText(ctx, props, w, h, env);
  else if (kind === KIND.symbol) paintSymbol(ctx, props.symbol, w, h, props.color || DEFAULTS.color);
  else if (kind === KIND.wheel) paintWheel(ctx, props, w, h, env);

  const children = Array.isArray(props.children) ? props.children : DEFAULTS.children;
  if (children.length) {
    if (props.clip) {
      ctx.beginPath();
      shape(ctx, 0, 0, w, h, radius);
      ctx.clip();
    }
    for (const id of children) {
      const child = env.nodes.get(id);
      if (!child || env.visiting.has(id)) continue; // missing or a cycle: skip
      env.visiting.add(id);
      paintNode(ctx, id, child, env, false);
      env.visiting.delete(id);
    }
  }
  ctx.restore();
}

// A border's dash pattern: points drawn and skipped in turn; anything else is solid.
function dashOf(dash) {
  if (!Array.isArray(dash)) return [];
  const lengths = dash.filter((v) => Number.isFinite(v) && v >= 0);
  return lengths.length === dash.length && lengths.some((v) => v > 0) ? lengths : [];
}

function frameOf(props) {
  const f = props.frame;
  if (!Array.isArray(f) || f.length < 4) return [0, 0, 0, 0];
  return f.map((v) => (Number.isFinite(v) ? v : 0));
}

function num(v, d) {
  return typeof v === 'number' && Number.isFinite(v) ? v : d;
}

function shape(ctx, x, y, w, h, r) {
  if (w <= 0 || h <= 0) return;
  if (r > 0 && ctx.roundRect) ctx.roundRect(x, y, w, h, Math.min(r, w / 2, h / 2));
  else ctx.rect(x, y, w, h);
}

// ---- text ----------------------------------------------------------------------------

function paintText(ctx, props, w, h, env) {
  const text = props.text == null ? '' : String(props.text);
  if (!text || w <= 0) return;
  ctx.font = fontString(props.font, env.fontFamily);
  ctx.fillStyle = props.color || DEFAULTS.color;
  ctx.textBaseline = 'middle';
  // Hebrew and Arabic text: a right-to-left base direction for the bidi layout.
  if ('direction' in ctx) ctx.direction = props.rtl ? 'rtl' : 'ltr';
  const line = fitText(ctx, text, w);
  const width = ctx.measureText(line).width;
  const align = props.align || DEFAULTS.align;
  let tx = 0;
  if (align === ALIGN.center) tx = (w - width) / 2;
  else if (align === ALIGN.right) tx = w - width;
  ctx.textAlign = 'left';
  ctx.fillText(line, tx, h / 2);
}

// One line cut with an ellipsis so that it fits `maxWidth`.
export function fitText(ctx, text, maxWidth) {
  const oneLine = text.replace(/[\r\n]+/g, ' ');
  if (ctx.measureText(oneLine).width <= maxWidth) return oneLine;
  const chars = Array.from(oneLine);
  let lo = 0, hi = chars.length;
  while (lo < hi) { // the longest prefix that fits with the ellipsis
    const mid = Math.ceil((lo + hi) / 2);
    const candidate = chars.slice(0, mid).join('').trimEnd() + ELLIPSIS;
    if (ctx.measureText(candidate).width <= maxWidth) lo = mid; else hi = mid - 1;
  }
  return lo === 0 ? ELLIPSIS : chars.slice(0, lo).join('').trimEnd() + ELLIPSIS;
}

// ---- wheels --------------------------------------------------------------------------

// systemGray, the same in light and dark (iOS's dark systemGray is #8E8E93 too): greyed
// rows stay apart from the label-coloured ones, black in light and white in dark.
const WHEEL_DISABLED_COLOR = '#8E8E93';
const WHEEL_EYE_DISTANCE = 2.5; // in drum radii, in front of the drum's face

// A picker wheel: the rows around the (fractional, animated) `selected` position on a
// drum of radius h/2 seen from the front: a row `offset` points along the drum sits at
// angle θ = offset / r, is drawn at r·sin θ from the middle, squashed to cos θ of its
// height and faded with it, so rows close up towards the edges without overlapping.
// The drum is seen in perspective, as UIPickerView's 3D transform shows it: a row turned
// away by θ is r·(1 − cos θ) deeper, so it is drawn smaller and nearer the middle, by
// d / (d + depth) with the eye d = 2.5 r in front of the drum's face.
function paintWheel(ctx, props, w, h, env) {
  const rows = Array.isArray(props.rows) ? props.rows : [];
  const count = rows.length;
  const rowHeight = num(props.rowHeight, 32);
  if (!count || rowHeight <= 0 || w <= 0 || h <= 0) return;
  const selected = num(props.selected, 0);
  const disabled = new Set(Array.isArray(props.disabledRows) ? props.disabledRows : []);
  const radius = h / 2;
  const reach = Math.ceil((Math.PI / 2) * radius / rowHeight) + 1;
  const base = Math.round(selected);
  const [size, weight] = Array.isArray(props.font) ? props.font : DEFAULTS.font;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  ctx.font = `${weight || 400} ${size || 21}px ${env.fontFamily}`;
  for (let k = -reach; k <= reach; k++) {
    const index = base + k;
    const row = props.wraps ? ((index % count) + count) % count : index;
    if (row < 0 || row >= count) continue;
    const theta = (index - selected) * rowHeight / radius;
    if (Math.abs(theta) >= Math.PI / 2) continue;
    const squash = Math.cos(theta);
    ctx.save();
    ctx.globalAlpha *= 0.15 + 0.85 * squash * squash;
    ctx.fillStyle = disabled.has(row) ? WHEEL_DISABLED_COLOR : (props.color || DEFAULTS.color);
    const text = fitText(ctx, String(rows[row]), w - 8);
    const width = ctx.measureText(text).width;
    const x = props.align === ALIGN.left ? 4 : (w - width) / 2;
    const eye = WHEEL_EYE_DISTANCE * radius;
    const perspective = eye / (eye + radius * (1 - squash));
    ctx.translate(w / 2 + (x - w / 2) * perspective, radius + radius * Math.sin(theta) * perspective);
    ctx.scale(perspective, squash * perspective);
    ctx.fillText(text, 0, 0);
    ctx.restore();
  }
}

// ---- symbols -------------------------------------------------------------------------

function paintSymbol(ctx, name, w, h, color) {
  if (w <= 0 || h <= 0) return;
  ctx.save();
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  switch (name) {
    case SYMBOL.chevronRight: chevron(ctx, w, h); break;
    case SYMBOL.chevronLeft: chevron(ctx, w, h, true); break;
    case SYMBOL.chevronUp: verticalChevron(ctx, w, h, true); break;
    case SYMBOL.chevronDown: verticalChevron(ctx, w, h, false); break;
    case SYMBOL.checkmark: checkmark(ctx, w, h); break;
    case SYMBOL.chevronUpDown: chevronUpDown(ctx, w, h); break;
    case SYMBOL.battery: battery(ctx, w, h, color); break;
    case SYMBOL.wifi: wifi(ctx, w, h); break;
    case SYMBOL.cellular: cellular(ctx, w, h); break;
    case SYMBOL.globe: globe(ctx, w, h); break;
    case SYMBOL.mic: mic(ctx, w, h); break;
    case SYMBOL.clear: clearGlyph(ctx, w, h); break;
    case SYMBOL.undo: uturn(ctx, w, h, false); break;
    case SYMBOL.redo: uturn(ctx, w, h, true); break;
    case SYMBOL.paste: clipboard(ctx, w, h); break;
    case SYMBOL.arrowUp: case SYMBOL.arrowDown: case SYMBOL.arrowLeft: case SYMBOL.arrowRight:
      popoverArrow(ctx, name, w, h);
      break;
    default: break;
  }
  ctx.restore();
}

// The keyboard's globe: a circle, its meridian and equator, and two parallels.
function globe(ctx, w, h) {
  const b = fit(w, h, 1);
  const r = b.w / 2 - 1;
  const cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  ctx.lineWidth = Math.max(1, b.w * 0.07);
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.moveTo(cx - r, cy);
  ctx.lineTo(cx + r, cy);
  ctx.moveTo(cx, cy - r);
  ctx.lineTo(cx, cy + r);
  ctx.stroke();
  ctx.beginPath();
  ctx.ellipse(cx, cy, r * 0.45, r, 0, 0, Math.PI * 2);
  ctx.stroke();
  for (const dy of [-0.5, 0.5]) {
    const half = r * Math.sqrt(1 - dy * dy);
    ctx.beginPath();
    ctx.moveTo(cx - half, cy + dy * r);
    ctx.lineTo(cx + half, cy + dy * r);
    ctx.stroke();
  }
}

// Dictation's microphone: a capsule, the cradle under it and its stand.
function mic(ctx, w, h) {
  const b = fit(w, h, 0.7);
  const cx = b.x + b.w / 2;
  ctx.lineWidth = Math.max(1, b.w * 0.1);
  const capW = b.w * 0.46, capH = b.h * 0.58;
  ctx.beginPath();
  ctx.roundRect(cx - capW / 2, b.y, capW, capH, capW / 2);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(cx, b.y + capH * 0.55, b.w * 0.42, 0.1 * Math.PI, 0.9 * Math.PI);
  ctx.moveTo(cx, b.y + capH * 0.55 + b.w * 0.42);
  ctx.lineTo(cx, b.y + b.h - ctx.lineWidth / 2);
  ctx.stroke();
}

// The shortcut bar's undo (an arrow turning back to the left) and redo (mirrored).
function uturn(ctx, w, h, mirrored) {
  const b = fit(w, h, 1);
  ctx.lineWidth = Math.max(1, b.w * 0.09);
  if (mirrored) { ctx.translate(b.x * 2 + b.w, 0); ctx.scale(-1, 1); }
  const r = b.h * 0.28, cx = b.x + b.w * 0.55, cy = b.y + b.h * 0.5;
  ctx.beginPath();
  ctx.moveTo(b.x + b.w * 0.2, cy - r);
  ctx.lineTo(cx, cy - r);
  ctx.arc(cx, cy, r, -Math.PI / 2, Math.PI / 2);
  ctx.lineTo(b.x + b.w * 0.35, cy + r);
  ctx.moveTo(b.x + b.w * 0.38, cy - r * 1.9);
  ctx.lineTo(b.x + b.w * 0.2, cy - r);
  ctx.lineTo(b.x + b.w * 0.38, cy - r * 0.1);
  ctx.stroke();
}

// The shortcut bar's paste: a clipboard, its clip at the top.
function clipboard(ctx, w, h) {
  const b = fit(w, h, 0.8);
  ctx.lineWidth = Math.max(1, b.w * 0.09);
  ctx.beginPath();
  ctx.roundRect(b.x + b.w * 0.1, b.y + b.h * 0.12, b.w * 0.8, b.h * 0.84, b.w * 0.12);
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(b.x + b.w * 0.32, b.y + b.h * 0.04, b.w * 0.36, b.h * 0.16, b.w * 0.06);
  ctx.fill();
}

// A box of aspect `aspect` (width / height) centred in w × h.
function fit(w, h, aspect) {
  let bw = w, bh = w / aspect;
  if (bh > h) { bh = h; bw = h * aspect; }
  return { x: (w - bw) / 2, y: (h - bh) / 2, w: bw, h: bh };
}

// A chevron pointing right, or left when `left` (a back button's).
function chevron(ctx, w, h, left = false) {
  const b = fit(w, h, 0.6);
  ctx.lineWidth = Math.max(1, b.w * (left ? 0.2 : 0.26));
  const pad = ctx.lineWidth / 2;
  const outer = left ? b.x + b.w - pad : b.x + pad;
  const tip = left ? b.x + pad : b.x + b.w - pad;
  ctx.beginPath();
  ctx.moveTo(outer, b.y + pad);
  ctx.lineTo(tip, b.y + b.h / 2);
  ctx.lineTo(outer, b.y + b.h - pad);
  ctx.stroke();
}

// A chevron pointing up or down (a keyboard bar's previous and next).
function verticalChevron(ctx, w, h, up) {
  const b = fit(w, h, 1 / 0.6);
  ctx.lineWidth = Math.max(1, b.h * 0.2);
  const pad = ctx.lineWidth / 2;
  const outer = up ? b.y + b.h - pad : b.y + pad;
  const tip = up ? b.y + pad : b.y + b.h - pad;
  ctx.beginPath();
  ctx.moveTo(b.x + pad, outer);
  ctx.lineTo(b.x + b.w / 2, tip);
  ctx.lineTo(b.x + b.w - pad, outer);
  ctx.stroke();
}

// A pop-up button's up/down chevron: two small chevrons, one over the other.
function chevronUpDown(ctx, w, h) {
  const b = fit(w, h, 0.6);
  ctx.lineWidth = Math.max(1, b.w * 0.2);
  const pad = ctx.lineWidth / 2;
  const mid = b.y + b.h / 2;
  ctx.beginPath();
  ctx.moveTo(b.x + pad, mid - b.h * 0.12);
  ctx.lineTo(b.x + b.w / 2, b.y + pad);
  ctx.lineTo(b.x + b.w - pad, mid - b.h * 0.12);
  ctx.moveTo(b.x + pad, mid + b.h * 0.12);
  ctx.lineTo(b.x + b.w / 2, b.y + b.h - pad);
  ctx.lineTo(b.x + b.w - pad, mid + b.h * 0.12);
  ctx.stroke();
}

// A text field's clear button: a filled circle in the tint with a white cross cut in it.
function clearGlyph(ctx, w, h) {
  const b = fit(w, h, 1);
  const r = b.w / 2, cx = b.x + r, cy = b.y + b.h / 2;
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.fill();
  const d = r * 0.36;
  ctx.strokeStyle = '#FFFFFF';
  ctx.lineWidth = Math.max(1, r * 0.2);
  ctx.beginPath();
  ctx.moveTo(cx - d, cy - d);
  ctx.lineTo(cx + d, cy + d);
  ctx.moveTo(cx + d, cy - d);
  ctx.lineTo(cx - d, cy + d);
  ctx.stroke();
}

function checkmark(ctx, w, h) {
  const b = fit(w, h, 1.25);
  ctx.lineWidth = Math.max(1, b.h * 0.16);
  const pad = ctx.lineWidth / 2;
  ctx.beginPath();
  ctx.moveTo(b.x + pad, b.y + b.h * 0.55);
  ctx.lineTo(b.x + b.w * 0.36, b.y + b.h - pad);
  ctx.lineTo(b.x + b.w - pad, b.y + pad);
  ctx.stroke();
}

function battery(ctx, w, h, color) {
  const b = fit(w, h, 27 / 13);
  const nub = b.w * 0.06;
  const bodyW = b.w - nub - b.w * 0.02;
  const line = Math.max(0.75, b.h * 0.08);
  ctx.lineWidth = line;
  ctx.globalAlpha *= 0.4;
  ctx.beginPath();
  ctx.roundRect(b.x + line / 2, b.y + line / 2, bodyW - line, b.h - line, b.h * 0.3);
  ctx.stroke();
  ctx.beginPath();
  ctx.roundRect(b.x + b.w - nub, b.y + b.h * 0.33, nub, b.h * 0.34, [0, nub, nub, 0]);
  ctx.fill();
  ctx.globalAlpha /= 0.4;
  const inset = line + b.h * 0.08;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(b.x + inset, b.y + inset, (bodyW - 2 * inset) * 0.85, b.h - 2 * inset, b.h * 0.18);
  ctx.fill();
}

function wifi(ctx, w, h) {
  const b = fit(w, h, 1.4);
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h * 0.98;
  const spread = Math.PI / 4; // 45° each side of vertical
  const top = -Math.PI / 2;
  const radii = [b.h * 0.97, b.h * 0.64, b.h * 0.31];
  ctx.lineWidth = b.h * 0.17;
  ctx.lineCap = 'round';
  for (const r of radii.slice(0, 2)) {
    ctx.beginPath();
    ctx.arc(cx, cy, r - ctx.lineWidth / 2, top - spread, top + spread);
    ctx.stroke();
  }
  ctx.beginPath(); // the innermost band is a filled wedge
  ctx.moveTo(cx, cy);
  ctx.arc(cx, cy, radii[2], top - spread, top + spread);
  ctx.closePath();
  ctx.fill();
}

function cellular(ctx, w, h) {
  const b = fit(w, h, 1.5);
  const bars = 4;
  const gap = b.w * 0.1;
  const barW = (b.w - gap * (bars - 1)) / bars;
  for (let i = 0; i < bars; i++) {
    const bh = b.h * (0.4 + 0.2 * i);
    ctx.beginPath();
    ctx.roundRect(b.x + i * (barW + gap), b.y + b.h - bh, barW, bh, barW * 0.3);
    ctx.fill();
  }
}

// A popover's arrow: a triangle filling the frame, its tip at the named edge.
function popoverArrow(ctx, name, w, h) {
  const points = {
    [SYMBOL.arrowUp]: [[w / 2, 0], [w, h], [0, h]],
    [SYMBOL.arrowDown]: [[0, 0], [w, 0], [w / 2, h]],
    [SYMBOL.arrowLeft]: [[0, h / 2], [w, 0], [w, h]],
    [SYMBOL.arrowRight]: [[0, 0], [w, h / 2], [0, h]],
  }[name];
  ctx.beginPath();
  ctx.moveTo(...points[0]);
  ctx.lineTo(...points[1]);
  ctx.lineTo(...points[2]);
  ctx.closePath();
  ctx.fill();
}
