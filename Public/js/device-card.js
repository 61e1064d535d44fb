// The DOM of a device card: its header (one row: profile chooser, Rotate, appearance,
// text size, language, remove), the device area (canvas, accessibility layer, key sink,
// the cover shown while the server cannot be reached) and its note. It only builds
// elements and forwards what the person does to `on`; the DeviceView acts.

import { el, fillDeviceSelect } from 'formsim/dom.js';
import { DeviceSettings } from 'formsim/device-settings.js';

// params: {device, appearance, contentSize, locale}; catalogue: {devices, locales};
// on: {profile(id), rotate(), remove(), retry(), relaunch(), settings(change), select()}.
export function buildCard(params, catalogue, on) {
  const select = el('select', { className: 'device-profile', 'aria-label': 'Device' });
  fillDeviceSelect(select, catalogue.devices, params.device, { sizes: false });
  select.addEventListener('change', () => on.profile(select.value));
  const rotateButton = el('button', { type: 'button', className: 'device-rotate', 'aria-label': 'Rotate', title: 'Rotate this device only (R rotates all devices)' }, '↻');
  rotateButton.addEventListener('click', () => on.rotate());
  const removeButton = el('button', { type: 'button', className: 'device-remove', 'aria-label': 'Remove this device', title: 'Remove this device' }, '×');
  removeButton.addEventListener('click', () => on.remove());
  const canvas = el('canvas', { className: 'device-canvas', width: 1, height: 1, 'aria-hidden': 'true' });
  const layer = el('div', { className: 'a11y-layer', role: 'group' });
  const keySink = el('textarea', {
    className: 'key-sink', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false',
    'aria-label': 'Simulated device: type here to use its hardware keyboard. Click or drag on the device to touch it.',
  });
  // Shown over the device while the server cannot be reached: the device
  // is dimmed and takes no input rather than looking live.
  const retryButton = el('button', { type: 'button', className: 'device-retry' }, 'Retry');
  retryButton.addEventListener('click', () => on.retry());
  const unreachable = el('div', { className: 'device-unreachable', role: 'alert' },
    el('span', {}, 'Simulator unreachable'), retryButton);
  const area = el('div', { className: 'device-area' }, canvas, layer, keySink, unreachable);
  const note = el('p', { className: 'device-note', role: 'status' });
  // Shown while the app has crashed (the device draws its crash report): a crashed app
  // takes no input until it is launched again.
  const relaunchButton = el('button', { type: 'button', className: 'device-relaunch' }, 'Relaunch');
  relaunchButton.addEventListener('click', () => on.relaunch());
  const crashBar = el('p', { className: 'device-crash', role: 'alert', hidden: true },
    el('span', {}, 'The app crashed on this device. '), relaunchButton);
  // One row of controls above the device, so they never take more room than it does.
  const settings = new DeviceSettings(catalogue.locales || [], params, (change) => on.settings(change));
  const head = el('header', { className: 'device-head' }, select, rotateButton, settings.row, removeButton);
  const card = el('section', { className: 'device-card' }, head, area, crashBar, note);
  card.addEventListener('pointerdown', () => on.select(), true);
  card.addEventListener('focusin', () => on.select());
  return {
    select, rotateButton, removeButton, canvas, layer, keySink, retryButton, unreachable, area, crashBar, relaunchButton, note,
    head, settings, card,
  };
}

// Element ids of the first card keep the single-device page's names (tests use them);
// the others end in -2, -3 …
export function setCardIndex(parts, index) {
  const suffix = index === 0 ? '' : `-${index + 1}`;
  parts.canvas.id = `device-canvas${suffix}`;
  parts.keySink.id = `key-sink${suffix}`;
  parts.select.id = `device-select${suffix}`;
  parts.settings.setIds(suffix);
  parts.card.dataset.index = String(index);
}
