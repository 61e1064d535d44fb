// The accessibility mirror: the device's semantic TREE as DOM elements laid over its
// canvas, so screen readers and the keyboard can use the simulated screen. The
// elements take no pointer input (the canvas does); Tab moves among them and Enter,
// Space, typing and the arrow keys drive the simulator through the handlers.

import { ROLE, KEY } from 'formsim/wire.js';

const INTERACTIVE = new Set([
  ROLE.textField, ROLE.textView, ROLE.button, ROLE.control, ROLE.switch, ROLE.segmentedControl, ROLE.stepper, ROLE.slider,
]);

// How one node shows in the DOM: {tag, role, focusable} or null (its children are hoisted).
export function a11ySpec(node, insideButton) {
  switch (node.role) {
    case ROLE.cell:
      return hasInteractive(node) ? { tag: 'div', role: 'group' } : { tag: 'button', role: null, focusable: true };
    case ROLE.button:
    case ROLE.control:
      return insideButton ? null : { tag: 'button', role: null, focusable: true };
    case ROLE.textField:
    case ROLE.textView:
      return { tag: 'div', role: 'textbox', focusable: true };
    case ROLE.switch: return { tag: 'div', role: 'switch', focusable: true };
    case ROLE.segmentedControl: return { tag: 'div', role: 'radiogroup' };
    case ROLE.segment: return { tag: 'div', role: 'radio', focusable: true };
    case ROLE.stepper: return { tag: 'div', role: 'group' };
    case ROLE.slider: return { tag: 'div', role: 'slider', focusable: true };
    case ROLE.pickerColumn: return { tag: 'div', role: 'spinbutton', focusable: true };
    case ROLE.popover:
    case ROLE.inputView:
      return { tag: 'div', role: 'dialog' };
    case ROLE.menu: return { tag: 'div', role: 'menu' };
    case ROLE.menuItem: return { tag: 'div', role: 'menuitem', focusable: true };
    case ROLE.toolbar: return { tag: 'div', role: 'toolbar' };
    case ROLE.datePicker:
    case ROLE.calendar:
    case ROLE.navigationBar:
    case ROLE.keyboard:
    case ROLE.section:
    case ROLE.table:
      return { tag: 'div', role: 'group' };
    case ROLE.label: return insideButton ? null : { tag: 'div', role: null, text: true };
    default: return null;
  }
}

function hasInteractive(node) {
  return (node.children || []).some((c) => INTERACTIVE.has(c.role) || hasInteractive(c));
}

// The accessible name: the label, then the value (a cell's value may sit in a child label).
export function accessibleName(node) {
  const parts = [node.label, node.value];
  if (node.role === ROLE.cell && !node.value) {
    for (const c of node.children || []) if (c.role === ROLE.label && c.value) parts.push(c.value);
  }
  return parts.filter((p) => p !== undefined && p !== null && p !== '').filter((p, i, a) => a.indexOf(p) === i).join(', ');
}

