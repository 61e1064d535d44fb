// Boot: load the catalogue, build the toolbar, start a session, keep the canvas sized
// and painted, and show the connection status.

import {
  ROUTES, ROOT_ID, SESSION_DEFAULTS, SESSION_FIELDS, LOCALES, EVENT, ROTATION_CYCLE, BACKOFF_MS,
} from './wire.js';
import { Session, requestJSON } from './session.js';
import { LongPoll } from './longpoll.js';
import { isAnimating, pruneAnimations, sampleAnimated } from './render-tree.js';
import { draw, nextBlinkToggle } from './draw.js';
import { deviceMetrics, drawDevice } from './device-frame.js';
import { attachInput } from './input.js';
import { Toolbar } from './toolbar.js';

const MARGIN = 24;     // points around the device (room for its shadow)
const MAX_SCALE = 1.5; // never blow the device up more than this

const $ = (id) => document.getElementById(id);
const stage = $('stage');
const keySink = $('key-sink');
const keyboardState = $('keyboard-state');
const canvas = $('device-canvas');
const ctx = canvas.getContext('2d');
const statusEl = $('status');
const noticeEl = $('notice');

let devices = [];
let session = null;
let poll = null;
let layout = null;       // {width, height, screen:{x,y,w,h}, scale} in points
let frameRequested = false;
let paintCount = 0;
let paintedVersion = 0;

// ---- status -------------------------------------------------------------------------

function setStatus(state, text) {
  statusEl.dataset.state = state;
  statusEl.textContent = text;
}

function showNotice(text) {
  $('notice-text').textContent = text;
  noticeEl.hidden = !text;
}
$('notice-close').addEventListener('click', () => showNotice(''));

function describe(s) {
  const d = devices.find((x) => x.id === s.params.device);
  return `${d ? d.name : s.params.device} · ${s.params.scene}${s.params.variant ? ` (${s.params.variant})` : ''}`;
}

function onPollStatus({ state, retryIn, error }) {
  if (state === 'connected') setStatus('connected', `Connected · ${describe(session)}`);
  else if (state === 'reconnecting') {
    setStatus('reconnecting', `Reconnecting in ${(retryIn / 1000).toFixed(retryIn < 1000 ? 2 : 0)} s…`);
  } else setStatus('error', `Error: ${error ? error.message : 'unknown'}`);
}

// ---- layout and painting --------------------------------------------------------------

function rootProps() {
  const root = session && session.tree.get(ROOT_ID);
  if (root) return root;
  // Before the first snapshot: the catalogue's screen size, portrait.
  const d = devices.find((x) => session && x.id === session.params.device) || {};
  return { frame: [0, 0, d.width || 393, d.height || 852], idiom: d.idiom, cornerRadius: d.cornerRadius || 0 };
}

function relayout() {
  const m = deviceMetrics(rootProps());
  const width = m.width + 2 * MARGIN;
  const height = m.height + 2 * MARGIN;
  const availW = Math.max(100, stage.clientWidth - 16);
  const availH = Math.max(100, stage.clientHeight - 16);
  const scale = Math.min(availW / width, availH / height, MAX_SCALE);
  const cssW = Math.round(width * scale);
  const cssH = Math.round(height * scale);
  const dpr = window.devicePixelRatio || 1;
  const pixW = Math.round(cssW * dpr);
  const pixH = Math.round(cssH * dpr);
  if (canvas.width !== pixW || canvas.height !== pixH) {
    canvas.width = pixW;
    canvas.height = pixH;
  }
  canvas.style.width = `${cssW}px`;
  canvas.style.height = `${cssH}px`;
  layout = {
    width, height, scale, metrics: m,
    screen: { x: MARGIN + m.screen.x, y: MARGIN + m.screen.y, w: m.screen.w, h: m.screen.h },
  };
  invalidate();
}

function invalidate() {
  if (frameRequested) return;
  frameRequested = true;
  requestAnimationFrame(paint);
}

function paint() {
  frameRequested = false;
  if (!layout) return;
  const now = performance.now();
  const wanted = deviceMetrics(rootProps());
  if (wanted.width !== layout.metrics.width || wanted.height !== layout.metrics.height) relayout();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  ctx.setTransform(canvas.width / layout.width, 0, 0, canvas.height / layout.height, 0, 0);
  // The device follows the (possibly animating) root frame, centred in the layout.
  const tree = session ? sampleAnimated(session.tree, session.animations, now) : null;
  const m = deviceMetrics((tree && tree.get(ROOT_ID)) || rootProps());
  ctx.translate(MARGIN + (layout.metrics.width - m.width) / 2, MARGIN + (layout.metrics.height - m.height) / 2);
  const changedAt = session ? session.changedAt : undefined;
  drawDevice(ctx, m, (c) => { if (tree) draw(c, tree, { now, changedAt }); });
  paintCount += 1;
  paintedVersion = session ? session.version : 0;
  if (session && session.animations.length) {
    session.animations = pruneAnimations(session.animations, now);
    if (isAnimating(session.animations, now)) invalidate();
  }
  scheduleBlink(tree, now);
}

