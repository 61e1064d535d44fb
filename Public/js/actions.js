// What a person did on a device, read once from the events the page sent and the
// answers the device gave, and published as semantic actions that the mirror and the
// flow recorder both follow (docs/BEHAVIOR.md, part D). Nothing is hit-tested here: a
// lifted finger's element and gesture are the input answer's `touch`, the element typing
// went to is its `typing`, and a date settled on a wheel is a picker value that changed
// in the device's semantic tree.
//
// Every action is an `action` event whose detail is one of:
//   {kind: 'tap' | 'longPress', view, target, point, viaId, outside}  target: element id
//                                 or null; viaId: sent by element id (the accessibility
//                                 mirror); outside: when the finger hit no element outside
//                                 a popover, calendar card, menu or sheet in front as it went
//                                 down, that presentation's id (a tap that closes it), else null
//   {kind: 'type', view, text | key, modifiers, into}       into: the source's first responder;
//                                 an Escape is an action only where it changed something
//   {kind: 'pick', view, target, date}                      a date settled on a picker
//   {kind: 'rotate', view, orientation}
//   {kind: 'drag', view, target, from, to, ms}             a finger moved: screen points
//   {kind: 'scroll', view, dy}                              a wheel or trackpad scroll
//   {kind: 'keyboardHidden', view}                          the keyboard went away on the
//                                 device the person acts on
// An action is published once the device has answered the event it came from, so both
// followers see the same order, and an event the device refused is not an action.

import { EVENT, PHASE, GESTURE, ANSWER, KEY, KEY_MODIFIERS, ROLE } from 'formsim/wire.js';
import { pickerValues } from 'formsim/semantic.js';

// What a tap outside closes: a presentation in front (B4.6, E1.D1, E2.M1).
const DISMISSIBLE = [ROLE.popover, ROLE.menu, ROLE.sheet, ROLE.actionSheet];

export class Actions extends EventTarget {
  // getDevices() -> [DeviceView].
  constructor({ getDevices }) {
    super();
    this.getDevices = getDevices;
    this.source = null; // the device the person last acted on
    this.pickers = new Map(); // view -> {picker id: date} seen last
    this.downs = new Map(); // view -> the pointer down of the finger on it
    this.keyboards = new Map(); // view -> whether its last tree showed a keyboard
  }

  publish(detail) {
    this.dispatchEvent(new CustomEvent('action', { detail }));
  }

  // An event the person made on `view`, sent; `sent` resolves with the device's answer.
  userEvent(view, event, sent) {
    this.source = view;
    const answered = (then) => sent.then(then, () => {});
    if (event.type === EVENT.pointer) {
      if (event.phase === PHASE.down) this.downs.set(view, { ...event, front: frontPresentation(view.semantic) });
      if (event.phase !== PHASE.up) return;
      const down = this.downs.get(view);
      answered((answer) => {
        const touch = answer && answer[ANSWER.touch];
        if (!touch) return;
        if (touch.gesture === GESTURE.drag) {
          if (!down) return;
          const ms = Math.max(1, Math.round((event.t || 0) - (down.t || 0)));
          this.publish({ kind: 'drag', view, target: touch.target || null, from: [down.x, down.y], to: [event.x, event.y], ms });
          return;
        }
        const kind = touch.gesture === GESTURE.tap ? 'tap' : 'longPress';
        const target = touch.target || null;
        const front = down && down.front;
        const outside = !target && kind === 'tap' && front && !contains(front.frame, down) ? front.id : null;
        this.publish({ kind, view, target, point: { x: event.x, y: event.y }, viaId: false, outside });
      });
    } else if ((event.type === EVENT.tap || event.type === EVENT.longPress) && event.target) {
      answered(() => this.publish({ kind: event.type, view, target: event.target, point: null, viaId: true }));
    } else if (event.type === EVENT.scroll) {
      answered(() => this.publish({ kind: 'scroll', view, dy: event.dy }));
    } else if (event.type === EVENT.text || event.type === EVENT.key) {
      answered((answer) => {
        const typing = answer && answer[ANSWER.typing];
        const into = typing ? typing.firstResponder : null;
        const modifiers = {};
        for (const field of Object.keys(KEY_MODIFIERS)) if (event[field]) modifiers[field] = true;
        const what = event.type === EVENT.text ? { text: event.text } : { key: event.key, modifiers };
        // An Escape that changed nothing took the focus out of the device (input.js): the
        // page's, not the device's, so neither mirrored nor recorded.
        if (event.key === KEY.escape && !(answer && answer.ops && answer.ops.length)) return;
        this.publish({ kind: 'type', view, ...what, into });
      });
    }
  }

  // The person turned `view` (its card's Rotate, or the toolbar's for every device).
  rotated(view, orientation) {
    this.source = view;
    this.publish({ kind: 'rotate', view, orientation });
  }

  // A device's semantic tree arrived: a picker value that changed on the device the
  // person acts on (or the only one) is a date they settled.
  treeArrived(view) {
    const values = pickerValues(view.semantic);
    const before = this.pickers.get(view) || {};
    this.pickers.set(view, values);
    const keyboard = hasKeyboard(view.semantic);
    const hadKeyboard = this.keyboards.get(view);
    this.keyboards.set(view, keyboard);
    if (view !== this.source && this.getDevices().length > 1) return;
    if (hadKeyboard && !keyboard) this.publish({ kind: 'keyboardHidden', view });
    for (const [target, date] of Object.entries(values)) {
      if (before[target] !== undefined && before[target] !== date) this.publish({ kind: 'pick', view, target, date });
    }
  }

  // Drops what it kept of a device that left.
  forget(view) {
    this.pickers.delete(view);
    this.downs.delete(view);
    this.keyboards.delete(view);
    if (this.source === view) this.source = null;
  }
}

// Whether a semantic tree shows a keyboard.
function hasKeyboard(tree) {
  const stack = tree && tree.root ? [tree.root] : [];
  while (stack.length) {
    const node = stack.pop();
    if (node.role === ROLE.keyboard) return true;
    stack.push(...(node.children || []));
  }
  return false;
}

// The presentation in front in a semantic tree (the last of them in the tree's order), or
// null: {id, frame}.
function frontPresentation(tree) {
  let front = null;
  const visit = (node) => {
    if (DISMISSIBLE.includes(node.role) && node.id && node.frame) front = { id: node.id, frame: node.frame };
    for (const child of node.children || []) visit(child);
  };
  if (tree && tree.root) visit(tree.root);
  return front;
}

function contains([x, y, w, h], point) {
  return point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h;
}
