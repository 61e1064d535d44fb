// Opening form files (and SwiftUI .swift files) from the page: the Open form… button and a file dropped anywhere
// on the page upload it (POST /api/forms) and open it on every device; a form that does
// not load is shown with where and why. Several .swift files chosen or dropped together
// (or a dropped folder of them) go as one project: the server reads them together, so
// a view one file declares shows in the form of another. The page asks for the scene catalogue once a
// second: a form file added under --forms joins the scene menu, and while a file form
// is open its load error (a save on disk that did not load) shows, and so do its
// warnings each time it loads (a SwiftUI file with a syntax error loads what parses).
// A form this page uploaded can be renamed (PATCH /api/forms/{id}): the menu's name.

import { ROUTES, FORM_TYPES, SWIFT_PROJECT_TYPE, CATALOGUE_POLL_MS, SCENE_SOURCE } from 'formsim/wire.js';
import { requestJSON, clientToken } from 'formsim/session.js';

const $ = (id) => document.getElementById(id);

// The content type a file is sent as, from its extension; null for other files.
export function formType(name) {
  const ext = (name.split('.').pop() || '').toLowerCase();
  return FORM_TYPES[ext] || null;
}

// "shipping.yaml:12:9 — sections[1].rows[0]": where an error is, for people.
export function formErrorPlace(error) {
  if (!error) return '';
  const file = (error.file || '').split('/').pop();
  const at = [file, error.line, error.column].filter((x) => x !== undefined && x !== null && x !== '').join(':');
  return error.path ? `${at} — ${error.path}` : at;
}

export class FormOpener {
  // hooks: opened(id) after an upload; currentScene() -> {id, source} of the open scene;
  // scenesChanged(scenes) with a new catalogue; renamed(scenes, name) after a rename.
  constructor(hooks) {
    this.hooks = hooks;
    this.panel = $('form-error');
    this.timer = null;
    // The form and load (`id#revision`) whose warnings were last shown, and the form they are of.
    this.warnedLoad = null;
    this.warningsFor = null;
    const input = $('open-form-input');
    $('open-form-button').addEventListener('click', () => input.click());
    input.addEventListener('change', () => {
      const files = Array.from(input.files || []);
      input.value = '';
      this.openFiles(files);
    });
    $('form-error-close').addEventListener('click', () => this.showError(null));
    $('form-warnings-close').addEventListener('click', () => this.showWarnings(null));
    this.attachRename();
    this.attachDrop(document);
  }

  // The Rename… button shows while a form this page uploaded is open; its popover takes
  // the name the scene menu shows (the bar keeps the form's title).
  attachRename() {
    const button = $('rename-form-button');
    const popover = $('rename-popover');
    const input = $('rename-input');
    const status = $('rename-status');
    button.addEventListener('click', () => {
      const scene = this.hooks.currentScene();
      if (!scene) return;
      input.value = scene.title || scene.id;
      status.textContent = '';
      popover.showPopover();
      input.focus();
      input.select();
    });
    $('rename-form').addEventListener('submit', async (e) => {
      e.preventDefault();
      const scene = this.hooks.currentScene();
      if (!scene) return;
      const name = await this.rename(scene.id, input.value);
      if (name === null) return;
      popover.hidePopover();
    });
  }

  // PATCH /api/forms/{id} {name}; resolves with the name kept, or null when refused (the
  // popover says why).
  async rename(id, name) {
    const status = $('rename-status');
    try {
      const form = await requestJSON(ROUTES.form(id), { method: 'PATCH', body: { name } });
      const scenes = await requestJSON(ROUTES.scenes);
      this.hooks.renamed(scenes || [], form.name);
      return form.name;
    } catch (error) {
      status.textContent = error.message;
      return null;
    }
  }

  // Rename… shows for a form this page uploaded (its catalogue entry says `uploaded`).
  updateRename(scene) {
    $('rename-form-button').hidden = !(scene && scene.uploaded);
  }

