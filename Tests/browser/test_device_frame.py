"""The device's body is drawn once and kept as pixels (device-frame.js `BodyPixels`): a
frame drawn from them is the frame drawn from scratch, pixel for pixel, and they are drawn
again when the device turns or changes size on the page."""

from helpers import wait_for_paint

DRAW = """async ({ orientations, scales }) => {
  const { deviceMetrics, drawDevice, BodyPixels } = await import('/js/device-frame.js');
  const kept = new BodyPixels();
  const screen = (ctx) => { ctx.fillStyle = '#3478f6'; ctx.fillRect(10, 10, 120, 40); };
  const frame = (orientation, scale, pixels) => {
    const root = { frame: orientation === 'portrait' ? [0, 0, 393, 852] : [0, 0, 852, 393], cornerRadius: 55,
      idiom: 'phone', cutout: 'island', orientation };
    const m = deviceMetrics(root);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round((m.width + 48) * scale);
    canvas.height = Math.round((m.height + 48) * scale);
    const ctx = canvas.getContext('2d');
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    ctx.translate(24, 24);
    drawDevice(ctx, m, screen, pixels);
    return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
  };
  const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);
  const results = [];
  for (const orientation of orientations) {
    for (const scale of scales) {
      const redrawnBefore = kept.key;
      const fromKept = frame(orientation, scale, kept);
      const keyAfterFirst = kept.key;
      const again = frame(orientation, scale, kept);
      results.push({ orientation, scale, redrawn: redrawnBefore !== keyAfterFirst, keptAgain: kept.key === keyAfterFirst,
        sameAsScratch: same(fromKept, frame(orientation, scale, null)), sameAgain: same(fromKept, again),
        painted: fromKept.some((v, i) => i % 4 === 3 && v > 0) });
    }
  }
  return results;
}"""


def test_a_frame_drawn_from_the_kept_body_is_the_frame_drawn_from_scratch(page, server):
    page.goto(server.url)
    wait_for_paint(page)
    results = page.evaluate(DRAW, {"orientations": ["portrait", "landscapeLeft"], "scales": [1.5, 2]})
    assert len(results) == 4
    for r in results:
        assert r["painted"], r
        assert r["sameAsScratch"], r
        assert r["sameAgain"], r
        assert r["keptAgain"], r
        # Each new orientation or size draws the body again; the same one reuses it.
        assert r["redrawn"], r
