// The device frame's turn when its orientation changes: the card's area rotates from the
// old orientation into the new one (Web Animations), starting at the size it had; and
// the orientations a Rotate button turns a device through.

import { ORIENTATION, ROTATION_CYCLE } from 'formsim/wire.js';

// The orientations a device profile (GET /api/devices) turns to, in turning order.
export function orientationsOf(profile) {
  const supported = (profile && profile.supportedOrientations) || ROTATION_CYCLE;
  return ROTATION_CYCLE.filter((o) => supported.includes(o));
}

// The orientation after `current` in `cycle`, turning one way round.
export function nextInCycle(cycle, current) {
  return cycle[(cycle.indexOf(current) + 1) % cycle.length];
}

const TURN_MS = 450;
const TURN_DEGREES = { [ORIENTATION.portrait]: 0, [ORIENTATION.landscapeLeft]: 90,
  [ORIENTATION.portraitUpsideDown]: 180, [ORIENTATION.landscapeRight]: -90 };

// How far the device turns (degrees, clockwise) going from one orientation to another.
export function turnDegrees(from, to) {
  let d = (TURN_DEGREES[to] || 0) - (TURN_DEGREES[from] || 0);
  while (d > 180) d -= 360;
  while (d <= -180) d += 360;
  return d;
}

// Starts the turn of `element` (cancelling `previous`); `size` is the old scale over the
// new one. Returns the Animation, or null when there is nothing to turn; `onDone` runs
// when it finishes or is cancelled.
export function startTurn(element, previous, from, to, size, onDone) {
  const deg = turnDegrees(from, to);
  if (!deg || typeof element.animate !== 'function') return null;
  if (previous) previous.cancel();
  const k = Number.isFinite(size) && size > 0 ? size : 1;
  const turn = element.animate(
    [{ transform: `rotate(${-deg}deg) scale(${k})` }, { transform: 'rotate(0deg) scale(1)' }],
    { duration: TURN_MS, easing: 'ease-in-out' });
  turn.finished.then(() => onDone(turn), () => onDone(turn));
  return turn;
}
