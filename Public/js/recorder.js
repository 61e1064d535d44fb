// Recording a flow (docs/FLOWS.md): what the person does on any device, by element id,
// as flow steps; Alt-click adds an expectation of the element's value and states. It
// follows the page's actions (actions.js), as the mirror does; the engine says which
// element is under an Alt-click (GET .../element); nothing is hit-tested here.

import { ROUTES, SESSION_DEFAULTS, TOGGLE, settingsOnWire } from 'formsim/wire.js';
import { find, pickField } from 'formsim/semantic.js';
import { requestJSON } from 'formsim/session.js';

// A YAML scalar: plain when safe, else double-quoted (JSON's quoting is valid YAML).
export function yamlScalar(value) {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = String(value);
  return /^[A-Za-z][A-Za-z0-9_-]*$/.test(text) && !['true', 'false', 'null', 'yes', 'no', 'on', 'off'].includes(text.toLowerCase())
    ? text : JSON.stringify(text);
}

// {key: value, ...} on one line; arrays as [a, b].
export function yamlInline(value) {
  if (Array.isArray(value)) return `[${value.map(yamlInline).join(', ')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value).map(([k, v]) => `${k}: ${yamlInline(v)}`).join(', ')}}`;
  }
  return yamlScalar(value);
}

// A flow as YAML text: name, scene, variant, the start orientation and settings (those
// that are not the defaults), then a step a line (and its `on` under it).
export function flowYAML({
  name, scene, variant, orientation, locale, appearance, contentSize, window, increaseContrast, steps,
}) {
  const lines = [`name: ${yamlScalar(name)}`, `scene: ${yamlScalar(scene)}`];
  if (variant) lines.push(`variant: ${yamlScalar(variant)}`);
  if (orientation) lines.push(`orientation: ${orientation}`);
  if (locale) lines.push(`locale: ${locale}`);
  if (appearance && appearance !== SESSION_DEFAULTS.appearance) lines.push(`appearance: ${appearance}`);
  if (increaseContrast === TOGGLE.on) lines.push('increaseContrast: true');
  if (contentSize && contentSize !== SESSION_DEFAULTS.contentSize) lines.push(`contentSize: ${contentSize}`);
  if (window && window !== SESSION_DEFAULTS.window) lines.push(`window: ${window}`);
  lines.push('steps:');
  for (const step of steps) {
    Object.entries(step).forEach(([key, value], i) => {
      lines.push(`  ${i === 0 ? '-' : ' '} ${key}: ${yamlInline(value)}`);
    });
  }
  return lines.join('\n') + '\n';
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
    actions.addEventListener('action', (e) => { if (this.recording) this.follow(e.detail); });
  }

  start(meta) {
    this.recording = true;
    this.steps = [];
    this.scrolled = false;
    this.meta = { name: `recorded ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`, ...meta };
    this.onChange(this);
  }

  stop() {
    this.recording = false;
    this.onChange(this);
    return this.yaml();
  }

  yaml() {
    return this.meta ? flowYAML({ ...this.meta, steps: this.steps }) : '';
  }

  add(step) {
    if (!this.recording) return;
    // Letters typed one after another make one `type` step.
    const last = this.steps[this.steps.length - 1];
    if (step.type !== undefined && last && last.type !== undefined) last.type += step.type;
    else this.steps.push(step);
    this.onChange(this);
  }

  // An action as a step: taps by element id (a point where the finger hit no element),
  // letters as `type`, other keys and chords as `key`, settled dates as `pick`, drags
  // by their points. After the content was scrolled (a wheel, a drag), a tap on an
  // element is recorded after a `scrollTo` it, so the replay reaches it however far the
  // scroll went.
  follow(action) {
    if (action.kind === 'tap' || action.kind === 'longPress') {
      if (this.scrolled && action.target) this.add({ scrollTo: action.target });
      this.scrolled = false;
      this.add({ [action.kind]: action.target || action.point });
    } else if (action.kind === 'drag') {
      this.add({ drag: { from: action.from, to: action.to, ms: action.ms } });
      this.scrolled = true;
    } else if (action.kind === 'scroll') {
      this.scrolled = true;
    } else if (action.kind === 'keyboardHidden') {
      // A drag or a tap outside the fields that put the keyboard away is what a person
      // does to hide it: recorded as such, so the replay hides it however it can there.
      const last = this.steps[this.steps.length - 1];
      if (last && (last.drag || (last.tap && typeof last.tap === 'object'))) {
        this.steps[this.steps.length - 1] = { hideKeyboard: true };
        this.onChange(this);
      }
    } else if (action.kind === 'type') {
      if (action.text !== undefined) this.add({ type: action.text });
      else if (!Object.keys(action.modifiers).some((m) => m !== 'shift') && action.key.length === 1) this.add({ type: action.key });
      else this.add({ key: action.key });
    } else if (action.kind === 'rotate') {
      this.add({ rotate: action.orientation });
    } else if (action.kind === 'pick') {
      this.add({ pick: { target: action.target, [pickField(action.date)]: action.date } });
    }
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
      const node = answer && answer.id && find(view.semantic, answer.id);
      if (node) this.add(expectationOf(node));
    }, () => {});
    return true;
  }
}
