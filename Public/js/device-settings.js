// A device card's own settings row: appearance, Increase Contrast, text size and language, as the
// Settings app sets them on that one device. The row only reads and writes its
// controls; the card sends the `settings` event (never mirrored to the other devices).

import { APPEARANCES, CONTENT_SIZES, SETTINGS, SESSION_DEFAULTS, TOGGLE, WINDOWS } from 'formsim/wire.js';
import { el, option } from 'formsim/dom.js';

// A locale's name without its region, as a compact card shows it: "English (United
// States)" -> "English", "日本語（日本）" -> "日本語"; the whole name when two locales
// would then read the same. Returns a Map id -> short name.
export function shortLocaleNames(locales) {
  const cut = (l) => (l.name || l.id).replace(/\s*[(（][^()（）]*[)）]\s*$/, '') || l.name || l.id;
  const uses = new Map();
  for (const l of locales) uses.set(cut(l), (uses.get(cut(l)) || 0) + 1);
  return new Map(locales.map((l) => [l.id, uses.get(cut(l)) > 1 ? (l.name || l.id) : cut(l)]));
}

// The settings (SETTINGS) of `wanted` that `have` does not have yet, or null when none
// differs; a setting absent from either is left alone. A tree's `window` is an object:
// its `kind` is compared.
export function settingsDiff(have, wanted) {
  const diff = {};
  const value = (v) => (v && typeof v === 'object' ? v.kind : v);
  for (const key of SETTINGS) {
    if (value(have[key]) && wanted[key] && value(have[key]) !== wanted[key]) diff[key] = wanted[key];
  }
  return Object.keys(diff).length ? diff : null;
}

export class DeviceSettings {
  // locales: [{id, name}] (GET /api/locales); values: {appearance, contentSize, locale,
  // window}; onChange({appearance} | {contentSize} | {locale} | {window}) when the person
  // picks one. The window menu shows on iPads only (`showWindow`).
  constructor(locales, values, onChange) {
    const short = shortLocaleNames(locales);
    this.names = new Map(locales.map((l) => [l.id, l.name || l.id]));
    this.selects = {
      appearance: el('select', { className: 'device-appearance', 'aria-label': 'Appearance' },
        ...APPEARANCES.map((a) => option(a.value, a.title, false))),
      contentSize: el('select', { className: 'device-text-size', 'aria-label': 'Text size' },
        ...CONTENT_SIZES.map((c) => Object.assign(option(c.value, c.short, false), { title: c.title }))),
      // Each language named in itself (and marked so, for screen readers).
      locale: el('select', { className: 'device-language', 'aria-label': 'Language' },
        ...locales.map((l) => Object.assign(option(l.id, short.get(l.id), false),
          { title: l.name || l.id, lang: l.id.replace('_', '-') }))),
      window: el('select', { className: 'device-window', 'aria-label': 'Window' },
        ...WINDOWS.map((w) => Object.assign(option(w.value, w.short, false), { title: w.title }))),
      // A hardware keyboard connected (B11.7): a checkbox, its value 'on' or 'off'.
      hardwareKeyboard: el('input', {
        type: 'checkbox', className: 'device-hardware-keyboard', 'aria-label': 'Hardware keyboard',
        title: 'Hardware keyboard: no software keyboard comes up (this device only)',
      }),
      // Increase Contrast (B10.C1): system colours draw their high-contrast values.
      increaseContrast: el('input', {
        type: 'checkbox', className: 'device-increase-contrast', 'aria-label': 'Increase Contrast',
        title: 'Increase Contrast: system colours draw their high-contrast values (this device only)',
      }),
    };
    for (const key of SETTINGS) {
      const select = this.selects[key];
      select.addEventListener('change', () => {
        this.describe();
        onChange({ [key]: this.read(key) });
      });
    }
    // "Aa" marks the text size (its options are XS … AX5); the select is named for
    // assistive technology by its aria-label.
    this.row = el('div', { className: 'device-settings', role: 'group', 'aria-label': 'Settings of this device' },
      this.selects.appearance,
      el('label', { className: 'device-setting-toggle' }, this.selects.increaseContrast,
        el('span', { 'aria-hidden': 'true' }, '◐')),
      el('span', { className: 'device-setting-mark', 'aria-hidden': 'true' }, 'Aa'), this.selects.contentSize,
      this.selects.locale, this.selects.window,
      el('label', { className: 'device-setting-toggle' }, this.selects.hardwareKeyboard,
        el('span', { 'aria-hidden': 'true' }, '⌨')));
    this.set(values);
  }

  // A control's value: a select's, or a toggle's 'on' / 'off'.
  read(key) {
    const control = this.selects[key];
    return control.type === 'checkbox' ? (control.checked ? TOGGLE.on : TOGGLE.off) : control.value;
  }

  // Shows `values` (any of SETTINGS); a value a control does not offer shows its default.
  set(values) {
    for (const key of SETTINGS) {
      if (!values || !values[key]) continue;
      const select = this.selects[key];
      if (select.type === 'checkbox') { select.checked = values[key] === TOGGLE.on; continue; }
      select.value = values[key];
      if (select.value !== values[key]) select.value = SESSION_DEFAULTS[key];
    }
    this.describe();
  }

  values() {
    return Object.fromEntries(SETTINGS.map((key) => [key, this.read(key)]));
  }

  // Tooltips say the whole name of what is chosen, and that it is this device's only.
  describe() {
    const size = CONTENT_SIZES.find((c) => c.value === this.selects.contentSize.value);
    const appearance = APPEARANCES.find((a) => a.value === this.selects.appearance.value);
    this.selects.appearance.title = `Appearance: ${appearance ? appearance.title : ''} (this device only)`;
    this.selects.contentSize.title = `Text size: ${size ? size.title : ''} (this device only)`;
    this.selects.locale.title = `Language: ${this.names.get(this.selects.locale.value) || ''} (this device only; a new language relaunches the app)`;
    const win = WINDOWS.find((w) => w.value === this.selects.window.value);
    this.selects.window.title = `Window: ${win ? win.title : ''} (this iPad only)`;
  }

  // The window menu is an iPad's: hidden (and left at full screen) on an iPhone.
  showWindow(isPad) {
    this.selects.window.hidden = !isPad;
  }

  // Element ids, as the card's other controls have them (`-2`, `-3` … after the first).
  setIds(suffix) {
    this.selects.appearance.id = `appearance-select${suffix}`;
    this.selects.contentSize.id = `text-size-select${suffix}`;
    this.selects.locale.id = `language-select${suffix}`;
    this.selects.window.id = `window-select${suffix}`;
    this.selects.hardwareKeyboard.id = `hardware-keyboard-toggle${suffix}`;
    this.selects.increaseContrast.id = `increase-contrast-toggle${suffix}`;
  }
}
