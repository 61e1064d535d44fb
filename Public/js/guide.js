// The scene guide under the toolbar: on a first visit to a scene, its hint (what to try
// and what to look for: the catalogue's `hint`, GET /api/scenes) until it is dismissed,
// and always the chosen variant's name and what it shows (`variantDetails`). Dismissals
// are kept in localStorage, by scene id; the help popover brings the hints back.

import { GUIDE_STORAGE_KEY } from 'formsim/wire.js';

// The page's storage, or null where the browser refuses it (private windows, policies):
// the guide then forgets a dismissal at the next visit.
function pageStorage() {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export class Guide {
  // parts: {root, hint, hintText, hintClose, variant, variantName, variantText}
  constructor(parts, storage = pageStorage()) {
    this.parts = parts;
    this.storage = storage;
    this.scene = null;
    this.variant = null;
    parts.hintClose.addEventListener('click', () => this.dismiss());
  }

  dismissed() {
    try {
      const list = JSON.parse((this.storage && this.storage.getItem(GUIDE_STORAGE_KEY)) || '[]');
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  }

  remember(list) {
    try {
      if (this.storage) this.storage.setItem(GUIDE_STORAGE_KEY, JSON.stringify(list));
    } catch { /* storage full or refused: forgotten at the next visit */ }
  }

  // Shows what `scene` (a catalogue entry) says, for its variant `variantId`.
  show(scene, variantId) {
    this.scene = scene || null;
    this.variant = variantId || null;
    const p = this.parts;
    const hint = scene && scene.hint && !this.dismissed().includes(scene.id) ? scene.hint : '';
    p.hintText.textContent = hint;
    p.hint.hidden = !hint;
    p.hintClose.hidden = !hint;
    const detail = ((scene && scene.variantDetails) || []).find((d) => d.id === variantId);
    const describe = detail && detail.description && scene.variants && scene.variants.length > 1;
    p.variantName.textContent = describe ? `${detail.name}:` : '';
    p.variantText.textContent = describe ? detail.description : '';
    p.variant.hidden = !describe;
    p.root.hidden = p.hint.hidden && p.variant.hidden;
  }

  dismiss() {
    if (!this.scene) return;
    this.remember([...new Set([...this.dismissed(), this.scene.id])]);
    this.show(this.scene, this.variant);
  }

  // Every scene's hint shows again.
  reset() {
    this.remember([]);
    this.show(this.scene, this.variant);
  }
}
