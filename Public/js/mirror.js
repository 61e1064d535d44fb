// Mirrored interactions: what the user does on one device is replayed on the others by
// element id, not by coordinates, so each idiom answers the same action its own way.
// A pointer down..up becomes a tap or a long press on the element the server says the
// finger went down on (the input answer's `touch`: the engine hit-tests and classifies);
// typed text and keys go to the others only where the same element is first responder
// (the answer's `typing` names the source's); a date settled on the source's picker is
// picked on the others' picker of the same id.
//
// The mirror never says "done" for something else: taps and long presses go out
// `exclusive` (the server refuses a touch that would land on what covers the element)
// and typing with `ifFirstResponder`; every refusal is reported with its reason
// (docs/BEHAVIOR.md, D1).

import { EVENT, PHASE, GESTURE, ANSWER } from './wire.js';
import { find, pickerValues } from './semantic.js';

// What covers a target, by the server's `covering.kind`.
const COVERING = Object.freeze({
  popover: 'the popover',
  dimmingView: 'the popover’s dimming view (a tap there would close the popover)',
  inputPanel: 'the input panel',
  editMenu: 'the edit menu',
});

// An element's name for reports: its visible label where it has one.
function nameIn(tree, id) {
  if (!id) return 'nothing';
  const node = find(tree, id);
  return `“${(node && node.label) || id}”`;
}

// Why a replay was refused on `other`, in a few words, from the server's error.
export function refusalReason(error, name, other) {
  const code = error && error.code;
  if (code === 'target_covered') {
    const c = error.covering || {};
    return `${name} is covered by ${COVERING[c.kind] || (c.id ? nameIn(other.semantic, c.id) : 'another view')}`;
  }
  if (code === 'target_not_visible') {
    const why = /: it is (.*)$/.exec(error.message || '');
    return `${name} is ${why ? why[1] : 'not visible'}`;
  }
  if (code === 'unknown_target') return `${name} is not on screen`;
  if (code === 'first_responder_differs') {
    const there = other.semantic && other.semantic.firstResponder;
    return `the keys went to ${name}; ${there ? `${nameIn(other.semantic, there)} is` : 'nothing is'} first responder there`;
  }
  return (error && error.message) || 'refused';
}

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
      // From the accessibility mirror.
      sent.then(() => this.replay(view, event.target, () => ({ ...event, exclusive: true })), () => {});
    }
    else if (event.type === EVENT.text || event.type === EVENT.key) {
      sent.then((answer) => {
        const typing = answer && answer[ANSWER.typing];
        const into = typing ? typing.firstResponder : null;
        this.replay(view, null, () => ({ ...event, ifFirstResponder: into }), into);
      }, () => {});
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
      this.replay(view, touch.target, () => ({ type, target: touch.target, exclusive: true }));
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
  // happened on each: done, or not replayed and why (the server's refusal: covered,
  // hidden, scrolled away, not there, another first responder). `target` is the
  // element tapped; `into` the element typing went to on the source.
  replay(view, target, make, into) {
    const what = make();
    const name = nameIn(view.semantic, target || into);
    const label = target ? `${what.type} on ${name}`
      : `${what.type}${what.text ? ` “${what.text}”` : what.key ? ` ${what.key}` : ''}`;
    const sends = this.others(view).map((other) => {
      other.note.textContent = '';
      return other.send(make()).then(() => ({ other, ok: true }), (error) => ({ other, ok: false, error }));
    });
    Promise.all(sends).then((results) => {
      const done = results.filter((r) => r.ok).map((r) => r.other.name);
      const parts = done.length ? [`Mirrored ${label}: done on ${done.join(', ')}.`] : [];
      for (const r of results.filter((x) => !x.ok)) {
        const why = refusalReason(r.error, name, r.other);
        r.other.note.textContent = `Not replayed here: ${why}.`;
        parts.push(done.length ? `Not replayed on ${r.other.name}: ${why}.`
          : `Not mirrored: ${label} was not replayed on ${r.other.name}: ${why}.`);
      }
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