  attachDrop(target) {
    const hint = $('drop-hint');
    let depth = 0;
    const hasFiles = (e) => e.dataTransfer && Array.from(e.dataTransfer.types || []).includes('Files');
    target.addEventListener('dragenter', (e) => { if (hasFiles(e)) { depth += 1; hint.hidden = false; } });
    target.addEventListener('dragleave', () => { depth = Math.max(0, depth - 1); if (!depth) hint.hidden = true; });
    target.addEventListener('dragover', (e) => { if (hasFiles(e)) e.preventDefault(); });
    target.addEventListener('drop', (e) => {
      if (!hasFiles(e)) return;
      e.preventDefault();
      depth = 0;
      hint.hidden = true;
      // The entries are taken now: a drop's items are gone once the handler returns.
      const entries = Array.from(e.dataTransfer.items || []).map((item) => item.webkitGetAsEntry && item.webkitGetAsEntry()).filter(Boolean);
      const dropped = Array.from(e.dataTransfer.files || []);
      if (entries.some((entry) => entry.isDirectory)) {
        droppedFiles(entries).then((files) => this.openFiles(files));
      } else {
        this.openFiles(dropped);
      }
    });
  }

  // Several .swift files are one project; else the first form file opens alone.
  async openFiles(files) {
    const swift = files.filter((file) => file.name.toLowerCase().endsWith('.swift'));
    if (swift.length > 1) return this.openProject(swift);
    const file = swift[0] || files.find((f) => formType(f.name)) || files[0];
    if (file) return this.open(file);
    return null;
  }

  // Uploads .swift files as one project; resolves with the form id, or null.
  async openProject(files) {
    const body = JSON.stringify({ files: await Promise.all(files.map(async (file) => ({ name: file.name, text: await file.text() }))) });
    const headers = { 'Content-Type': SWIFT_PROJECT_TYPE, 'X-FormSim-Client': clientToken() };
    return this.upload(body, headers, `${files.length} SwiftUI files`, null);
  }

  // Uploads one file; resolves with the form id, or null when it did not load.
  async open(file) {
    const type = formType(file.name);
    if (!type) {
      this.showError({ message: `${file.name} is not a form file: open a .yaml, .yml, .json, .plist or SwiftUI .swift file` });
      return null;
    }
    const headers = { 'Content-Type': type, 'X-FormSim-Client': clientToken() };
    return this.upload(file, headers, file.name, file.name);
  }

  // Posts a form body; `file` names the file errors are about (null: the server's names).
  async upload(body, headers, name, file) {
    const response = await fetch(ROUTES.forms, { method: 'POST', headers, body });
    const answer = await response.json().catch(() => null);
    if (!response.ok) {
      const error = (answer && answer.error) || { message: `the server answered ${response.status}` };
      this.showError(file ? { ...error, file } : error);
      return null;
    }
    this.showError(null);
    this.showWarnings(name, answer.warnings, answer.forms, answer.id);
    this.warnedLoad = `${answer.id}#${answer.revision}`;
    this.generation = (this.generation || 0) + 1; // a look already under way is stale now
    await this.hooks.opened(answer.id, answer);
    this.updateRename(this.hooks.currentScene());
    return answer.id;
  }

