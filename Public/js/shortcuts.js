// Keyboard shortcuts of the workspace (R rotate, M mirror, I inspector, O the 44 pt
// overlay, 1–4 go to a device, ? this list). They are off while the focus is where keys
// mean text: the device's keyboard sink, an accessibility text box, or a form control.
// Esc inside a device closes what the device shows in front; with nothing there to close,
// it gives them back.

export const SHORTCUTS = Object.freeze([
  { key: 'r', action: 'rotate', text: 'Rotate all devices to the selected device’s next orientation (a card’s own Rotate turns that device only)' },
  { key: 'm', action: 'mirror', text: 'Mirror interactions on or off' },
  { key: 'i', action: 'inspector', text: 'Show or hide the inspector' },
  { key: 'o', action: 'overlay', text: 'Outline touch targets under 44 × 44 pt' },
  { key: 'e', action: 'export', text: 'Export a PNG of all devices' },
  { key: '.', action: 'record', text: 'Record a flow, or stop recording' },
  { key: '1', keys: ['1', '2', '3', '4'], label: '1–4', action: 'device', text: 'Go to device 1 to 4 (Tab moves on through its elements; Esc closes a popover or menu there, else comes back)' },
  { key: '?', action: 'help', text: 'Show this list' },
]);

// What a device's elements take as text or turns: the shortcuts stay off there.
const TEXT_TARGETS = 'textarea, input, select, [role="textbox"], [role="spinbutton"]';

// The action a keydown asks for, {action, index} (index: the device of `1`–`4`), or null.
export function shortcutFor(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const t = event.target;
  if (t && t.closest && t.closest(TEXT_TARGETS)) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const hit = SHORTCUTS.find((s) => (s.keys || [s.key]).includes(key));
  return hit ? { action: hit.action, index: hit.keys ? hit.keys.indexOf(key) : 0 } : null;
}

// Focuses device `index`: its first element a keyboard reaches (the accessibility
// layer's), else its keyboard sink. False when there is no such device.
export function focusDevice(index) {
  const card = document.querySelectorAll('.device-card')[index];
  if (!card) return false;
  const target = card.querySelector('.a11y-layer button, .a11y-layer [tabindex="0"]') || card.querySelector('.key-sink');
  if (!target) return false;
  target.focus();
  return true;
}

// Esc from inside a device's screen (an accessibility element or its keyboard sink) goes
// to the device first (input.js, a11y.js: it closes a popover, a calendar, a menu);
// where it changed nothing there, it leaves the device, so the shortcuts work again.
// An Esc the device is handling (default prevented) is not the page's.
function leaveDevice(event) {
  const t = event.target;
  if (event.key !== 'Escape' || !t || !t.closest || !t.closest('.device-area')) return false;
  if (event.defaultPrevented) return true;
  t.blur();
  return true;
}

export function attachShortcuts(target, actions) {
  const onKey = (event) => {
    if (leaveDevice(event)) {
      event.preventDefault();
      return;
    }
    const hit = shortcutFor(event);
    if (!hit || !actions[hit.action]) return;
    event.preventDefault();
    actions[hit.action](hit.index);
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
