// One device of the workspace: its card (profile chooser, Rotate, remove; appearance,
// text size and language), canvas, session, long poll, semantic tree, accessibility
// mirror and the turn animation.
// The workspace owns the scale and decides what user actions mean for the others.

import { ROOT_ID, EVENT, ROUTES, CRASHED_STATE, IDIOM, SESSION_DEFAULTS, isLostStatus, settingsOnWire } from 'formsim/wire.js';
import { Session, requestJSON } from 'formsim/session.js';
import { LongPoll } from 'formsim/longpoll.js';
import { isAnimating, pruneAnimations, sampleAnimated } from 'formsim/render-tree.js';
import { draw, nextBlinkToggle } from 'formsim/draw.js';
import { deviceMetrics, drawDevice, BodyPixels } from 'formsim/device-frame.js';
import { attachInput } from 'formsim/input.js';
import { renderA11y } from 'formsim/a11y.js';
import { startTurn, orientationsOf, nextInCycle } from 'formsim/device-turn.js';
import { buildCard, setCardIndex } from 'formsim/device-card.js';
import { settingsDiff } from 'formsim/device-settings.js';

export { turnDegrees } from 'formsim/device-turn.js';

export const MARGIN = 24; // points around the device (room for its shadow)

// A device is an EventTarget. What it tells the workspace, each an event whose detail is
// given:
//   user {event, sent}   the person's input, sent (`sent` resolves with the answer)
//   altclick {point}     an Alt-click on the screen; a listener that takes it calls
//                        preventDefault() and nothing is sent to the device
//   tree                 a new semantic tree arrived
//   status               its connection state changed
//   notice {text}        something to tell the person (a session made again)
//   select, rotate, remove   its card asked for it
//   profile {id}         its card chose another device
//   settings {change}    its card changed appearance, text size or language
//   resize               it needs another size (a new device shape)
// What it asks of the workspace while painting is given to it instead: `catalogue`,
// `paintOverlays(view, ctx)` and `a11y(view)` (the accessibility mirror's handlers).
export class DeviceView extends EventTarget {
  constructor(params, { catalogue, paintOverlays, a11y }) {
    super();
    this.params = { ...params };
    this.catalogue = catalogue;
    this.paintOverlays = paintOverlays;
    this.a11y = a11y;
    this.session = null;
    this.poll = null;
    this.semantic = null; // the last semantic TREE fetched
    this.state = 'connecting';
    this.layout = null;
    this.scale = 1;
    this.paintCount = 0;
    this.paintedVersion = 0;
    this.paintLog = []; // [version, performance.now()] of the last 32 versions' first frames
    this.shownOrientation = null;
    this.turn = null;
    this.treeBusy = false;
    this.treeDirty = false;
    this.frameRequested = false;
    this.blinkTimer = null;
    this.build();
  }

  build() {
    Object.assign(this, buildCard(this.params, this.catalogue, {
      profile: (id) => this.tell('profile', { id }),
      rotate: () => this.tell('rotate'),
      remove: () => this.tell('remove'),
      retry: () => { if (this.poll) this.poll.kick(); },
      relaunch: () => { this.send({ type: EVENT.relaunch }).catch((e) => this.inputError(e)); },
      settings: (change) => this.tell('settings', { change }),
      select: () => this.tell('select'),
    }));
    this.ctx = this.canvas.getContext('2d');
    this.bodyPixels = new BodyPixels(); // the device's body, drawn again only when it changes
    this.detachInput = attachInput({
      canvas: this.canvas, keyTarget: this.keySink, getLayout: () => this.layout,
      send: (event) => this.sendUser(event), onError: (e) => this.inputError(e),
      onAltClick: (point) => !this.tell('altclick', { point }, { cancelable: true }),
    });
  }

  // Dispatches one of its events; false when a listener called preventDefault().
  tell(type, detail = null, { cancelable = false } = {}) {
    return this.dispatchEvent(new CustomEvent(type, { detail, cancelable }));
  }

