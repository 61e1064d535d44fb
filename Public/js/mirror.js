// Mirrored interactions: what the user does on one device is replayed on the others by
// element id, not by coordinates, so each idiom answers the same action its own way.
// A pointer down..up becomes a tap or a long press on the element the server says the
// finger went down on (the input answer's `touch`: the engine hit-tests and classifies);
// typed text and keys go to the others' first responders; a date settled on the
// source's picker is picked on the others' picker of the same id.

import { EVENT, PHASE, GESTURE, ANSWER } from './wire.js';
import { find, visibleFrame, pickerValues } from './semantic.js';

export class Mirror {
  // getDevices() -> [DeviceView]; report(text) shows what was (not) mirrored.
  constructor({ getDevices, report }) {
    this.getDevices = getDevices;
    this.report = report;
    this.enabled = true;
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

  // A lifted finger: the server's answer says which element it went down on and what
  // gesture it made; a tap or long press is replayed there, a drag is not (its results,
  // such as a settled wheel, are mirrored instead).
  pointer(view, event, sent) {
    if (event.phase !== PHASE.up) return;
    sent.then((answer) => {
      const touch = answer && answer[ANSWER.touch];
      if (!touch || touch.gesture === GESTURE.drag) return;
      const what = touch.gesture === GESTURE.tap ? 'tap' : 'long press';
      if (!touch.target) {
        this.report(`Not mirrored: the ${what} on ${view.name} hit no element.`);
        return;
      }
      const type = touch.gesture === GESTURE.tap ? EVENT.tap : EVENT.longPress;
      this.replay(view, touch.target, () => ({ type, target: touch.target }));
    }, () => {});
  }

  // Rotations are mirrored as the same orientation.
  rotated(view, orientation) {
    this.source = view;
    if (!this.enabled) return;
    for (const other of this.others(view)) other.rotateTo(orientation).catch(() => {});
    if (this.others(view).length) this.report(`Mirrored: rotate to ${orientation}.`);
  }

  // Replays an event on the other devices and reports, once they answered, what
  // happened on each: done, refused (and why), or not there (issue 18.6). Elements are
  // named by their visible label where they have one.
  replay(view, target, make) {
    const what = make();
    const node = target ? find(view.semantic, target) : null;
    const name = target ? `“${(node && node.label) || target}”` : '';
    const label = target ? `${what.type} on ${name}`
      : `${what.type}${what.text ? ` “${what.text}”` : what.key ? ` ${what.key}` : ''}`;
    const skipped = [];
    const sends = [];
    for (const other of this.others(view)) {
      if (target && !visibleFrame(other.semantic, target)) {
        skipped.push(other.name);
        other.note.textContent = `Not mirrored: ${name} is not shown here.`;
        continue;
      }
      other.note.textContent = '';
      sends.push(other.send(make()).then(() => ({ other, ok: true }), (error) => ({ other, ok: false, error })));
    }
    Promise.all(sends).then((results) => {
      const done = results.filter((r) => r.ok).map((r) => r.other.name);
      const refused = results.filter((r) => !r.ok).map((r) => `${r.other.name} (${r.error ? r.error.message : 'refused'})`);
      const parts = [];
      if (done.length) parts.push(`Mirrored ${label}: done on ${done.join(', ')}.`);
      if (refused.length) parts.push(`${done.length ? '' : `Mirrored ${label}: `}refused on ${refused.join(', ')}.`);
      if (skipped.length) parts.push(`Not mirrored to ${skipped.join(', ')}: ${name} is not shown there.`);
      if (parts.length) this.report(parts.join(' '));
    });
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
