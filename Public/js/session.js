// A simulator session: creates it, holds its id, the render version and tree the
// client has, sends input and applies the ops the server answers with.

import { ROUTES, SESSION_FIELDS, ANSWER, EVENT, PHASE, isLostStatus, settingsOnWire } from 'formsim/wire.js';
import { emptyTree, applyOps, applyReset, pruneAnimations } from 'formsim/render-tree.js';

export class HttpError extends Error {
  constructor(status, body) {
    const message = body && body.error && body.error.message;
    super(message || `HTTP ${status}`);
    this.status = status;
    this.code = body && body.error && body.error.code;
    // What covers the target of a refused exclusive touch: {kind, id}.
    this.covering = body && body.error && body.error.covering;
  }
}

// The token this browser keeps (localStorage) and sends with every API request: the
// server counts sessions and uploads per client by it, and an uploaded form is listed to,
// replaced and renamed by the token that uploaded it alone (docs/API.md, "Clients").
const CLIENT_TOKEN_KEY = 'formsim.client';
let memoryToken = null;

export function clientToken() {
  try {
    const kept = localStorage.getItem(CLIENT_TOKEN_KEY);
    if (kept && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  } catch { /* storage refused: keep the token for this page only */ }
  if (!memoryToken) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    memoryToken = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  try { localStorage.setItem(CLIENT_TOKEN_KEY, memoryToken); } catch { /* as above */ }
  return memoryToken;
}

// Sends a request with the client's token (a body as JSON); resolves with the answer's
// text, or throws HttpError with the answer's JSON error.
async function request(url, { method = 'GET', body, signal, accept } = {}) {
  const init = { method, signal, headers: { 'X-FormSim-Client': clientToken() } };
  if (accept) init.headers.Accept = accept;
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new HttpError(response.status, parseJSON(text));
  return text;
}

// The value of JSON text; null for none or for text that is not JSON.
function parseJSON(text) {
  if (!text) return null;
  try { return JSON.parse(text); } catch { return null; }
}

export async function requestJSON(url, options = {}) {
  return parseJSON(await request(url, { ...options, accept: 'application/json' }));
}

// POSTs `body` as JSON; resolves with the answer's text (a flow file, say).
export async function requestText(url, body) {
  return request(url, { method: 'POST', body });
}

const round = (v) => Math.round(v * 100) / 100;

// Whether `next` can be folded into `waiting`, an event not yet sent: a move into a move,
// a wheel step into a wheel step.
function foldable(waiting, next) {
  if (waiting.type === EVENT.pointer && next.type === EVENT.pointer) return waiting.phase === PHASE.move && next.phase === PHASE.move;
  return waiting.type === EVENT.scroll && next.type === EVENT.scroll;
}

// The event that does both: the latest move, or one scroll of both steps.
function fold(waiting, next) {
  if (next.type === EVENT.scroll) return { ...waiting, dy: round(waiting.dy + next.dy) };
  return next;
}

export class Session {
  // params: {device, scene, variant, orientation, locale, clock}; onChange() is called
  // whenever the tree or the animations change.
  constructor(params, { onChange = () => {}, now = () => performance.now() } = {}) {
    this.params = {};
    for (const key of SESSION_FIELDS) if (params[key]) this.params[key] = params[key];
    this.onChange = onChange;
    this.now = now;
    this.id = null;
    this.version = 0; // the render version this client holds (0 = nothing yet)
    this.tree = emptyTree();
    this.animations = [];
    this.changedAt = new Map(); // node id -> when an op last touched it (restarts blink)
    this.info = null; // the creation answer (semantic tree of the first version)
    // Input waiting to be sent: [{event, waiters: [{resolve, reject}]}].
    this.pending = [];
    this.sending = false;
  }

  // POST /api/sessions. Replaces id and resets the tree; the first long poll (since=0)
  // brings the render snapshot.
  async create() {
    const answer = await requestJSON(ROUTES.sessions, { method: 'POST', body: settingsOnWire(this.params) });
    this.id = answer.id;
    this.info = answer;
    this.version = 0;
    this.tree = emptyTree();
    this.animations = [];
    this.changedAt = new Map();
    const render = answer.render || answer.renderTree;
    if (render && render.nodes && typeof answer.version === 'number') {
      this.applyAnswer({ version: answer.version, reset: render }, 0);
    }
    this.onChange();
    return this;
  }

  async destroy() {
    if (!this.id) return;
    const id = this.id;
    this.id = null;
    try {
      await fetch(ROUTES.session(id), { method: 'DELETE', keepalive: true });
    } catch { /* best effort */ }
  }

  async semanticTree() {
    return requestJSON(ROUTES.tree(this.id));
  }

  // Sends one event (or {events: [...]}) and resolves with the answer. This is the one
  // queue of a device's input (the person's pointer, keys and text, the accessibility
  // mirror's taps, the mirror's replays): one request in flight, in the order the events
  // happened, so keys typed right after a tap never overtake it. A pointer move waiting
  // behind another move replaces it, and wheel steps waiting add up into one scroll;
  // both resolve with the answer of the event they were folded into.
  sendInput(event) {
    return new Promise((resolve, reject) => {
      const last = this.pending[this.pending.length - 1];
      const waiter = { resolve, reject };
      if (last && foldable(last.event, event)) {
        last.event = fold(last.event, event);
        last.waiters.push(waiter);
      } else {
        this.pending.push({ event, waiters: [waiter] });
      }
      this.pump();
    });
  }

  async pump() {
    if (this.sending) return;
    this.sending = true;
    while (this.pending.length) {
      const { event, waiters } = this.pending.shift();
      try {
        const answer = await this.post(event);
        for (const w of waiters) w.resolve(answer);
      } catch (error) {
        for (const w of waiters) w.reject(error);
      }
    }
    this.sending = false;
  }

  async post(event) {
    const id = this.id;
    if (!id) throw new Error('no session');
    const sentAt = this.version;
    const answer = await requestJSON(ROUTES.input(id), { method: 'POST', body: event });
    if (id === this.id) this.applyAnswer(answer, sentAt);
    return answer;
  }

  // Apply an answer {version, ops} or {version, reset} whose ops start from `base`.
  // Returns true if it was applied; false if it was skipped (already applied, or it
  // starts from a version other than the one held).
  applyAnswer(answer, base) {
    if (!answer || typeof answer[ANSWER.version] !== 'number') return false;
    const version = answer[ANSWER.version];
    const now = this.now();
    if (answer[ANSWER.reset]) {
      const { tree } = applyReset(answer[ANSWER.reset]);
      this.tree = tree;
      this.animations = [];
      this.changedAt = new Map([...tree.keys()].map((id) => [id, now]));
      this.version = version;
      this.onChange();
      return true;
    }
    const ops = answer[ANSWER.ops] || [];
    const from = typeof answer[ANSWER.since] === 'number' ? answer[ANSWER.since] : base;
    if (version === this.version) return ops.length === 0;
    if (version < this.version || from !== this.version) return false;
    const result = applyOps(this.tree, ops, now, pruneAnimations(this.animations, now));
    this.tree = result.tree;
    this.animations = result.animations;
    for (const op of ops) if (op && typeof op.id === 'string') this.changedAt.set(op.id, now);
    this.version = version;
    this.onChange();
    return true;
  }

  isLost(error) {
    return error instanceof HttpError && isLostStatus(error.status);
  }
}
