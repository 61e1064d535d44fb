// Small DOM helpers shared by the workspace modules.

import { IDIOM } from 'formsim/wire.js';

const PROPS = new Set(['className', 'type', 'width', 'height', 'value', 'title', 'disabled', 'hidden', 'id']);

// el('button', {className: 'x', 'aria-label': 'y'}, 'text', child, ...)
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (PROPS.has(key)) node[key] = value;
    else node.setAttribute(key, String(value));
  }
  for (const child of children) if (child !== null && child !== undefined) node.append(child);
  return node;
}

export function option(value, text, selected) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  o.selected = !!selected;
  return o;
}

// Fills a <select> with the device catalogue, grouped by idiom.
export function fillDeviceSelect(select, devices, selected, { sizes = true } = {}) {
  select.replaceChildren();
  const groups = [[IDIOM.phone, 'iPhone'], [IDIOM.pad, 'iPad']];
  const known = new Set(groups.map(([idiom]) => idiom));
  for (const [idiom, label] of groups.concat([[null, 'Other']])) {
    const members = devices.filter((d) => (idiom ? d.idiom === idiom : !known.has(d.idiom)));
    if (!members.length) continue;
    const group = document.createElement('optgroup');
    group.label = label;
    for (const d of members) {
      const size = sizes && d.width && d.height ? ` — ${d.width}×${d.height}` : '';
      group.append(option(d.id, `${d.name || d.id}${size}`, d.id === selected));
    }
    select.append(group);
  }
}
