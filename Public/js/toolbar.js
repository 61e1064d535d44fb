// The toolbar: device, scene, variant and locale pickers and the Rotate button.
// It only reads and writes the controls; main.js decides what a change does.

import { LOCALES, IDIOM } from './wire.js';

const $ = (id) => document.getElementById(id);

function option(value, text, selected) {
  const el = document.createElement('option');
  el.value = value;
  el.textContent = text;
  el.selected = selected;
  return el;
}

export class Toolbar {
  // onChange({device, scene, variant, locale}) when a picker changes; onRotate().
  constructor({ onChange, onRotate }) {
    this.device = $('device-select');
    this.scene = $('scene-select');
    this.variant = $('variant-select');
    this.locale = $('locale-select');
    this.rotate = $('rotate-button');
    this.scenes = [];
    const changed = () => onChange(this.values());
    this.device.addEventListener('change', changed);
    this.locale.addEventListener('change', changed);
    this.variant.addEventListener('change', changed);
    this.scene.addEventListener('change', () => {
      this.fillVariants(null);
      changed();
    });
    this.rotate.addEventListener('click', () => onRotate());
  }

  // devices, scenes: the catalogue answers; params: the session parameters to show.
  fill(devices, scenes, params) {
    this.scenes = scenes;
    this.device.replaceChildren();
    const groups = [[IDIOM.phone, 'iPhone'], [IDIOM.pad, 'iPad']];
    const known = new Set(groups.map(([idiom]) => idiom));
    for (const [idiom, label] of groups.concat([[null, 'Other']])) {
      const members = devices.filter((d) => (idiom ? d.idiom === idiom : !known.has(d.idiom)));
      if (!members.length) continue;
      const group = document.createElement('optgroup');
      group.label = label;
      for (const d of members) {
        const size = d.width && d.height ? ` — ${d.width}×${d.height}` : '';
        group.append(option(d.id, `${d.name || d.id}${size}`, d.id === params.device));
      }
      this.device.append(group);
    }
    this.scene.replaceChildren(...scenes.map((s) => option(s.id, s.title || s.id, s.id === params.scene)));
    this.fillVariants(params.variant);
    this.locale.replaceChildren(...LOCALES.map((l) => option(l, l.replace('_', '-'), l === params.locale)));
    this.setEnabled(true);
  }

  fillVariants(selected) {
    const scene = this.scenes.find((s) => s.id === this.scene.value);
    const variants = (scene && scene.variants) || [];
    const pick = variants.includes(selected) ? selected : variants[0];
    this.variant.replaceChildren(...variants.map((v) => option(v, v, v === pick)));
    this.variant.disabled = variants.length === 0;
  }

  values() {
    return {
      device: this.device.value,
      scene: this.scene.value,
      variant: this.variant.value || undefined,
      locale: this.locale.value,
    };
  }

  setEnabled(on) {
    for (const el of [this.device, this.scene, this.variant, this.locale, this.rotate]) el.disabled = !on;
    if (on) this.variant.disabled = this.variant.options.length === 0;
  }
}