// Rebuilds `layer` from `tree`. scale: CSS pixels per point. handlers: activate(id),
// type(id, text), key(id, key), step(id, delta), escape() -> Promise<changed>. Keeps the
// focus on the same element id.
export function renderA11y(layer, tree, scale, handlers) {
  const focusedId = layer.contains(document.activeElement) ? document.activeElement.dataset.id : null;
  layer.replaceChildren();
  if (!tree || !tree.root) return;
  const firstResponder = tree.firstResponder;
  const build = (node, parent, origin, insideButton) => {
    const spec = a11ySpec(node, insideButton);
    let host = parent;
    let hostOrigin = origin;
    if (spec) {
      const el = document.createElement(spec.tag);
      el.className = 'a11y-node';
      el.dataset.id = node.id;
      el.dataset.role = node.role;
      if (spec.tag === 'button') el.type = 'button';
      if (spec.role) el.setAttribute('role', spec.role);
      const name = accessibleName(node);
      if (spec.text) el.textContent = node.value || node.label || '';
      else if (name) el.setAttribute('aria-label', name);
      if (spec.focusable && spec.tag !== 'button') el.tabIndex = 0;
      describeState(el, node, spec, firstResponder);
      const [x, y, w, h] = node.frame;
      Object.assign(el.style, {
        left: `${(x - origin[0]) * scale}px`, top: `${(y - origin[1]) * scale}px`,
        width: `${w * scale}px`, height: `${h * scale}px`,
      });
      attachKeys(el, node, spec, handlers);
      parent.append(el);
      host = el;
      hostOrigin = [x, y];
    }
    const inButton = insideButton || (spec && spec.tag === 'button');
    for (const child of node.children || []) build(child, host, hostOrigin, inButton);
  };
  for (const child of tree.root.children || []) build(child, layer, [0, 0], false);
  if (focusedId) {
    const again = layer.querySelector(`[data-id="${CSS.escape(focusedId)}"]`);
    if (again) again.focus({ preventScroll: true });
  }
}

function describeState(el, node, spec, firstResponder) {
  const states = node.states || [];
  if (states.includes('disabled')) el.setAttribute('aria-disabled', 'true');
  const checkable = spec.role === 'switch' || spec.role === 'radio';
  if (checkable) el.setAttribute('aria-checked', String(states.includes('selected') || states.includes('checked')));
  else if (states.includes('selected') || states.includes('checked')) el.setAttribute('aria-pressed', 'true');
  if (spec.role === 'slider') {
    el.setAttribute('aria-valuetext', node.value || '');
    if (Number.isFinite(Number(node.value))) el.setAttribute('aria-valuenow', node.value);
  }
  if (spec.role === 'textbox') {
    if (node.role === ROLE.textView) el.setAttribute('aria-multiline', 'true');
    el.textContent = node.value || '';
    if (node.id === firstResponder) el.setAttribute('aria-current', 'true');
  }
  if (spec.role === 'spinbutton') el.setAttribute('aria-valuetext', node.value || '');
  if (spec.role === 'dialog' && node.role === ROLE.inputView) el.setAttribute('aria-label', 'Input panel');
  if (spec.role === 'dialog' && node.role === ROLE.popover && !el.hasAttribute('aria-label')) {
    el.setAttribute('aria-label', 'Popover');
  }
}

function attachKeys(el, node, spec, h) {
  if (!spec.focusable) return;
  // Escape goes to the device (B7.7); where it closed nothing, it leaves the device.
  el.addEventListener('keydown', (e) => {
    if (e.key !== KEY.escape || e.ctrlKey || e.metaKey || e.altKey || !h.escape) return;
    e.preventDefault();
    // The layer may have been drawn again meanwhile, the focus kept on a new element of
    // the same id: the element focused then leaves.
    h.escape().then((changed) => {
      const focused = document.activeElement;
      if (!changed && focused && focused.closest && focused.closest('.device-area')) focused.blur();
    });
  });
  if (spec.tag === 'button') {
    el.addEventListener('click', () => h.activate(node.id));
    return;
  }
  el.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    let handled = true;
    if (e.key === KEY.enter || (e.key === ' ' && spec.role !== 'textbox')) {
      if (spec.role === 'textbox' && e.key === KEY.enter && el.getAttribute('aria-current')) h.key(node.id, KEY.enter);
      else h.activate(node.id);
    } else if (spec.role === 'spinbutton' && (e.key === 'ArrowUp' || e.key === 'ArrowDown')) {
      h.step(node.id, e.key === 'ArrowDown' ? 1 : -1);
    } else if (spec.role === 'textbox' && e.key === KEY.backspace) {
      h.key(node.id, KEY.backspace);
    } else if (spec.role === 'textbox' && Array.from(e.key).length === 1) {
      h.type(node.id, e.key);
    } else handled = false;
    if (handled) e.preventDefault();
  });
}
