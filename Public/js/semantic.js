// Pure queries over a semantic TREE (GET /api/sessions/{id}/tree): find nodes, the small
// touch targets the server named, the next row of a picker column. No hit testing, no
// target rule and no date arithmetic: the server's answers name elements and turn wheels.

import { ROLE } from 'formsim/wire.js';

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

// The touch targets under 44 × 44 pt the server found (the tree's `smallTargets`, ids in
// tree order; the rule is SimCore's SemanticTree.smallTargets), with their frames from the
// tree: [{id, role, frame, w, h}].
export function smallTargets(tree) {
  const out = [];
  if (!tree) return out;
  const byId = new Map();
  for (const [node] of walk(tree.root)) if (!byId.has(node.id)) byId.set(node.id, node);
  for (const id of tree.smallTargets || []) {
    const node = byId.get(id);
    if (!node) continue;
    const [, , w, h] = node.frame;
    out.push({ id, role: node.role, frame: node.frame, w, h });
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