  // What a form that loaded did not understand, each with its place (File.swift:12:9: …),
  // and the forms that loaded (a file with syntax errors loads what parses); hidden when
  // there is nothing to say. `forms`: [{id, title}]; `id`: the form the warnings are of.
  showWarnings(name, warnings, forms, id) {
    const panel = $('form-warnings');
    const list = $('form-warnings-list');
    panel.hidden = !(warnings && warnings.length);
    this.warningsFor = panel.hidden ? null : id;
    if (panel.hidden) return;
    const count = warnings.length;
    const errors = warnings.filter((text) => /^[^:]*:\d+:\d+: error: /.test(text)).length;
    const loaded = (forms || []).map((f) => `${f.title || f.id} (${f.id})`).join(', ');
    const things = (n) => `${n} ${n === 1 ? 'thing' : 'things'} to know`;
    $('form-warnings-title').textContent = errors
      ? `${name} has ${errors} syntax ${errors === 1 ? 'error' : 'errors'}; what parsed loaded${loaded ? `: ${loaded}` : ''}.`
        + (count > errors ? ` ${things(count)}:` : '')
      : `${name} loaded${loaded ? ` (${loaded})` : ''}; ${things(count)}:`;
    list.replaceChildren(...warnings.slice(0, 50).map((text) => {
      const item = document.createElement('li');
      // The server names an upload Upload.swift (a body has no name): the person's file's name reads better.
      const named = text.startsWith('Upload.swift:') && name.toLowerCase().endsWith('.swift');
      item.textContent = named ? name + text.slice('Upload.swift'.length) : text;
      return item;
    }));
  }

  showError(error) {
    if (error) this.showWarnings(null);
    this.panel.hidden = !error;
    if (!error) return;
    $('form-error-place').textContent = formErrorPlace(error);
    // The message starts with the place already; show what follows it.
    const message = error.message || '';
    const parts = message.split(': ');
    $('form-error-text').textContent = error.line && parts.length > 2 ? parts.slice(2).join(': ') : message;
  }

  // The catalogue, once a second: new forms join the menu; while a file form is open,
  // its load error shows (and goes when a good save clears it).
  watch() {
    clearInterval(this.timer);
    this.timer = setInterval(() => this.check(), CATALOGUE_POLL_MS);
  }

  async check() {
    if (this.checking) return; // one look at a time, however slow the server
    this.checking = true;
    try {
      const generation = this.generation;
      const scenes = await requestJSON(ROUTES.scenes);
      if (generation !== this.generation) return;
      const scene = this.hooks.currentScene();
      const now = scene && scene.source === SCENE_SOURCE.file ? (scenes || []).find((s) => s.id === scene.id) : null;
      if (now && now.error) {
        this.showError(now.error);
        this.diskError = true;
      } else if (this.diskError) {
        this.showError(null);
        this.diskError = false;
      }
      if (!this.diskError) this.warnOnLoad(now, scenes || []);
      this.hooks.scenesChanged(scenes || []);
      this.updateRename(scene && (scenes || []).find((s) => s.id === scene.id));
    } catch { /* the status bar says when the server is away */ } finally {
      this.checking = false;
    }
  }

  // Each load of the open form (a save under --forms, a form chosen in the menu) shows what
  // it warns of, once; another scene's warnings go when it is no longer open.
  warnOnLoad(entry, scenes) {
    if (!entry || entry.revision === undefined) {
      if (this.warningsFor) this.showWarnings(null);
      return;
    }
    const load = `${entry.id}#${entry.revision}`;
    if (load === this.warnedLoad) return;
    this.warnedLoad = load;
    // The forms of the same file, the open one first: what loaded of it.
    const siblings = entry.file ? scenes.filter((s) => s.file === entry.file && s.id !== entry.id) : [];
    const name = entry.file || entry.title || entry.id;
    this.showWarnings(name, entry.warnings, [entry, ...siblings], entry.id);
  }
}

// The files of dropped entries, folders read through (webkitGetAsEntry): a dropped
// project folder gives its .swift files, however deep.
export async function droppedFiles(entries) {
  const files = [];
  const visit = async (entry, depth) => {
    if (entry.isFile) {
      files.push(await new Promise((resolve, reject) => entry.file(resolve, reject)));
    } else if (entry.isDirectory && depth < 8) {
      const reader = entry.createReader();
      // readEntries answers in batches until it answers none.
      for (;;) {
        const batch = await new Promise((resolve, reject) => reader.readEntries(resolve, reject));
        if (!batch.length) break;
        for (const child of batch) await visit(child, depth + 1);
      }
    }
  };
  for (const entry of entries) await visit(entry, 0);
  return files;
}
