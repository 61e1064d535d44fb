// Draws the device around the screen: the body (bezel), the screen clipped to its
// corner radius, the cutout (Dynamic Island or notch) and, on devices with square
// screens, the home button. All sizes are in points.

import { IDIOM, CUTOUT, ORIENTATION } from 'formsim/wire.js';

// Bezel metrics by device style (~, hand-measured proportions, not exact).
const STYLE = Object.freeze({
  phone: { side: 14, long: 14, band: 2.5 },               // Face ID iPhones
  phoneHome: { side: 16, long: 66, band: 2.5, radius: 52, button: 44 },
  pad: { side: 22, long: 22, band: 2.5 },                 // iPads without a home button
  padHome: { side: 36, long: 66, band: 2.5, radius: 42, button: 46 },
});

const CUTOUTS = Object.freeze({
  [CUTOUT.island]: { w: 126, h: 37, inset: 11, radius: 18.5 },
  [CUTOUT.notch]: { w: 209, h: 30, inset: 0, radius: 20 },
});

const COLORS = Object.freeze({
  band: '#5b5b60',
  body: '#0f0f10',
  screenOff: '#000000',
  cutout: '#000000',
  button: '#2c2c2e',
  sideButton: '#46464b',
  shadow: 'rgba(0, 0, 0, 0.22)',
});

// Which side of the screen (as the user sees it) the top of the device is on.
// The names are UIInterfaceOrientation's: in landscapeLeft the home button (or home
// indicator end) is on the left, so the top of the device, with its cutout, is on the right.
export function topSide(orientation) {
  switch (orientation) {
    case ORIENTATION.landscapeLeft: return 'right';
    case ORIENTATION.landscapeRight: return 'left';
    case ORIENTATION.portraitUpsideDown: return 'bottom';
    default: return 'top';
  }
}

// Layout of the device for a root node: outer size and where the screen sits.
export function deviceMetrics(root) {
  const frame = Array.isArray(root && root.frame) ? root.frame : [0, 0, 390, 844];
  const screenW = frame[2], screenH = frame[3];
  const cornerRadius = Math.max(0, Number(root && root.cornerRadius) || 0);
  const pad = root && root.idiom === IDIOM.pad;
  const home = cornerRadius === 0;
  const style = pad ? (home ? STYLE.padHome : STYLE.pad) : (home ? STYLE.phoneHome : STYLE.phone);
  const top = topSide(root && root.orientation);
  const vertical = top === 'top' || top === 'bottom';
  const inset = vertical
    ? { top: style.long, bottom: style.long, left: style.side, right: style.side }
    : { top: style.side, bottom: style.side, left: style.long, right: style.long };
  return {
    width: screenW + inset.left + inset.right,
    height: screenH + inset.top + inset.bottom,
    screen: { x: inset.left, y: inset.top, w: screenW, h: screenH },
    screenRadius: cornerRadius,
    bodyRadius: home ? style.radius : cornerRadius + style.side,
    band: style.band,
    homeButton: home ? style.button : 0,
    top,
    pad,
    cutout: CUTOUTS[root && root.cutout] || null,
  };
}

// Draw the device at the current origin; paintScreen(ctx) paints the screen contents
// with the origin at the screen's top-left corner and the screen clip set. With a
// `BodyPixels`, the body comes from the pixels it keeps (see there).
export function drawDevice(ctx, metrics, paintScreen, bodyPixels = null) {
  const m = metrics;
  const s = m.screen;
  ctx.save();
  if (bodyPixels) bodyPixels.draw(ctx, m);
  else drawBody(ctx, m);

  // screen
  ctx.save();
  ctx.translate(s.x, s.y);
  ctx.beginPath();
  ctx.roundRect(0, 0, s.w, s.h, Math.min(m.screenRadius, s.w / 2, s.h / 2));
  ctx.clip();
  ctx.fillStyle = COLORS.screenOff;
  ctx.fillRect(0, 0, s.w, s.h);
  paintScreen(ctx);
  if (m.cutout) drawCutout(ctx, m.cutout, m.top, s.w, s.h);
  ctx.restore();

  if (m.homeButton) drawHomeButton(ctx, m);
  ctx.restore();
}

function drawCutout(ctx, c, side, w, h) {
  ctx.fillStyle = COLORS.cutout;
  ctx.beginPath();
  const vertical = side === 'top' || side === 'bottom';
  const cw = vertical ? c.w : c.h;
  const ch = vertical ? c.h : c.w;
  let x, y;
  if (side === 'top') { x = (w - cw) / 2; y = c.inset; }
  else if (side === 'bottom') { x = (w - cw) / 2; y = h - c.inset - ch; }
  else if (side === 'left') { x = c.inset; y = (h - ch) / 2; }
  else { x = w - c.inset - cw; y = (h - ch) / 2; }
  if (c.inset > 0) {
    ctx.roundRect(x, y, cw, ch, c.radius); // Dynamic Island: a pill
  } else {
    // notch: square where it meets the edge, rounded on the inner side
    const r = c.radius;
    const radii = { top: [0, 0, r, r], bottom: [r, r, 0, 0], left: [0, r, r, 0], right: [r, 0, 0, r] }[side];
    // extend past the edge so no sliver of screen shows above it
    const ext = 2;
    if (side === 'top') ctx.roundRect(x, y - ext, cw, ch + ext, radii);
    else if (side === 'bottom') ctx.roundRect(x, y, cw, ch + ext, radii);
    else if (side === 'left') ctx.roundRect(x - ext, y, cw + ext, ch, radii);
    else ctx.roundRect(x, y, cw + ext, ch, radii);
  }
  ctx.fill();
}

