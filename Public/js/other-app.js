// The other app of an iPad's Split View, or the one under a Slide Over or Stage Manager
// window (BEHAVIOR.md F1): a plain placeholder the engine does not run. Drawn on the
// screen before the app's window, so the window (and the keyboard and status bar, which
// span the screen) go over it. Sizes in points.

const OTHER_APP_COLORS = Object.freeze({ fill: '#d1d1d6', text: '#8e8e93' });
const SPLIT_WINDOWS = new Set(['twoThirds', 'half', 'oneThird']);

// screen: {window: kind, windowFrame: [x, y, w, h]}; w, h: the screen's size.
export function paintOtherApp(ctx, screen, w, h, fontFamily) {
  const frame = screen.windowFrame;
  if (!screen.window || !Array.isArray(frame) || frame.length < 4) return;
  const [wx, , ww] = frame;
  // Split View: the other app beside the window, past the divider; otherwise under it.
  const x = SPLIT_WINDOWS.has(screen.window) ? Math.min(w, ww + 10) : 0;
  ctx.save();
  ctx.fillStyle = OTHER_APP_COLORS.fill;
  ctx.fillRect(x, 0, w - x, h);
  const label = 'Other app';
  ctx.fillStyle = OTHER_APP_COLORS.text;
  ctx.font = `600 17px ${fontFamily}`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  // Beside the window, or in the wider part a Slide Over (at the trailing edge) or Stage
  // Manager window (at the leading corner) leaves.
  const cx = SPLIT_WINDOWS.has(screen.window) ? (x + w) / 2 : (wx > w - (wx + ww) ? wx / 2 : (wx + ww + w) / 2);
  ctx.fillText(label, cx, h / 2);
  ctx.restore();
}
