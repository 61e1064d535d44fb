// Browser input -> simulator events. Pointer events on the canvas become pointer
// events in screen points; keys and text typed while the device has the keyboard focus
// (a hidden textarea, focused by touching the device) become hardware keyboard events.

import { EVENT, PHASE, KEY, DEVICE_KEYS, DEVICE_COMMAND_KEYS, KEY_MODIFIERS } from 'formsim/wire.js';

// Canvas client coordinates -> screen points. layout: {width, height} of the canvas in
// points (device, bezel and margin) and screen: {x, y, w, h} in the same points.
// The canvas' CSS box (getBoundingClientRect) is scale × points, and its backing store
// is that × devicePixelRatio; going through the CSS box ratio undoes both.
export function clientToScreen(clientX, clientY, rect, layout) {
  if (!rect.width || !rect.height) return null;
  const px = ((clientX - rect.left) / rect.width) * layout.width;
  const py = ((clientY - rect.top) / rect.height) * layout.height;
  return { x: px - layout.screen.x, y: py - layout.screen.y };
}

export function insideScreen(p, layout) {
  return p && p.x >= 0 && p.y >= 0 && p.x <= layout.screen.w && p.y <= layout.screen.h;
}

const round = (v) => Math.round(v * 100) / 100;

// Attach pointer and key handlers. send(event) -> Promise (the session's input queue).
// getLayout() -> layout.
// Returns a function that detaches them.
// onAltClick(point), when given, takes an Alt-click instead of the device (recording an
// expectation): nothing is sent.
export function attachInput({ canvas, keyTarget, getLayout, send, onError = () => {}, onAltClick = null }) {
  // Every event goes to `send`, the session's one input queue (session.js), which keeps
  // their order and folds waiting moves and wheel steps.
  let activePointer = null;
  const enqueue = (event) => { send(event).catch(onError); };

  // The mouse wheel or a trackpad over the screen scrolls what is under it,
  // as in Simulator; over the bezel or margin the page scrolls as usual.
  const onWheel = (e) => {
    const layout = getLayout();
    if (!layout || activePointer !== null) return;
    const rect = canvas.getBoundingClientRect();
    const p = clientToScreen(e.clientX, e.clientY, rect, layout);
    if (!insideScreen(p, layout) || !e.deltaY) return;
    e.preventDefault();
    // Lines and pages as points; pixels as the points they cover at this zoom.
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? layout.screen.h : layout.height / rect.height;
    enqueue({ type: EVENT.scroll, x: round(p.x), y: round(p.y), dy: round(e.deltaY * unit) });
  };

  const pointerEvent = (phase, e, clamp) => {
    const layout = getLayout();
    if (!layout) return null;
    let p = clientToScreen(e.clientX, e.clientY, canvas.getBoundingClientRect(), layout);
    if (!p) return null;
    if (!insideScreen(p, layout)) {
      if (!clamp) return null;
      p = { x: Math.min(Math.max(p.x, 0), layout.screen.w), y: Math.min(Math.max(p.y, 0), layout.screen.h) };
    }
    return { type: EVENT.pointer, phase, x: round(p.x), y: round(p.y), t: round(performance.now()) };
  };

  const onDown = (e) => {
    if (e.button !== 0 || activePointer !== null) return;
    const event = pointerEvent(PHASE.down, e, false);
    if (!event) return; // outside the screen
    e.preventDefault();
    if (e.altKey && onAltClick && onAltClick({ x: event.x, y: event.y })) return;
    activePointer = e.pointerId;
    enqueue(event); // first: the request is on its way before focus and capture run
    try { canvas.setPointerCapture(e.pointerId); } catch { /* not capturable */ }
    if (keyTarget) keyTarget.focus({ preventScroll: true });
  };

  const onMove = (e) => {
    if (e.pointerId !== activePointer) return;
    const event = pointerEvent(PHASE.move, e, true);
    if (event) enqueue(event);
  };

  const onEnd = (phase) => (e) => {
    if (e.pointerId !== activePointer) return;
    activePointer = null;
    const event = pointerEvent(phase, e, true);
    if (event) enqueue(event);
  };
  const onUp = onEnd(PHASE.up);
  const onCancel = onEnd(PHASE.cancel);

  // Keys: keyTarget is a hidden textarea. Printable keys are sent from keydown (and
  // kept out of the textarea); text that arrives without a key of its own (IME
  // commits, paste, dictation) is sent from input / compositionend.
  const sendText = (text) => {
    if (text) enqueue({ type: EVENT.text, text });
  };

  // A key event with the modifiers held (B7.3–B7.6): {type: key, key, shift, alt, meta, ctrl}.
  const keyEvent = (e) => {
    const event = { type: EVENT.key, key: e.key };
    for (const [field, property] of Object.entries(KEY_MODIFIERS)) event[field] = Boolean(e[property]);
    return event;
  };

  const onKey = (e) => {
    if (e.isComposing || e.keyCode === 229) return; // IME
    if (e.key === KEY.escape) {
      // Escape is the device's first (B7.7: it closes a popover, a calendar, a menu, the
      // edit menu, goes back): sent. Where it changed nothing there (an answer of no ops),
      // it is the way out of the device for keyboard users.
      e.preventDefault();
      const sink = e.currentTarget;
      send(keyEvent(e)).then((answer) => {
        if (answer && Array.isArray(answer.ops) && answer.ops.length === 0) sink.blur();
      }, onError);
      return;
    }
    let event = null;
    if (DEVICE_KEYS.includes(e.key) || (e.metaKey && DEVICE_COMMAND_KEYS.includes(e.key))) {
      // Tab, the arrows and ⌘[ go to the device too: the device has the keyboard.
      event = keyEvent(e);
    } else if (e.ctrlKey || e.metaKey) {
      return; // a browser shortcut with a character: not sent
    } else if (Array.from(e.key).length === 1) {
      event = { type: EVENT.text, text: e.key };
    }
    if (!event) return;
    e.preventDefault();
    enqueue(event);
  };

  const onTextInput = (e) => {
    if (e.isComposing) return;
    const sink = e.currentTarget;
    const text = sink.value;
    sink.value = '';
    sendText(text);
  };

  const onCompositionEnd = (e) => {
    const sink = e.currentTarget;
    const text = sink.value || e.data || '';
    sink.value = '';
    sendText(text);
  };

  const onContextMenu = (e) => e.preventDefault();

  canvas.addEventListener('pointerdown', onDown);
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerup', onUp);
  canvas.addEventListener('pointercancel', onCancel);
  canvas.addEventListener('contextmenu', onContextMenu);
  canvas.addEventListener('wheel', onWheel, { passive: false });
  if (keyTarget) {
    keyTarget.addEventListener('keydown', onKey);
    keyTarget.addEventListener('input', onTextInput);
    keyTarget.addEventListener('compositionend', onCompositionEnd);
  }

  return () => {
    canvas.removeEventListener('pointerdown', onDown);
    canvas.removeEventListener('pointermove', onMove);
    canvas.removeEventListener('pointerup', onUp);
    canvas.removeEventListener('pointercancel', onCancel);
    canvas.removeEventListener('contextmenu', onContextMenu);
    canvas.removeEventListener('wheel', onWheel);
    if (keyTarget) {
      keyTarget.removeEventListener('keydown', onKey);
      keyTarget.removeEventListener('input', onTextInput);
      keyTarget.removeEventListener('compositionend', onCompositionEnd);
    }
  };
}
