// Pure queries over a semantic TREE (GET /api/sessions/{id}/tree): find nodes, the
// element under a point, what is visible, small touch targets, date stepping.

import { ROLE, TAPPABLE_ROLES, CONTAINER_ROLES, MIN_TARGET_PT, DATE_COMPONENTS } from './wire.js';

export function* walk(node, ancestors = []) {
  if (!node) return;
  yield [node, ancestors];
  const next = ancestors.concat([node]);
  for (const child of node.children || []) yield* walk(child, next);
}

export function find(tree, id) {
  if (!tree) return null;
  for (const [node] of walk(tree.root)) if (node.id === id) return node;
  return null;
}

export function intersect(a, b) {
  const x = Math.max(a[0], b[0]);
  const y = Math.max(a[1], b[1]);
  const r = Math.min(a[0] + a[2], b[0] + b[2]);
  const btm = Math.min(a[1] + a[3], b[1] + b[3]);
  return r > x && btm > y ? [x, y, r - x, btm - y] : null;
}

const contains = (f, x, y) => x >= f[0] && y >= f[1] && x <= f[0] + f[2] && y <= f[1] + f[3];

// The part of a node's frame on screen, cut by its ancestors' frames (tables clip);
// null when none of it shows.
export function visibleFrame(tree, id) {
  if (!tree) return null;
  const screen = [0, 0, tree.screen.width, tree.screen.height];
  for (const [node, ancestors] of walk(tree.root)) {
    if (node.id !== id) continue;
    let frame = intersect(node.frame, screen);
    for (const a of ancestors) if (frame && a.role !== ROLE.window) frame = intersect(frame, a.frame);
    return frame;
  }
  return null;
}

// The front-most element at a screen point, as the simulator's hit test would find it
// among the TREE's elements: later siblings are in front; the deepest node wins. A
// presented popover or menu takes every touch: a point outside it names nothing (the
// touch only dismisses it). Containers name nothing either.
export function elementAt(tree, x, y) {
  if (!tree || !tree.root) return null;
  const modal = (tree.root.children || []).filter((c) => c.role === ROLE.popover || c.role === ROLE.menu).pop();
  const panel = (tree.root.children || []).find((c) => c.role === ROLE.inputView);
  if (panel && contains(panel.frame, x, y)) return deepest(panel, x, y);
  if (modal) return contains(modal.frame, x, y) ? deepest(modal, x, y) : null;
  return deepest(tree.root, x, y);
}

function deepest(node, x, y) {
  const kids = node.children || [];
  for (let i = kids.length - 1; i >= 0; i -= 1) {
    if (!contains(kids[i].frame, x, y)) continue;
    const hit = deepest(kids[i], x, y);
    if (hit) return hit;
  }
  if (!contains(node.frame, x, y) || CONTAINER_ROLES.includes(node.role)) return null;
  return node;
}

// Tappable elements smaller than 44 × 44 pt that show on screen: [{id, role, frame, w, h}].
export function smallTargets(tree, min = MIN_TARGET_PT) {
  const out = [];
  if (!tree) return out;
  for (const [node] of walk(tree.root)) {
    if (!TAPPABLE_ROLES.includes(node.role)) continue;
    const [, , w, h] = node.frame;
    if (w >= min && h >= min) continue;
    if (!visibleFrame(tree, node.id)) continue;
    out.push({ id: node.id, role: node.role, frame: node.frame, w, h });
  }
  return out;
}

// The date picker that holds a column, and the column's component (year/month/day).
export function columnComponent(tree, columnId) {
  for (const [node, ancestors] of walk(tree && tree.root)) {
    if (node.id !== columnId) continue;
    const picker = ancestors.slice().reverse().find((a) => a.role === ROLE.datePicker);
    const component = DATE_COMPONENTS.find((c) => columnId.endsWith(`-${c}`));
    return picker && component ? { picker, component } : null;
  }
  return null;
}

// A YYYY-MM-DD date moved by `delta` in one component; the day is kept within the month.
export function stepDate(value, component, delta) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value || '');
  if (!m) return null;
  let [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const days = (yy, mm) => new Date(Date.UTC(yy, mm, 0)).getUTCDate();
  if (component === 'year') y += delta;
  else if (component === 'month') mo = ((mo - 1 + delta + 1200) % 12) + 1;
  else d = ((d - 1 + delta + days(y, mo) * 100) % days(y, mo)) + 1;
  d = Math.min(d, days(y, mo));
  const pad = (n, k) => String(n).padStart(k, '0');
  return `${pad(y, 4)}-${pad(mo, 2)}-${pad(d, 2)}`;
}

// Every date picker's value by id: {id: 'YYYY-MM-DD'}.
export function pickerValues(tree) {
  const out = {};
  for (const [node] of walk(tree && tree.root)) if (node.role === ROLE.datePicker && node.value) out[node.id] = node.value;
  return out;
}