  setIndex(index) {
    this.index = index;
    setCardIndex(this, index);
  }

  // Its profile (GET /api/devices), or undefined.
  profile() { return this.catalogue.devices.find((x) => x.id === this.params.device); }

  get name() { return this.profile() ? this.profile().name : this.params.device; }

  // ---- session ---------------------------------------------------------------------

  async start() {
    if (this.poll) this.poll.stop();
    if (this.session) this.session.destroy();
    // Only an iPad's app has a window other than the whole screen (BEHAVIOR.md F1).
    const isPad = (this.profile() || {}).idiom === IDIOM.pad;
    if (!isPad) this.params.window = SESSION_DEFAULTS.window;
    this.settings.showWindow(isPad);
    this.settings.set(this.params);
    const session = new Session(this.params, { onChange: () => this.changed() });
    this.session = session;
    this.semantic = null;
    this.setState('connecting');
    this.layer.setAttribute('aria-label', `${this.name} screen`);
    try {
      await session.create();
    } catch (error) {
      if (this.session === session) this.setState('error', error);
      return;
    }
    if (this.session !== session) return;
    // A setting changed while the session was being created follows as an event.
    const behind = session.info && session.info.tree && settingsDiff(session.info.tree, this.params);
    if (behind) this.sendSettings(behind).catch((e) => this.inputError(e));
    this.poll = new LongPoll(session, {
      onStatus: ({ state, error }) => this.setState(state, error),
      onNotice: (text) => this.tell('notice', { text }),
      onSession: () => this.changed(),
    });
    this.poll.start();
    this.setState('connected');
  }

  stop() {
    if (this.poll) this.poll.stop();
    if (this.session) this.session.destroy();
    this.detachInput();
    clearTimeout(this.blinkTimer);
    this.card.remove();
  }

  setState(state, error) {
    this.state = state;
    this.error = error || null;
    this.card.classList.toggle('is-unreachable', state === 'reconnecting');
    this.tell('status');
  }

  get ready() { return !!(this.session && this.session.id); }

  // Input from the user on this device: sent, then offered to the workspace (mirroring).
  sendUser(event) {
    const sent = this.send(event);
    this.tell('user', { event, sent });
    return sent;
  }

  send(event) {
    if (!this.ready) return Promise.reject(new Error('no session'));
    return this.session.sendInput(event);
  }

  inputError(error) {
    if (error && isLostStatus(error.status) && this.poll) this.poll.kick(); // lost: re-create now
    else if (error && error.status >= 400 && error.status < 500) this.setState('error', error);
  }

  // Appearance, text size, language or an iPad's window (SETTINGS) of this device only, changed as the
  // Settings app changes them: the live session takes a `settings` event (no restart; a
  // new language relaunches the app), and a session made again later (after a 404 or
  // 410) is created with them. Resolves with the answer, or null when nothing changed.
  changeSettings(change) {
    const diff = settingsDiff(this.params, change);
    if (!diff) return Promise.resolve(null);
    Object.assign(this.params, diff);
    if (this.session) Object.assign(this.session.params, diff);
    this.settings.set(this.params);
    return this.ready ? this.sendSettings(diff) : Promise.resolve(null);
  }

  // The semantic tree holds the settings: fetched again even when the screen did not
  // change (no ops, the same version: a text size nothing on screen follows yet).
  sendSettings(diff) {
    return this.send({ type: EVENT.settings, ...settingsOnWire(diff) }).then((answer) => { this.refreshTree(); return answer; });
  }

  rotateTo(orientation) {
    this.params.orientation = orientation; // a re-created session keeps it
    if (this.session) this.session.params.orientation = orientation;
    return this.send({ type: EVENT.rotate, orientation });
  }

  supports(orientation) { return orientationsOf(this.profile()).includes(orientation); }

