// Pure queries over a semantic TREE (GET /api/sessions/{id}/tree): find nodes, what is
// visible, small touch targets, the next row of a picker column. No hit testing and no
// date arithmetic: the server's answers name elements and turn wheels.

import { ROLE, TAPPABLE_ROLES, MIN_TARGET_PT } from 'formsim/wire.js';

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

// The row an adjustable picker column moves to when stepped by `delta` (the arrow
// keys): the server's row index moved along, round a wheel that wraps, else stopped at
// its ends. null when the node is no column or cannot move. The engine turns the wheel
// (a `pick` of that row) and clamps the date itself.
export function steppedRow(node, delta) {
  if (!node || node.role !== ROLE.pickerColumn) return null;
  const { row, rowCount, wraps } = node;
  if (typeof row !== 'number' || typeof rowCount !== 'number' || rowCount < 1) return null;
  const next = wraps ? (((row + delta) % rowCount) + rowCount) % rowCount : Math.min(rowCount - 1, Math.max(0, row + delta));
  return next === row ? null : next;
}

// The field of a `pick` event that sets a date picker's value as the tree writes it: a
// time or a countdown (`HH:mm`) is `time`; a date, or a date and time, is `date` (E1.T6).
export function pickField(value) {
  return /^\d\d:\d\d$/.test(value) ? 'time' : 'date';
}

// Every date picker's value by id: {id: 'YYYY-MM-DD'} ('HH:mm' for a time).
export function pickerValues(tree) {
  const out = {};
  for (const [node] of walk(tree && tree.root)) if (node.role === ROLE.datePicker && node.value) out[node.id] = node.value;
  return out;
}
