// Recording a flow (docs/FLOWS.md): what the person does on any device, by element id,
// as flow steps; Alt-click adds an expectation of the element's value and states. The
// engine says which element a finger went down on (the input answer's `touch`) and
// which element is under an Alt-click (GET .../element); nothing is hit-tested here.

import { EVENT, PHASE, GESTURE, ANSWER, ROUTES, SESSION_DEFAULTS } from './wire.js';
import { find, pickerValues } from './semantic.js';
import { requestJSON } from './session.js';

// A YAML scalar: plain when safe, else double-quoted (JSON's quoting is valid YAML).
export function yamlScalar(value) {
  if (typeof value === 'number') return String(value);
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
export function flowYAML({ name, scene, variant, orientation, locale, appearance, contentSize, steps }) {
  const lines = [`name: ${yamlScalar(name)}`, `scene: ${yamlScalar(scene)}`];
  if (variant) lines.push(`variant: ${yamlScalar(variant)}`);
  if (orientation) lines.push(`orientation: ${orientation}`);
  if (locale) lines.push(`locale: ${locale}`);
  if (appearance && appearance !== SESSION_DEFAULTS.appearance) lines.push(`appearance: ${appearance}`);
  if (contentSize && contentSize !== SESSION_DEFAULTS.contentSize) lines.push(`contentSize: ${contentSize}`);
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
  constructor({ onChange = () => {} } = {}) {
    this.onChange = onChange;
    this.recording = false;
    this.steps = [];
    this.meta = null;
    this.pickers = new Map(); // view -> {picker id: date} seen last
  }

  start(meta) {
    this.recording = true;
    this.steps = [];
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

  // A user event of a device, after it was sent (the same hook as mirroring).
  onUser(view, event, sent) {
    if (!this.recording) return;
    if (event.type === EVENT.pointer && event.phase === PHASE.up) {
      sent.then((answer) => {
        const touch = answer && answer[ANSWER.touch];
        if (!touch || touch.gesture === GESTURE.drag) return;
        const key = touch.gesture === GESTURE.tap ? 'tap' : 'longPress';
        this.add({ [key]: touch.target || { x: event.x, y: event.y } });
      }, () => {});
    } else if ((event.type === EVENT.tap || event.type === EVENT.longPress) && event.target) {
      this.add({ [event.type]: event.target });
    } else if (event.type === EVENT.text) {
      this.add({ type: event.text });
    } else if (event.type === EVENT.key) {
      const plain = !event.alt && !event.meta && !event.ctrl;
      if (plain && event.key.length === 1) this.add({ type: event.key });
      else this.add({ key: event.key });
    }
  }

  rotated(view, orientation) {
    if (this.recording) this.add({ rotate: orientation });
  }

  // A settings change (appearance, text size, language): on `view`'s device only, or
  // on every device when `view` is null (the toolbar's Locale).
  settingsChanged(view, change) {
    if (!this.recording || !Object.keys(change).length) return;
    this.add(view ? { settings: { ...change }, on: view.params.device } : { settings: { ...change } });
  }

  // A date the person settled on a picker: recorded as a pick of that date.
  treeArrived(view, isSource) {
    const values = pickerValues(view.semantic);
    const before = this.pickers.get(view) || {};
    this.pickers.set(view, values);
    if (!this.recording || !isSource) return;
    for (const [id, date] of Object.entries(values)) {
      if (before[id] !== undefined && before[id] !== date) this.add({ pick: { target: id, date } });
    }
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
