// Opening form files (and SwiftUI .swift files) from the page: the Open form… button and a file dropped anywhere
// on the page upload it (POST /api/forms) and open it on every device; a form that does
// not load is shown with where and why. Several .swift files chosen or dropped together
// (or a dropped folder of them) go as one project: the server reads them together, so
// a view one file declares shows in the form of another. The page asks for the scene catalogue once a
// second: a form file added under --forms joins the scene menu, and while a file form
// is open its load error (a save on disk that did not load) shows.

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
  // hooks: opened(id) after an upload; currentScene() -> {id, source} of the open scene.
  constructor(hooks) {
    this.hooks = hooks;
    this.panel = $('form-error');
    this.timer = null;
    const input = $('open-form-input');
    $('open-form-button').addEventListener('click', () => input.click());
    input.addEventListener('change', () => {
      const files = Array.from(input.files || []);
      input.value = '';
      this.openFiles(files);
    });
    $('form-error-close').addEventListener('click', () => this.showError(null));
    $('form-warnings-close').addEventListener('click', () => this.showWarnings(null));
    this.attachDrop(document);
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
    this.showWarnings(name, answer.warnings);
    this.generation = (this.generation || 0) + 1; // a look already under way is stale now
    await this.hooks.opened(answer.id, answer);
    return answer.id;
  }

  // What a form that loaded did not understand, each with its place (File.swift:12:9: …);
  // hidden when there is nothing to say.
  showWarnings(name, warnings) {
    const panel = $('form-warnings');
    const list = $('form-warnings-list');
    panel.hidden = !(warnings && warnings.length);
    if (panel.hidden) return;
    const count = warnings.length;
    $('form-warnings-title').textContent = `${name} loaded; ${count} ${count === 1 ? 'thing' : 'things'} to know:`;
    list.replaceChildren(...warnings.slice(0, 50).map((text) => {
      const item = document.createElement('li');
      // The server names an upload Upload.swift (a body has no name): the person's file's name reads better.
      item.textContent = text.startsWith('Upload.swift:') ? name + text.slice('Upload.swift'.length) : text;
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
      this.hooks.scenesChanged(scenes || []);
    } catch { /* the status bar says when the server is away */ } finally {
      this.checking = false;
    }
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
