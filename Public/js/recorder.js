// Recording a flow (docs/FLOWS.md): what the person does on any device, by element id,
// as flow steps; Alt-click adds an expectation of the element's value and states. It
// follows the page's actions (actions.js), as the mirror does; the engine says which
// element an Alt-click checks (GET .../element's `check`: a key rather than the keyboard,
// the field rather than its row).

import { ROUTES, settingsOnWire } from 'formsim/wire.js';
import { find, pickField } from 'formsim/semantic.js';
import { requestJSON, requestText } from 'formsim/session.js';

// The flow's text is the server's to write (POST /api/flows/yaml, docs/API.md): the
// recording goes as a flow in JSON, the settings that were not set left out.
function flowJSON(meta, steps) {
  const flow = {};
  for (const [key, value] of Object.entries(settingsOnWire(meta))) if (value !== null && value !== undefined) flow[key] = value;
  return { ...flow, steps };
}

// The expectation an Alt-click records: the element's value and states as shown now.
export function expectationOf(node) {
  const expect = { id: node.id };
  if (node.value !== undefined && node.value !== null) expect.value = node.value;
  const states = (node.states || []).filter((s) => s !== 'highlighted');
  if (states.length) expect.states = states;
  return { expect };
}

export class FlowRecorder {
  // onChange(recorder) after every step and on start and stop.
  // actions: the page's Actions (what the person did, as the mirror sees it).
  constructor({ actions, onChange = () => {} }) {
    this.onChange = onChange;
    this.recording = false;
    this.steps = [];
    this.meta = null;
    this.scrolled = false; // the content moved since the last step that names an element
    this.written = new WeakMap(); // action -> the step it was written into
    this.writing = Promise.resolve(); // the last request for the flow's text
    actions.addEventListener('action', (e) => { if (this.recording) this.follow(e.detail); });
  }

  start(meta) {
    this.recording = true;
    this.steps = [];
    this.scrolled = false;
    this.meta = { name: `recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`, ...meta };
    this.onChange(this);
  }

  // Stops; resolves with the flow's text, as yaml() does.
  stop() {
    this.recording = false;
    this.onChange(this);
    return this.yaml();
  }

  // Resolves with the flow's YAML as the server writes it (rejects with its error, an
  // HttpError, when it is not a flow: no steps yet). One request at a time: a second
  // waits for the first, then sends the steps as they are then.
  yaml() {
    if (!this.meta) return Promise.resolve('');
    const ask = () => requestText(ROUTES.flowYAML, flowJSON(this.meta, this.steps));
    this.writing = this.writing.then(ask, ask);
    return this.writing;
  }

  // Adds a step; the step it went into (letters typed one after another make one `type`
  // step, on the same devices).
  add(step) {
    if (!this.recording) return null;
    const last = this.steps[this.steps.length - 1];
    let into = step;
    if (step.type !== undefined && last && last.type !== undefined && !last.on) {
      last.type += step.type;
      into = last;
    } else {
      this.steps.push(step);
    }
    this.onChange(this);
    return into;
  }

  // The mirror's outcome of an action on the other devices (mirror.js): a step it could
  // not replay on some of them is written with `on:` the devices that showed it — the
  // idiom when those are all of one idiom and the others all of the other, else the
  // device the person acted on — so the file says what the page showed.
  replayed(action, { done, refused }) {
    const step = this.written.get(action);
    if (!this.recording || !step || !refused.length) return;
    const showed = [action.view, ...done];
    const idiom = (views) => { const all = new Set(views.map((v) => (v.profile() || {}).idiom)); return all.size === 1 ? [...all][0] : null; };
    const shown = idiom(showed);
    const other = idiom(refused);
    const on = shown && other && shown !== other ? shown : action.view.params.device;
    step.on = on;
    this.onChange(this);
  }

  // An action as a step: taps by element id (a point where the finger hit no element),
  // letters as `type`, other keys and chords as `key`, settled dates as `pick`, drags
  // by their points. After the content was scrolled (a wheel, a drag), a tap on an
  // element is recorded after a `scrollTo` it, so the replay reaches it however far the
  // scroll went.
  follow(action) {
    const step = this.stepOf(action);
    if (step) this.written.set(action, step);
  }

  stepOf(action) {
    if (action.kind === 'tap' || action.kind === 'longPress') {
      if (this.scrolled && action.target) this.add({ scrollTo: action.target });
      this.scrolled = false;
      // A tap that hit nothing outside a popover, calendar or menu in front closed it:
      // `tapOutside` it, which closes it on every device where it shows.
      if (!action.target && action.outside) return this.add({ tapOutside: action.outside });
      return this.add({ [action.kind]: action.target || action.point });
    } else if (action.kind === 'drag') {
      this.scrolled = true;
      return this.add({ drag: { from: action.from, to: action.to, ms: action.ms } });
    } else if (action.kind === 'scroll') {
      this.scrolled = true;
    } else if (action.kind === 'keyboardHidden') {
      // A drag or a tap outside the fields that put the keyboard away is what a person
      // does to hide it: recorded as such, so the replay hides it however it can there.
      const last = this.steps[this.steps.length - 1];
      if (last && (last.drag || (last.tap && typeof last.tap === 'object'))) {
        // The same object, so the mirror's outcome of the tap still reaches it.
        for (const key of Object.keys(last)) if (key !== 'on') delete last[key];
        const on = last.on;
        delete last.on;
        Object.assign(last, { hideKeyboard: true }, on ? { on } : {});
        this.onChange(this);
      }
    } else if (action.kind === 'type') {
      if (action.text !== undefined) return this.add({ type: action.text });
      if (!Object.keys(action.modifiers).some((m) => m !== 'shift') && action.key.length === 1) return this.add({ type: action.key });
      return this.add({ key: action.key });
    } else if (action.kind === 'rotate') {
      return this.add({ rotate: action.orientation });
    } else if (action.kind === 'pick') {
      return this.add({ pick: { target: action.target, [pickField(action.date)]: action.date } });
    }
    return null;
  }

  // A settings change (appearance, text size, language): on `view`'s device only, or
  // on every device when `view` is null (the toolbar's Locale).
  settingsChanged(view, change) {
    if (!this.recording || !Object.keys(change).length) return;
    const settings = settingsOnWire(change);
    this.add(view ? { settings, on: view.params.device } : { settings });
  }

  // Alt-click at a screen point: the engine names the element; its value and states
  // become an expectation. True when the click was taken.
  altClick(view, point) {
    if (!this.recording || !view.ready) return false;
    requestJSON(ROUTES.element(view.session.id, point.x, point.y)).then((answer) => {
      const node = answer && answer.check && find(view.semantic, answer.check);
      if (node) this.add(expectationOf(node));
    }, () => {});
    return true;
  }
}
