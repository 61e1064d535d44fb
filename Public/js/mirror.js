// Mirrored interactions: what the user does on one device is replayed on the others by
// element id, not by coordinates, so each idiom answers the same action its own way.
// It follows the page's actions (actions.js): a tap or long press is replayed on the
// element the engine says the finger went down on; typed text and keys go to the others
// only where the same element is first responder; a date settled on the source's picker
// is picked on the others' picker of the same id.
//
// The mirror never says "done" for something else: taps and long presses go out
// `exclusive` (the server refuses a touch that would land on what covers the element)
// and typing with `ifFirstResponder`; every refusal is reported with its reason
// (docs/BEHAVIOR.md, D1).

import { EVENT, KEY, ROUTES } from 'formsim/wire.js';
import { find, pickField } from 'formsim/semantic.js';
import { requestJSON } from 'formsim/session.js';

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
  // actions: the page's Actions; getDevices() -> [DeviceView]; report(text) shows what
  // was (not) mirrored.
  // replayed(action, {done, refused}): the other devices it was and was not replayed on
  // (the recorder writes a step not replayed everywhere with `on:`).
  constructor({ actions, getDevices, report, replayed = () => {} }) {
    this.getDevices = getDevices;
    this.report = report;
    this.replayed = replayed;
    this.enabled = true;
    actions.addEventListener('action', (e) => { if (this.enabled) this.follow(e.detail); });
  }

  others(view) {
    return this.getDevices().filter((d) => d !== view && d.ready);
  }

  // Taps and long presses are replayed on the element, typing where the same element is
  // first responder, a settled date on the picker of the same id. A drag is not replayed
  // (its results, such as a settled wheel, are); rotations are the toolbar's to turn.
  follow(action) {
    const { view } = action;
    if (action.kind === 'tap' || action.kind === 'longPress') {
      if (!action.target && action.outside) {
        this.replayOutside(action);
        return;
      }
      if (!action.target) {
        this.report(`Not mirrored: the ${action.kind === 'tap' ? 'tap' : 'long press'} on ${view.name} hit no element.`);
        const refused = this.others(view);
        Promise.resolve().then(() => this.replayed(action, { done: [], refused }));
        return;
      }
      const type = action.kind === 'tap' ? EVENT.tap : EVENT.longPress;
      this.replay(action, action.target, () => [{ type, target: action.target, exclusive: true }]);
    } else if (action.kind === 'type') {
      // As a flow's `type` and `key` steps send them: a key event a character. Escape
      // closes what is in front whatever the first responder (B7.7): sent as it is.
      const keys = action.text !== undefined ? Array.from(action.text).map((key) => ({ type: EVENT.key, key }))
        : [{ type: EVENT.key, key: action.key, ...action.modifiers }];
      const guard = action.key === KEY.escape ? {} : { ifFirstResponder: action.into };
      this.replay(action, null, () => keys.map((event) => ({ ...event, ...guard })), action.into);
    } else if (action.kind === 'pick') {
      for (const other of this.others(view)) {
        const picker = find(other.semantic, action.target);
        if (!picker || picker.value === action.date) continue;
        other.send({ type: EVENT.pick, target: action.target, [pickField(action.date)]: action.date }).catch(() => {});
        this.report(`Mirrored pick ${action.date} on ${action.target} to ${other.name}.`);
      }
    }
  }

  // Replays an event on the other devices and reports, once they answered, what
  // happened on each: done, or not replayed and why (the server's refusal: covered,
  // hidden, scrolled away, not there, another first responder). `target` is the
  // element tapped; `into` the element typing went to on the source.
  replay(action, target, make, into) {
    const { view } = action;
    const events = make();
    const what = events[0];
    const name = nameIn(view.semantic, target || into);
    const typed = action.text !== undefined ? action.text : null;
    const label = target ? `${what.type} on ${name}`
      : typed !== null ? `text “${typed}”` : `${what.type} ${what.key}`;
    const sends = this.others(view).map((other) => {
      other.note.textContent = '';
      // One event after another, as the flow runner sends a step's; the first refusal stops.
      const sent = events.reduce((chain, event) => chain.then(() => other.send(event)), Promise.resolve());
      return sent.then(() => ({ other, ok: true }), (error) => ({ other, ok: false, error }));
    });
    this.settle(action, label, name, sends);
  }

  // A tap outside a popover, calendar card or menu, replayed where a flow's `tapOutside`
  // taps on each other device: the engine says where (GET .../outside); a device that
  // shows no such presentation is left as the flow's step leaves it, untouched.
  replayOutside(action) {
    const { view } = action;
    const name = nameIn(view.semantic, action.outside);
    const label = `tap outside ${name}`;
    const sends = this.others(view).map((other) => {
      other.note.textContent = '';
      return requestJSON(ROUTES.outside(other.session.id, action.outside)).then((answer) => {
        if (!answer || !answer.found) return { other, ok: true, absent: true };
        if (!answer.point) return { other, ok: false, error: { message: `no point outside ${name} reaches nothing` } };
        return other.send({ type: EVENT.tap, x: answer.point.x, y: answer.point.y }).then(() => ({ other, ok: true }));
      }).catch((error) => ({ other, ok: false, error }));
    });
    this.settle(action, label, name, sends);
  }

  // Reports, once the other devices answered, what happened on each: done, absent (a
  // tap outside what is not there), or not replayed and why.
  settle(action, label, name, sends) {
    Promise.all(sends).then((all) => {
      const absent = all.filter((r) => r.absent);
      const results = all.filter((r) => !r.absent);
      this.replayed(action, { done: results.filter((r) => r.ok).map((r) => r.other), refused: results.filter((r) => !r.ok).map((r) => r.other) });
      const done = results.filter((r) => r.ok).map((r) => r.other.name);
      const parts = done.length ? [`Mirrored ${label}: done on ${done.join(', ')}.`] : [];
      for (const r of results.filter((x) => !x.ok)) {
        const why = refusalReason(r.error, name, r.other);
        r.other.note.textContent = `Not replayed here: ${why}.`;
        parts.push(done.length ? `Not replayed on ${r.other.name}: ${why}.`
          : `Not mirrored: ${label} was not replayed on ${r.other.name}: ${why}.`);
      }
      for (const r of absent) parts.push(`Nothing to close on ${r.other.name}: ${name} is not on screen.`);
      if (parts.length) this.report(parts.join(' '));
    });
  }
}