  // The next orientation it supports, turning one way round.
  nextOrientation() {
    const cycle = orientationsOf(this.profile());
    return nextInCycle(cycle, this.rootProps().orientation || this.params.orientation || cycle[0]);
  }

  changed() {
    this.invalidate();
    this.refreshTree();
  }

  // The semantic tree, fetched after every change; one request at a time.
  async refreshTree() {
    if (this.treeBusy) { this.treeDirty = true; return; }
    const session = this.session;
    if (!session || !session.id) return;
    this.treeBusy = true;
    this.treeDirty = false;
    try {
      const tree = await requestJSON(ROUTES.tree(session.id));
      if (session === this.session) {
        this.semantic = tree;
        this.crashBar.hidden = !((tree.root && tree.root.states) || []).includes(CRASHED_STATE);
        renderA11y(this.layer, tree, this.cssScale(), this.a11yHandlers());
        this.tell('tree');
      }
    } catch { /* the long poll reports connection trouble */ }
    this.treeBusy = false;
    if (this.treeDirty) this.refreshTree();
  }

  a11yHandlers() {
    return this.a11y(this);
  }

  // ---- layout and painting ------------------------------------------------------------

  rootProps() {
    const root = this.session && this.session.tree.get(ROOT_ID);
    if (root) return root;
    const d = this.profile() || {};
    const landscape = String(this.params.orientation || '').startsWith('landscape');
    const [w, h] = [d.width || 393, d.height || 852];
    return { frame: [0, 0, landscape ? h : w, landscape ? w : h], idiom: d.idiom,
      cornerRadius: d.cornerRadius || 0, orientation: this.params.orientation };
  }

  // The natural width in CSS px of the card's header (its controls' row): a card is never
  // narrower.
  headWidth() {
    return this.head.scrollWidth + 8;
  }

  // The card's height around its device in CSS px (header, note), or 0 while
  // it is not laid out.
  chromeHeight() {
    const card = this.card.offsetHeight;
    return card ? card - this.area.offsetHeight : 0;
  }

  // The size in points this device needs (frame plus margin).
  size() {
    const m = deviceMetrics(this.rootProps());
    return { width: m.width + 2 * MARGIN, height: m.height + 2 * MARGIN };
  }

  cssScale() {
    return this.layout ? parseFloat(this.canvas.style.width) / this.layout.width : 1;
  }

  // Sizes the canvas for `scale` CSS pixels per point, sharp at the device pixel ratio.
  applyScale(scale) {
    const m = deviceMetrics(this.rootProps());
    const width = m.width + 2 * MARGIN;
    const height = m.height + 2 * MARGIN;
    const cssW = Math.round(width * scale);
    const cssH = Math.round(height * scale);
    const dpr = window.devicePixelRatio || 1;
    const pixW = Math.round(cssW * dpr);
    const pixH = Math.round(cssH * dpr);
    if (this.canvas.width !== pixW || this.canvas.height !== pixH) {
      this.canvas.width = pixW;
      this.canvas.height = pixH;
    }
    this.canvas.style.width = `${cssW}px`;
    this.canvas.style.height = `${cssH}px`;
    this.scale = scale;
    this.layout = { width, height, scale, metrics: m,
      screen: { x: MARGIN + m.screen.x, y: MARGIN + m.screen.y, w: m.screen.w, h: m.screen.h } };
    const k = cssW / width;
    Object.assign(this.layer.style, { left: `${this.layout.screen.x * k}px`, top: `${this.layout.screen.y * k}px`,
      width: `${m.screen.w * k}px`, height: `${m.screen.h * k}px` });
    if (this.semantic) renderA11y(this.layer, this.semantic, k, this.a11yHandlers());
    this.invalidate();
  }

  invalidate() {
    if (this.frameRequested) return;
    this.frameRequested = true;
    requestAnimationFrame(() => this.paint());
  }

