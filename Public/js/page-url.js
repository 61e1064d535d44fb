// The page URL: the workspace's state in a link, and back (the format is in wire.js,
// QUERY). Pure: no DOM, so a link reads the same anywhere.

import {
  QUERY, DEFAULT_DEVICES, DEFAULT_ORIENTATION, MAX_DEVICES, SESSION_DEFAULTS, ORIENTATION, ZOOMS, APPEARANCES, CONTENT_SIZES, SETTINGS,
  WINDOWS,
  TOGGLE,
} from 'formsim/wire.js';

const ORIENTATIONS = Object.values(ORIENTATION);

// What each setting's URL list may hold, and how an ignored value is named.
const SETTING_VALUES = {
  appearance: APPEARANCES.map((a) => a.value),
  contentSize: CONTENT_SIZES.map((c) => c.value),
  window: WINDOWS.map((w) => w.value),
  hardwareKeyboard: Object.values(TOGGLE),
  increaseContrast: Object.values(TOGGLE),
};
const SETTING_NAMES = {
  appearance: 'appearance', contentSize: 'text size', locale: 'locale', window: 'window', hardwareKeyboard: 'hardware keyboard',
  increaseContrast: 'increase contrast',
};

// Entry `index` of a comma list read per device: a single value is every device's, a
// device past the list's end takes its first entry, an empty or unknown entry (one not in
// `allowed`, when given) is `fallback` — one value, or one per device (an array, in the
// order of `indices`). The unknown entries are named in `ignored`.
function perDevice(raw, indices, allowed, fallback, what, ignored) {
  const fallbackAt = (n) => (Array.isArray(fallback) ? fallback[n] : fallback);
  if (raw === null) return indices.map((_, n) => fallbackAt(n));
  const parts = raw.split(QUERY.listSeparator).map((s) => s.trim());
  const known = (v) => !!v && (!allowed || allowed.includes(v));
  for (const v of new Set(parts)) if (v && !known(v)) ignored.push(`${what} “${v}”`);
  return indices.map((i, n) => {
    const v = parts.length === 1 || i >= parts.length ? parts[0] : parts[i];
    return known(v) ? v : fallbackAt(n);
  });
}

// The orientation a device opens in when the link gives it none: its idiom's (from the
// catalogue), as on the default page; a device the catalogue does not describe, the
// default page's own for it, else upright.
function defaultOrientation(device, idioms) {
  const idiom = idioms.get(device);
  if (idiom && DEFAULT_ORIENTATION[idiom]) return DEFAULT_ORIENTATION[idiom];
  const shown = DEFAULT_DEVICES.find((d) => d.device === device);
  return shown ? shown.orientation : SESSION_DEFAULTS.orientation;
}

// The workspace state in a page URL: {devices: [{device, orientation, appearance,
// contentSize, locale, window}], scene, variant, mirror, zoom, ignored}. A list's entries go
// with the devices in the link's order, an unknown device's entries with it. Older
// links (?device=ipad-10, one shared locale=ja_JP) read as before.
// `catalogue` is the server's devices (GET /api/devices: {id, idiom}, or bare ids) and
// `locales` its locale ids (GET /api/locales).
export function readQuery(search, catalogue = null, locales = null) {
  const q = new URLSearchParams(search);
  const known = catalogue && catalogue.map((d) => (typeof d === 'string' ? d : d.id));
  const idioms = new Map((catalogue || []).filter((d) => typeof d !== 'string').map((d) => [d.id, d.idiom]));
  // What the link asked for that is not there, to say so.
  const ignored = [];
  const asked = (q.get(QUERY.devices) || '').split(QUERY.listSeparator).map((s) => s.trim());
  let picked = asked.map((device, index) => ({ device, index })).filter((d) => d.device);
  if (known) {
    for (const d of picked.filter((d) => !known.includes(d.device))) ignored.push(`device “${d.device}”`);
    picked = picked.filter((d) => known.includes(d.device));
  }
  const defaults = !picked.length;
  if (defaults) picked = DEFAULT_DEVICES.map(({ device }, index) => ({ device, index }));
  if (picked.length > MAX_DEVICES) ignored.push(`${picked.length - MAX_DEVICES} devices past the ${MAX_DEVICES} a page shows`);
  picked = picked.slice(0, MAX_DEVICES);
  const indices = picked.map((d) => d.index);
  const lists = {
    orientation: perDevice(q.get(QUERY.orientations), indices, ORIENTATIONS,
      picked.map((d) => defaultOrientation(d.device, idioms)), 'orientation', ignored),
  };
  for (const key of SETTINGS) {
    lists[key] = perDevice(q.get(QUERY[key]), indices, key === 'locale' ? locales : SETTING_VALUES[key],
      SESSION_DEFAULTS[key], SETTING_NAMES[key], ignored);
  }
  const devices = picked.map((d, i) => Object.fromEntries([['device', d.device],
    ...Object.entries(lists).map(([key, values]) => [key, values[i]])]));
  return {
    ignored,
    devices,
    scene: q.get(QUERY.scene) || SESSION_DEFAULTS.scene,
    variant: q.get(QUERY.variant) || undefined,
    mirror: q.get(QUERY.mirror) !== QUERY.off,
    zoom: ZOOMS.some((z) => z.value === q.get(QUERY.zoom)) ? q.get(QUERY.zoom) : 'fit',
  };
}

// A setting's URL value: left out when every device has the default, one value when
// they all share it, else one entry per device.
function settingList(devices, key) {
  const values = devices.map((d) => d[key] || SESSION_DEFAULTS[key]);
  if (values.every((v) => v === SESSION_DEFAULTS[key])) return null;
  return (values.every((v) => v === values[0]) ? [values[0]] : values)
    .map(encodeURIComponent).join(QUERY.listSeparator);
}

export function writeQuery(state) {
  const enc = encodeURIComponent;
  const parts = [
    [QUERY.devices, state.devices.map((d) => enc(d.device)).join(QUERY.listSeparator)],
    [QUERY.orientations, state.devices.map((d) => enc(d.orientation)).join(QUERY.listSeparator)],
    [QUERY.scene, enc(state.scene)],
  ];
  if (state.variant) parts.push([QUERY.variant, enc(state.variant)]);
  for (const key of ['locale', 'appearance', 'contentSize', 'window', 'hardwareKeyboard', 'increaseContrast']) {
    const list = settingList(state.devices, key);
    if (list) parts.push([QUERY[key], list]);
  }
  if (!state.mirror) parts.push([QUERY.mirror, QUERY.off]);
  if (state.zoom && state.zoom !== 'fit') parts.push([QUERY.zoom, enc(state.zoom)]);
  return `?${parts.map(([k, v]) => `${k}=${v}`).join('&')}`;
}
