// Mirrored interactions: what the user does on one device is replayed on the others by
// element id, not by coordinates, so each idiom answers the same action its own way.
// A pointer down..up becomes a tap or a long press on the element under the finger;
// typed text and keys go to the others' first responders; a date settled on the
// source's picker is picked on the others' picker of the same id.

import { EVENT, PHASE, GESTURE } from './wire.js';
import { elementAt, find, visibleFrame, pickerValues } from './semantic.js';

// A pointer gesture from its down and up events: 'tap', 'longPress' or 'drag'.
export function classifyGesture(down, up) {
  const moved = Math.hypot(up.x - down.x, up.y - down.y);
  if (moved > GESTURE.slopPt) return 'drag';
  const held = (up.t || 0) - (down.t || 0);
  return held >= GESTURE.longPressMs ? 'longPress' : 'tap';
}

export class Mirror {
  // getDevices() -> [DeviceView]; report(text) shows what was (not) mirrored.
  constructor({ getDevices, report }) {
    this.getDevices = getDevices;
    this.report = report;
    this.enabled = true;
    this.down = null; // {view, x, y, t, target}
    this.source = null; // the device the user last acted on
    this.pickers = new Map(); // view -> {id: date} seen last
  }

  others(view) {
    return this.getDevices().filter((d) => d !== view && d.ready);
  }

  // Every user event of a device passes here after it was sent there.
  onUser(view, event, sent) {
    this.source = view;
    if (!this.enabled) return;
    if (event.type === EVENT.pointer) this.pointer(view, event, sent);
    else if ((event.type === EVENT.tap || event.type === EVENT.longPress) && event.target) {
      sent.then(() => this.replay(view, event.target, () => ({ ...event })), () => {}); // from the a11y mirror
    }
    else if (event.type === EVENT.text || event.type === EVENT.key) {
      sent.then(() => this.replay(view, null, () => ({ ...event })), () => {});
    }
  }

  pointer(view, event, sent) {
    if (event.phase === PHASE.down) {
      const hit = elementAt(view.semantic, event.x, event.y);
      this.down = { view, x: event.x, y: event.y, t: event.t, target: hit ? hit.id : null };
      return;
    }
    if (event.phase === PHASE.cancel) { this.down = null; return; }
    if (event.phase !== PHASE.up || !this.down || this.down.view !== view) return;
    const down = this.down;
    this.down = null;
    const kind = classifyGesture(down, event);
    if (kind === 'drag') return; // a drag moves wheels or scrolls: its results are mirrored, not it
    if (!down.target) {
      this.report(`Not mirrored: the ${kind === 'tap' ? 'tap' : 'long press'} on ${view.name} hit no element.`);
      return;
    }
    const type = kind === 'tap' ? EVENT.tap : EVENT.longPress;
    sent.then(() => this.replay(view, down.target, () => ({ type, target: down.target })), () => {});
  }

  // Rotations are mirrored as the same orientation.
  rotated(view, orientation) {
    this.source = view;
    if (!this.enabled) return;
    for (const other of this.others(view)) other.rotateTo(orientation).catch(() => {});
    if (this.others(view).length) this.report(`Mirrored: rotate to ${orientation}.`);
  }

  replay(view, target, make) {
    const done = [];
    const skipped = [];
    for (const other of this.others(view)) {
      if (target && !visibleFrame(other.semantic, target)) {
        skipped.push(other.name);
        other.note.textContent = `Not mirrored: ${target} is not shown here.`;
        continue;
      }
      other.note.textContent = '';
      other.send(make()).catch(() => {});
      done.push(other.name);
    }
    const what = make();
    const label = target ? `${what.type} on ${target}` : `${what.type}${what.text ? ` “${what.text}”` : what.key ? ` ${what.key}` : ''}`;
    const parts = [];
    if (done.length) parts.push(`Mirrored ${label} to ${done.join(', ')}.`);
    if (skipped.length) parts.push(`Not mirrored to ${skipped.join(', ')}: ${target} is not shown there.`);
    if (parts.length) this.report(parts.join(' '));
  }

  // A device's semantic tree arrived: a date its user settled is picked on the others.
  treeArrived(view) {
    const values = pickerValues(view.semantic);
    const before = this.pickers.get(view) || {};
    this.pickers.set(view, values);
    if (!this.enabled || view !== this.source) return;
    for (const [id, date] of Object.entries(values)) {
      if (before[id] === undefined || before[id] === date) continue;
      for (const other of this.others(view)) {
        const picker = find(other.semantic, id);
        if (!picker || picker.value === date) continue;
        other.send({ type: EVENT.pick, target: id, date }).catch(() => {});
        this.report(`Mirrored pick ${date} on ${id} to ${other.name}.`);
      }
    }
  }
}