  paint() {
    this.frameRequested = false;
    if (!this.layout) return;
    const now = performance.now();
    const root = this.rootProps();
    const wanted = deviceMetrics(root);
    const oldScale = this.scale;
    if (wanted.width !== this.layout.metrics.width || wanted.height !== this.layout.metrics.height) {
      this.tell('resize'); // the workspace re-scales every device, this one included
    }
    if (this.shownOrientation && root.orientation && root.orientation !== this.shownOrientation) {
      this.animateTurn(this.shownOrientation, root.orientation, oldScale / this.scale);
    }
    if (root.orientation) this.shownOrientation = root.orientation;
    const ctx = this.ctx;
    const L = this.layout;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.setTransform(this.canvas.width / L.width, 0, 0, this.canvas.height / L.height, 0, 0);
    const session = this.session;
    const tree = session ? sampleAnimated(session.tree, session.animations, now) : null;
    const m = deviceMetrics((tree && tree.get(ROOT_ID)) || root);
    ctx.translate(MARGIN + (L.metrics.width - m.width) / 2, MARGIN + (L.metrics.height - m.height) / 2);
    const changedAt = session ? session.changedAt : undefined;
    drawDevice(ctx, m, (c) => {
      if (tree) draw(c, tree, { now, changedAt });
      this.paintOverlays(this, c);
    }, this.bodyPixels);
    this.paintCount += 1;
    const version = session ? session.version : 0;
    if (version !== this.paintedVersion) { // the first frame of a version (benchmarks read these)
      this.paintLog.push([version, now]);
      if (this.paintLog.length > 32) this.paintLog.shift();
    }
    this.paintedVersion = version;
    if (session && session.animations.length) {
      session.animations = pruneAnimations(session.animations, now);
      if (isAnimating(session.animations, now)) this.invalidate();
    }
    this.scheduleBlink(tree, now);
  }

  // Paints this device, frame included, without overlays, at the current origin (export).
  paintInto(ctx) {
    const session = this.session;
    const tree = session ? session.tree : null;
    const m = deviceMetrics(this.rootProps());
    drawDevice(ctx, m, (c) => { if (tree) draw(c, tree, { now: 0, changedAt: new Map() }); });
    return m;
  }

  scheduleBlink(tree, now) {
    clearTimeout(this.blinkTimer);
    this.blinkTimer = null;
    if (!tree) return;
    let wait = Infinity;
    for (const [id, props] of tree) {
      if (props.blink && !props.hidden) wait = Math.min(wait, nextBlinkToggle(this.session.changedAt.get(id), now));
    }
    if (wait < Infinity) this.blinkTimer = setTimeout(() => this.invalidate(), Math.max(16, wait + 1));
  }

  // The device turns from its old orientation into the new one, starting at the size it
  // had (the shared scale may change with the new shape).
  animateTurn(from, to, size = 1) {
    const turn = startTurn(this.area, this.turn, from, to, size, (finished) => {
      if (this.turn === finished) this.turn = null;
      this.invalidate();
    });
    if (turn) this.turn = turn;
  }

  get animating() {
    return !!this.turn || (!!this.session && isAnimating(this.session.animations, performance.now()));
  }

  // A screen point -> backing-store pixel of the canvas.
  pointToCanvas(x, y) {
    const L = this.layout;
    if (!L) return null;
    return { x: Math.floor(((L.screen.x + x) * this.canvas.width) / L.width),
      y: Math.floor(((L.screen.y + y) * this.canvas.height) / L.height) };
  }

  // A screen point -> page (client) coordinates, for synthetic mouse input.
  pointToClient(x, y) {
    const L = this.layout;
    if (!L) return null;
    const r = this.canvas.getBoundingClientRect();
    return { x: r.left + ((L.screen.x + x) * r.width) / L.width, y: r.top + ((L.screen.y + y) * r.height) / L.height };
  }
}
