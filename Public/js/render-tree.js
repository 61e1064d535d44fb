// The client's copy of the render tree and the animations it plays.
// Pure functions, no DOM. A tree is a Map from node id to a frozen props object.
// An animation record is {id, prop, from, to, start, duration, curve, delay}
// with start/duration/delay in milliseconds on the same clock as `now`.

import { OP, ANIMATION, CURVES, DEFAULT_CURVE, SNAPSHOT_NODES, DEFAULTS } from 'formsim/wire.js';

export function emptyTree() {
  return new Map();
}

// Replace the whole tree with a snapshot {"nodes": {...}}.
export function applyReset(snapshot) {
  const tree = new Map();
  const nodes = (snapshot && snapshot[SNAPSHOT_NODES]) || {};
  for (const [id, props] of Object.entries(nodes)) tree.set(id, Object.freeze(cleanProps(props)));
  return { tree, animations: [] };
}

// Apply a list of ops to a tree. Returns a new tree (the old one is untouched) and the
// animation list: `animations` (the running ones) plus any the ops declare.
export function applyOps(tree, ops, now, animations = []) {
  const next = new Map(tree);
  let anims = animations.slice();
  for (const op of ops || []) {
    if (!op || typeof op.id !== 'string') continue;
    switch (op.op) {
      case OP.insert:
        next.set(op.id, Object.freeze(cleanProps(op.props)));
        anims = anims.filter((a) => a.id !== op.id);
        break;
      case OP.remove:
        next.delete(op.id);
        anims = anims.filter((a) => a.id !== op.id);
        break;
      case OP.update: {
        const old = next.get(op.id) || {};
        const props = { ...old };
        const changes = op.props || {};
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) delete props[key];
          else props[key] = value;
        }
        next.set(op.id, Object.freeze(props));
        anims = updateAnimations(anims, op, props, now);
        break;
      }
      default:
        break; // unknown ops are ignored, like unknown properties
    }
  }
  return { tree: next, animations: anims };
}

function updateAnimations(anims, op, newProps, now) {
  const changed = Object.keys(op.props || {});
  if (changed.length === 0) return anims;
  const spec = op.animation;
  const from = (spec && spec[ANIMATION.from]) || {};
  const kept = [];
  const running = new Map();
  for (const a of anims) {
    if (a.id === op.id && changed.includes(a.prop)) running.set(a.prop, a);
    else kept.push(a);
  }
  if (!spec) return kept; // the changed properties snap
  const duration = Math.max(0, Number(spec[ANIMATION.duration]) || 0) * 1000;
  const delay = Math.max(0, Number(spec[ANIMATION.delay]) || 0) * 1000;
  const curve = CURVES[spec[ANIMATION.curve]] ? spec[ANIMATION.curve] : DEFAULT_CURVE;
  if (duration <= 0) return kept;
  for (const prop of changed) {
    if (!(prop in from)) continue; // not declared animated: snaps
    // A property back at its default was removed (null): it animates to the default.
    const to = prop in newProps ? newProps[prop] : DEFAULTS[prop];
    const prev = running.get(prop);
    let start = prev ? sampleRecord(prev, now) : from[prop];
    let end = to;
    // A colour (a switch's track) cross-fades: its CSS text is interpolated as RGBA.
    const color = typeof end === 'string';
    if (color) {
      start = rgba(start);
      end = rgba(end);
    }
    if (!interpolatable(start, end)) continue;
    if (sameValue(start, end)) continue;
    kept.push(Object.freeze({ id: op.id, prop, from: start, to: end, start: now, duration, curve, delay, color }));
  }
  return kept;
}

// Props with the animated ones replaced by their value at `now`. Returns a Map that
// shares the props objects of nodes that are not animating.
export function sampleAnimated(tree, animations, now) {
  if (!animations || animations.length === 0) return tree;
  const out = new Map(tree);
  const patched = new Map();
  for (const a of animations) {
    if (!tree.has(a.id)) continue;
    let props = patched.get(a.id);
    if (!props) {
      props = { ...tree.get(a.id) };
      patched.set(a.id, props);
    }
    props[a.prop] = sampleRecord(a, now);
  }
  for (const [id, props] of patched) out.set(id, props);
  return out;
}

// The animations still running (or waiting for their delay) at `now`.
export function pruneAnimations(animations, now) {
  return animations.filter((a) => now < a.start + a.delay + a.duration);
}

export function isAnimating(animations, now) {
  return animations.some((a) => now < a.start + a.delay + a.duration);
}

export function sampleRecord(a, now) {
  const elapsed = now - a.start - a.delay;
  let value;
  if (elapsed <= 0) value = a.from;
  else if (elapsed >= a.duration) value = a.to;
  else value = lerp(a.from, a.to, bezier(CURVES[a.curve] || CURVES[DEFAULT_CURVE], elapsed / a.duration));
  return a.color ? css(value) : value;
}

// `#RRGGBB`, `rgb(…)` or `rgba(…)` as [r, g, b, a]; null for anything else.
export function rgba(text) {
  if (typeof text !== 'string') return null;
  const hex = /^#([0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const n = parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const fn = /^rgba?\(([^)]*)\)$/i.exec(text);
  if (!fn) return null;
  const parts = fn[1].split(',').map(Number);
  if (parts.length < 3 || parts.some((v) => !Number.isFinite(v))) return null;
  return [parts[0], parts[1], parts[2], parts.length > 3 ? parts[3] : 1];
}

function css([r, g, b, a]) {
  return `rgba(${Math.round(r)},${Math.round(g)},${Math.round(b)},${Math.round(a * 1000) / 1000})`;
}

function lerp(from, to, p) {
  if (typeof to === 'number') return from + (to - from) * p;
  return to.map((v, i) => from[i] + (v - from[i]) * p);
}

function interpolatable(a, b) {
  if (typeof a === 'number' && typeof b === 'number') return Number.isFinite(a) && Number.isFinite(b);
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.every((v, i) => typeof v === 'number' && typeof b[i] === 'number');
  }
  return false;
}

function sameValue(a, b) {
  if (typeof a === 'number') return a === b;
  return a.every((v, i) => v === b[i]);
}

// CSS cubic-bezier(x1, y1, x2, y2) evaluated at progress x in [0, 1].
export function bezier([x1, y1, x2, y2], x) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  if (x1 === y1 && x2 === y2) return x; // linear
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const sx = (t) => ((ax * t + bx) * t + cx) * t;
  const dx = (t) => (3 * ax * t + 2 * bx) * t + cx;
  let t = x;
  for (let i = 0; i < 8; i++) { // Newton
    const err = sx(t) - x;
    if (Math.abs(err) < 1e-6) return ((ay * t + by) * t + cy) * t;
    const d = dx(t);
    if (Math.abs(d) < 1e-6) break;
    t -= err / d;
  }
  let lo = 0, hi = 1; // bisection fallback
  t = x;
  for (let i = 0; i < 30; i++) {
    const v = sx(t);
    if (Math.abs(v - x) < 1e-6) break;
    if (v < x) lo = t; else hi = t;
    t = (lo + hi) / 2;
  }
  return ((ay * t + by) * t + cy) * t;
}

function cleanProps(props) {
  const out = {};
  for (const [k, v] of Object.entries(props || {})) if (v !== null) out[k] = v;
  return out;
}
