// The page URL: the workspace's state in a link, and back (the format is in wire.js,
// QUERY). Pure: no DOM, so a link reads the same anywhere.

import {
  QUERY, DEFAULT_DEVICES, MAX_DEVICES, SESSION_DEFAULTS, ORIENTATION, ZOOMS, APPEARANCES, CONTENT_SIZES, SETTINGS,
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
// `allowed`, when given) is `fallback`. The unknown entries are named in `ignored`.
function perDevice(raw, indices, allowed, fallback, what, ignored) {
  if (raw === null) return indices.map(() => fallback);
  const parts = raw.split(QUERY.listSeparator).map((s) => s.trim());
  const known = (v) => !!v && (!allowed || allowed.includes(v));
  for (const v of new Set(parts)) if (v && !known(v)) ignored.push(`${what} “${v}”`);
  return indices.map((i) => {
    const v = parts.length === 1 || i >= parts.length ? parts[0] : parts[i];
    return known(v) ? v : fallback;
  });
}

// The workspace state in a page URL: {devices: [{device, orientation, appearance,
// contentSize, locale, window}], scene, variant, mirror, zoom, ignored}. A list's entries go
// with the devices in the link's order, an unknown device's entries with it. Older
// links (?device=ipad-10, one shared locale=ja_JP) read as before.
// `known` and `locales` are the server's device and locale ids (GET /api/devices, /api/locales).
export function readQuery(search, known = null, locales = null) {
  const q = new URLSearchParams(search);
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
    orientation: defaults && q.get(QUERY.orientations) === null
      ? DEFAULT_DEVICES.map((d) => d.orientation)
      : perDevice(q.get(QUERY.orientations), indices, ORIENTATIONS, SESSION_DEFAULTS.orientation, 'orientation', ignored),
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