// Repaint when a blinking node (a caret) next shows or hides.
let blinkTimer = null;
function scheduleBlink(tree, now) {
  clearTimeout(blinkTimer);
  blinkTimer = null;
  if (!tree) return;
  let wait = Infinity;
  for (const [id, props] of tree) {
    if (props.blink && !props.hidden) wait = Math.min(wait, nextBlinkToggle(session.changedAt.get(id), now));
  }
  if (wait < Infinity) blinkTimer = setTimeout(invalidate, Math.max(16, wait + 1));
}

new ResizeObserver(() => relayout()).observe(stage);
keySink.addEventListener('focus', () => { keyboardState.hidden = false; });
keySink.addEventListener('blur', () => { keyboardState.hidden = true; });
window.addEventListener('resize', relayout); // also fires when the zoom (devicePixelRatio) changes

// ---- sessions -------------------------------------------------------------------------

function readParams() {
  const q = new URLSearchParams(location.search);
  const params = { ...SESSION_DEFAULTS };
  for (const key of SESSION_FIELDS) if (q.get(key)) params[key] = q.get(key);
  return params;
}

function writeParams(params) {
  const q = new URLSearchParams(location.search);
  for (const key of SESSION_FIELDS) {
    if (params[key]) q.set(key, params[key]); else q.delete(key);
  }
  history.replaceState(null, '', `${location.pathname}?${q}`);
}

async function startSession(params) {
  if (poll) poll.stop();
  if (session) session.destroy();
  showNotice('');
  setStatus('connecting', 'Starting session…');
  const next = new Session(params, { onChange: invalidate });
  session = next;
  writeParams(params);
  relayout();
  try {
    await next.create();
  } catch (error) {
    if (session === next) setStatus('error', `Could not start a session: ${error.message}`);
    return;
  }
  if (session !== next) return;
  poll = new LongPoll(next, {
    onStatus: onPollStatus,
    onNotice: showNotice,
    onSession: () => { writeParams(next.params); relayout(); },
  });
  poll.start();
  setStatus('connected', `Connected · ${describe(next)}`);
}

function sendInput(event) {
  if (!session || !session.id) return Promise.reject(new Error('no session'));
  return session.sendInput(event);
}

function inputError(error) {
  if (error && error.status === 404 && poll) poll.kick(); // session lost: re-create now
  if (error && error.status >= 400 && error.status < 500 && error.status !== 404) {
    setStatus('error', `Input rejected: ${error.message}`);
  }
}

function rotate() {
  const current = rootProps().orientation || session.params.orientation || ROTATION_CYCLE[0];
  const next = ROTATION_CYCLE[(ROTATION_CYCLE.indexOf(current) + 1) % ROTATION_CYCLE.length];
  session.params.orientation = next; // a re-created session keeps the orientation
  writeParams(session.params);
  sendInput({ type: EVENT.rotate, orientation: next }).catch(inputError);
}

// ---- boot -----------------------------------------------------------------------------

async function loadCatalogue() {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [d, s] = await Promise.all([requestJSON(ROUTES.devices), requestJSON(ROUTES.scenes)]);
      return { devices: d || [], scenes: s || [] };
    } catch (error) {
      const delay = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
      setStatus('reconnecting', `Cannot reach the simulator (${error.message}); retrying…`);
      await new Promise((r) => setTimeout(r, delay));
    }
  }
}

async function boot() {
  const catalogue = await loadCatalogue();
  devices = catalogue.devices;
  const params = readParams();
  const scene = catalogue.scenes.find((s) => s.id === params.scene);
  if (scene && scene.variants && scene.variants.length && !scene.variants.includes(params.variant)) {
    params.variant = scene.variants[0];
  }
  if (!LOCALES.includes(params.locale)) params.locale = SESSION_DEFAULTS.locale;
  const toolbar = new Toolbar({
    onChange: (values) => startSession({ ...session.params, ...values }),
    onRotate: rotate,
  });
  toolbar.fill(devices, catalogue.scenes, params);
  attachInput({ canvas, keyTarget: keySink, getLayout: () => layout, send: sendInput, onError: inputError });
  await startSession(params);
}

// For tests and scripts: live views of the session, and a point -> canvas pixel map.
window.formsim = {
  get sessionId() { return session ? session.id : null; },
  get version() { return session ? session.version : 0; },
  get params() { return session ? { ...session.params } : null; },
  get paintCount() { return paintCount; },
  get paintedVersion() { return paintedVersion; },
  get animating() { return !!session && isAnimating(session.animations, performance.now()); },
  get renderTree() { return session ? Object.fromEntries(session.tree) : null; },
  // A screen point -> backing-store pixel of the canvas.
  pointToCanvas(x, y) {
    if (!layout) return null;
    return {
      x: Math.floor(((layout.screen.x + x) * canvas.width) / layout.width),
      y: Math.floor(((layout.screen.y + y) * canvas.height) / layout.height),
    };
  },
  // A screen point -> page (client) coordinates, for synthetic mouse input.
  pointToClient(x, y) {
    if (!layout) return null;
    const r = canvas.getBoundingClientRect();
    return {
      x: r.left + ((layout.screen.x + x) * r.width) / layout.width,
      y: r.top + ((layout.screen.y + y) * r.height) / layout.height,
    };
  },
  send: (event) => sendInput(event),
};

boot();
