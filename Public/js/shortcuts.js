// Keyboard shortcuts of the workspace (R rotate, M mirror, I inspector, O the 44 pt
// overlay, ? this list). They are off while the focus is where keys mean text: the
// device's keyboard sink, an accessibility text box, or a form control.

export const SHORTCUTS = Object.freeze([
  { key: 'r', action: 'rotate', text: 'Rotate the selected device' },
  { key: 'm', action: 'mirror', text: 'Mirror interactions on or off' },
  { key: 'i', action: 'inspector', text: 'Show or hide the inspector' },
  { key: 'o', action: 'overlay', text: 'Outline touch targets under 44 × 44 pt' },
  { key: 'e', action: 'export', text: 'Export a PNG of all devices' },
  { key: '.', action: 'record', text: 'Record a flow, or stop recording' },
  { key: '?', action: 'help', text: 'Show this list' },
]);

// The action a keydown asks for, or null.
export function shortcutFor(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return null;
  const t = event.target;
  if (t && t.closest && (t.closest('textarea, input, select, [role="textbox"], [role="spinbutton"]'))) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const hit = SHORTCUTS.find((s) => s.key === key);
  return hit ? hit.action : null;
}

export function attachShortcuts(target, actions) {
  const onKey = (event) => {
    const action = shortcutFor(event);
    if (!action || !actions[action]) return;
    event.preventDefault();
    actions[action]();
  };
  target.addEventListener('keydown', onKey);
  return () => target.removeEventListener('keydown', onKey);
}