function drawHomeButton(ctx, m) {
  const s = m.screen;
  const d = m.homeButton;
  let cx, cy;
  const chinCentre = (near, far) => (near + far) / 2;
  switch (m.top) {
    case 'top': cx = s.x + s.w / 2; cy = chinCentre(s.y + s.h, m.height); break;
    case 'bottom': cx = s.x + s.w / 2; cy = chinCentre(0, s.y); break;
    case 'left': cx = chinCentre(s.x + s.w, m.width); cy = s.y + s.h / 2; break;
    default: cx = chinCentre(0, s.x); cy = s.y + s.h / 2; break;
  }
  ctx.strokeStyle = COLORS.button;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.arc(cx, cy, d / 2, 0, Math.PI * 2);
  ctx.stroke();
}

// Side buttons, placed in portrait device coordinates (u across, v down from the top
// of the device) as fractions of the long side, then turned with the device.
const BUTTONS = Object.freeze({
  phone: [['left', 0.13, 0.035], ['left', 0.2, 0.07], ['left', 0.29, 0.07], ['right', 0.22, 0.11]],
  pad: [['top', 0.88, 0.055], ['right', 0.07, 0.045], ['right', 0.125, 0.045]],
});

function drawSideButtons(ctx, m) {
  const vertical = m.top === 'top' || m.top === 'bottom';
  const pw = vertical ? m.width : m.height; // body size in portrait
  const ph = vertical ? m.height : m.width;
  const depth = 2.5;
  const map = (u, v) => {
    switch (m.top) {
      case 'left': return [v, pw - u];
      case 'right': return [ph - v, u];
      case 'bottom': return [pw - u, ph - v];
      default: return [u, v];
    }
  };
  ctx.fillStyle = COLORS.sideButton;
  for (const [side, at, length] of m.pad ? BUTTONS.pad : BUTTONS.phone) {
    let u0, v0, u1, v1;
    if (side === 'top') { u0 = pw * at - ph * length; u1 = pw * at; v0 = -depth; v1 = 1; }
    else if (side === 'left') { u0 = -depth; u1 = 1; v0 = ph * at; v1 = ph * (at + length); }
    else { u0 = pw - 1; u1 = pw + depth; v0 = ph * at; v1 = ph * (at + length); }
    const [xa, ya] = map(u0, v0);
    const [xb, yb] = map(u1, v1);
    ctx.beginPath();
    ctx.roundRect(Math.min(xa, xb), Math.min(ya, yb), Math.abs(xb - xa), Math.abs(yb - ya), 1.5);
    ctx.fill();
  }
}

// The body: side buttons, and a metal band around a black front, with its shadow.
function drawBody(ctx, m) {
  drawSideButtons(ctx, m);
  ctx.save();
  // Shadow sizes are in device pixels, not user space: scale them with the device, so
  // the shadow stays inside the margin around it at any zoom.
  const t = ctx.getTransform();
  const k = Math.hypot(t.a, t.b) || 1;
  ctx.shadowColor = COLORS.shadow;
  ctx.shadowBlur = 16 * k;
  ctx.shadowOffsetY = 4 * k;
  ctx.fillStyle = COLORS.band;
  ctx.beginPath();
  ctx.roundRect(0, 0, m.width, m.height, m.bodyRadius);
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = COLORS.body;
  ctx.beginPath();
  ctx.roundRect(m.band, m.band, m.width - 2 * m.band, m.height - 2 * m.band, Math.max(0, m.bodyRadius - m.band));
  ctx.fill();
}

// A device's body drawn once and kept as pixels, for a canvas painted every frame. Its
// blurred shadow is the dearest thing on the canvas to rasterize: without a GPU (a
// headless browser, a remote desktop) about 7 ms of a 10 ms frame, and it changes only
// when the device, its orientation or its size on the page does. The pixels are those
// of the whole canvas, drawn through the same transform, so copying them back is exact.
export class BodyPixels {
  constructor() {
    this.key = '';
    this.canvas = null;
  }

  draw(ctx, m) {
    const t = ctx.getTransform();
    const { width, height } = ctx.canvas;
    const key = JSON.stringify([t.a, t.b, t.c, t.d, t.e, t.f, width, height, m]);
    if (key !== this.key) {
      this.canvas = this.canvas || document.createElement('canvas');
      this.canvas.width = width;
      this.canvas.height = height;
      const kept = this.canvas.getContext('2d');
      kept.setTransform(t);
      drawBody(kept, m);
      this.key = key;
    }
    ctx.save();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(this.canvas, 0, 0);
    ctx.restore();
  }
}
