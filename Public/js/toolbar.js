// The toolbar: the shared scene, variant and locale choosers, the device adder and the
// workspace buttons. It only reads and writes the controls; the workspace decides what
// a change does.

import { option, fillDeviceSelect } from './dom.js';
import { ZOOMS } from './wire.js';

const $ = (id) => document.getElementById(id);

export class Toolbar {
  // handlers: onChange({scene, variant, locale}), onAdd(deviceId), onRotate(), onMirror(),
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
    this.locale.addEventListener('change', changed);
    this.variant.addEventListener('change', changed);
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
    this.add.prepend(option('', 'Add device…', true));
    this.add.selectedIndex = 0;
    this.scene.replaceChildren(...scenes.map((s) => option(s.id, s.title || s.id, s.id === params.scene)));
    this.fillVariants(params.variant);
    this.locale.replaceChildren(...locales.map((l) => option(l.id, l.name || l.id, l.id === params.locale)));
    for (const c of [this.scene, this.locale, this.add, this.rotate]) c.disabled = false;
  }

  // The scenes changed (a form was opened or loaded): the menu lists them, `selected` chosen.
  setScenes(scenes, selected) {
    this.scenes = scenes;
    this.scene.replaceChildren(...scenes.map((s) => option(s.id, s.title || s.id, s.id === selected)));
    if (scenes.some((s) => s.id === selected)) this.scene.value = selected;
    this.fillVariants(null);
  }

  fillVariants(selected) {
    const scene = this.scenes.find((s) => s.id === this.scene.value);
    const variants = (scene && scene.variants) || [];
    const pick = variants.includes(selected) ? selected : variants[0];
    this.variant.replaceChildren(...variants.map((v) => option(v, v, v === pick)));
    // A disabled control says why (issue 18.9).
    this.variant.disabled = variants.length <= 1;
    this.variant.title = variants.length <= 1
      ? 'This scene has one way of being built: nothing to compare'
      : 'The ways this scene can be built, compared side by side';
  }

  values() {
    return { scene: this.scene.value, variant: this.variant.value || undefined, locale: this.locale.value };
  }

  setPressed(button, on) {
    button.setAttribute('aria-pressed', String(!!on));
  }

  setCanAdd(on) {
    this.add.disabled = !on;
    this.add.title = on ? 'Add a device to compare' : 'Four devices at most: remove one to add another';
  }
}
