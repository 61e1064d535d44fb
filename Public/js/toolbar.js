// The toolbar: the shared scene and variant choosers, the locale of every device, the
// device adder and the workspace buttons. It only reads and writes the controls; the
// workspace decides what a change does.

import { option, fillDeviceSelect } from 'formsim/dom.js';
import { ZOOMS } from 'formsim/wire.js';

const $ = (id) => document.getElementById(id);

export class Toolbar {
  // handlers: onChange({scene, variant}), onLocale(id), onAdd(deviceId), onRotate(), onMirror(),
  // onOverlay(), onInspector(), onExport().
  constructor(h) {
    this.scene = $('scene-select');
    this.variant = $('variant-select');
    this.locale = $('locale-select');
    this.add = $('add-device-select');
    this.rotate = $('rotate-button');
    this.mirror = $('mirror-toggle');
    this.overlay = $('overlay-toggle');
    this.inspector = $('inspector-toggle');
    this.export = $('export-button');
    this.record = $('record-toggle');
    this.zoom = $('zoom-select');
    this.zoom.replaceChildren(...ZOOMS.map((z) => option(z.value, z.title, false)));
    this.zoom.addEventListener('change', () => h.onZoom(this.zoom.value));
    this.scenes = [];
    const changed = () => h.onChange(this.values());
    // Every device's language at once (each card also has its own).
    this.locale.addEventListener('change', () => { if (this.locale.value) h.onLocale(this.locale.value); });
    this.variant.addEventListener('change', () => {
      this.describeVariant();
      const summary = this.variantSummary(this.variant.value);
      if (summary && h.onReport) h.onReport(`Variant ${summary}`);
      changed();
    });
    this.scene.addEventListener('change', () => {
      this.fillVariants(null);
      changed();
    });
    this.add.addEventListener('change', () => {
      const id = this.add.value;
      this.add.selectedIndex = 0;
      if (id) h.onAdd(id);
    });
    this.rotate.addEventListener('click', () => h.onRotate());
    this.mirror.addEventListener('click', () => h.onMirror());
    this.overlay.addEventListener('click', () => h.onOverlay());
    this.inspector.addEventListener('click', () => h.onInspector());
    this.export.addEventListener('click', () => h.onExport());
    this.record.addEventListener('click', () => h.onRecord());
  }

  fill(devices, scenes, locales, params) {
    this.scenes = scenes;
    fillDeviceSelect(this.add, devices, null);
    this.add.prepend(option('', '+ Device', true));
    this.add.selectedIndex = 0;
    this.scene.replaceChildren(...scenes.map((s) => option(s.id, s.title || s.id, s.id === params.scene)));
    this.fillVariants(params.variant);
    // "Mixed" is shown, never offered, while the devices have different languages.
    this.mixed = Object.assign(option('', 'Mixed', false), { hidden: true, disabled: true });
    this.locale.replaceChildren(...locales.map((l) => option(l.id, l.name || l.id, l.id === params.locale)), this.mixed);
    this.locale.title = 'The language of every device (each device can also have its own)';
    for (const c of [this.scene, this.locale, this.add, this.rotate]) c.disabled = false;
  }

  // The scenes changed (a form was opened, loaded or added): the menu lists them,
  // `selected` chosen; the open scene keeps its chosen variant.
  setScenes(scenes, selected) {
    const variant = this.scene.value === selected ? this.variant.value : null;
    this.scenes = scenes;
    this.scene.replaceChildren(...scenes.map((s) => option(s.id, s.title || s.id, s.id === selected)));
    if (scenes.some((s) => s.id === selected)) this.scene.value = selected;
    this.fillVariants(variant);
  }

  fillVariants(selected) {
    const scene = this.scenes.find((s) => s.id === this.scene.value);
    const variants = (scene && scene.variants) || [];
    const pick = variants.includes(selected) ? selected : variants[0];
    // Variants by name, each saying what it shows; the id when a scene
    // gives no details.
    const details = new Map(((scene && scene.variantDetails) || []).map((d) => [d.id, d]));
    this.variant.replaceChildren(...variants.map((v) => {
      const o = option(v, details.has(v) ? details.get(v).name : v, v === pick);
      if (details.get(v)?.description) o.title = details.get(v).description;
      return o;
    }));
    this.variantDetails = details;
    // A disabled control says why.
    this.variant.disabled = variants.length <= 1;
    this.describeVariant();
  }

  // The menu's tooltip says what the chosen variant shows.
  describeVariant() {
    if (this.variant.disabled) this.variant.title = 'This scene has one way of being built: nothing to compare';
    else this.variant.title = this.variantSummary(this.variant.value) || 'The ways this scene can be built, compared side by side';
  }

  // "Name: what it shows" for a variant id, or null when the scene gives no details.
  variantSummary(id) {
    const detail = this.variantDetails && this.variantDetails.get(id);
    return detail && detail.description ? `${detail.name}: ${detail.description}` : null;
  }

  values() {
    return { scene: this.scene.value, variant: this.variant.value || undefined };
  }

  // The language every device has, or null for "Mixed".
  showLocale(id) {
    if (id && [...this.locale.options].some((o) => o.value === id)) this.locale.value = id;
    else if (this.mixed) this.mixed.selected = true;
  }

  setPressed(button, on) {
    button.setAttribute('aria-pressed', String(!!on));
  }

  setCanAdd(on) {
    this.add.disabled = !on;
    this.add.title = on ? 'Add a device to compare' : 'Four devices at most: remove one to add another';
  }
}
