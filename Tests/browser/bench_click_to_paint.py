#!/usr/bin/env python3
"""Click-to-paint in Chromium: from a click's pointerdown to the frame that shows its change.

    python3 Tests/browser/bench_click_to_paint.py --url http://127.0.0.1:8080/ [--clicks 100]
    python3 Tests/browser/bench_click_to_paint.py        # starts the server like the tests do

A benchmark: it prints figures and asserts nothing (docs/PERFORMANCE.md). The page records
each pointerdown's and pointerup's `event.timeStamp`; the client records, in the animation
frame that first paints each new render version, `performance.now()`
(`window.formsim.paintLog`). Both are on the page's Performance timeline; a click's figure
is the first frame after its pointerdown that paints a newer version.

Four targets, 100 clicks each (after 5 to warm up), on iPhone 15:
- a key of the keyboard (login scene, e-mail field focused): the key cap is highlighted on
  touch down, so the change comes from the pointerdown's own answer;
- a row of the selection scene, two rows in turn: a table delays content touches
  (UIScrollView.delaysContentTouches, 150 ms), so a quick click's row changes when the
  pointerup arrives: pointerdown and pointerup go to the server one after the other (one
  input request in flight), and the figure holds both round trips;
- the switch of the account's notifications form (UISwitch turns on touch up);
- a row of the shipping form's country picker, the rows just below and above the
  selection in turn (the wheel turns one row on touch up).
"""

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from conftest import CHROMIUM, start_server, stop_server  # noqa: E402
from helpers import FIND_JS, wait_for_paint  # noqa: E402

RECORD_POINTER = """
window.__downAt = 0; window.__upAt = 0; window.__upVersion = 0;
addEventListener('pointerdown', (e) => { window.__downAt = e.timeStamp; }, { capture: true });
addEventListener('pointerup', (e) => {
  window.__upAt = e.timeStamp;
  window.__upVersion = window.formsim ? window.formsim.version : 0;
}, { capture: true });
"""

CENTRES = """ids => ids.map((id) => {
  const n = (%s)(window.formsim.semanticTree, id);
  return n && window.formsim.pointToClient(n.frame[0] + n.frame[2] / 2, n.frame[1] + n.frame[3] / 2);
})""" % FIND_JS

READ_CLICK = """before => {
  const paints = window.formsim.paintLog.filter(([v, at]) => v > before && at >= window.__downAt);
  const afterUp = window.formsim.paintLog.filter(([v, at]) => v > window.__upVersion && at >= window.__upAt);
  return { down: window.__downAt, up: window.__upAt, first: paints.length ? paints[0][1] : null,
           firstAfterUp: afterUp.length ? afterUp[0][1] : null,
           inputs: performance.getEntriesByType('resource').filter((e) => e.name.includes('/input')
             && e.startTime >= window.__downAt).length };
}"""


def settle(page, before, quiet_s=0.2):
    """Wait until the click's versions are painted and no newer one follows for quiet_s."""
    page.wait_for_function(
        "v => window.formsim.version > v && window.formsim.paintedVersion === window.formsim.version",
        arg=before, timeout=5000)
    while True:
        version = page.evaluate("window.formsim.version")
        time.sleep(quiet_s)  # a quiet time is what is asked for: no newer version within it
        if page.evaluate("window.formsim.version") == version:
            wait_for_paint(page)
            return


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))]


def summary(values):
    return "p50 %.2f ms  p95 %.2f ms  mean %.2f ms  max %.2f ms" % (
        percentile(values, 50), percentile(values, 95), statistics.mean(values), max(values))


def frame_interval(page):
    return page.evaluate("""() => new Promise((done) => {
      const times = [];
      const step = (t) => { times.push(t); if (times.length < 61) requestAnimationFrame(step);
        else done((times[60] - times[0]) / 60); };
      requestAnimationFrame(step);
    })""")


def clicks_on(page, points, clicks, hold_ms=0):
    """Clicks the points in turn; returns (pointerdown → paint, pointerup → paint, POSTs).

    With hold_ms the button is held that long, as a finger's tap is (Playwright's own click
    lets go at once), and the pointerup figure is to the first frame after the pointerup
    that paints a version newer than the one held at the pointerup."""
    from_down, from_up, posts = [], [], []
    for i in range(clicks + 5):
        point = points[i % len(points)]
        before = page.evaluate("window.formsim.version")
        page.evaluate("performance.clearResourceTimings()")
        if hold_ms:
            page.mouse.move(point["x"], point["y"])
            page.mouse.down()
            time.sleep(hold_ms / 1000)  # a finger's tap: the hold is what is measured around
            page.mouse.up()
        else:
            page.mouse.click(point["x"], point["y"])
        settle(page, before)
        click = page.evaluate(READ_CLICK, before)
        first_after_up = click["firstAfterUp"] if hold_ms else click["first"]
        if i >= 5 and click["first"] is not None and first_after_up is not None:
            from_down.append(click["first"] - click["down"])
            from_up.append(first_after_up - click["up"])
            posts.append(click["inputs"])
    return from_down, from_up, posts


# How long a finger's quick tap holds (a touch-up target's change can only follow it).
HOLD_MS = 80

PICKER_ROWS = """() => {
  const n = (%s)(window.formsim.semanticTree, 'country-picker');
  if (!n) return null;
  const [x, y, w, h] = n.frame;
  // The rows just below and just above the selection: each click spins the wheel one row.
  return [window.formsim.pointToClient(x + w / 2, y + h / 2 + 36), window.formsim.pointToClient(x + w / 2, y + h / 2 - 36)];
}""" % FIND_JS


def open_scene(page, url, scene, tap=None):
    page.goto(url + "?scene=%s&device=iphone-15&orientation=portrait" % scene)
    wait_for_paint(page)
    page.wait_for_function("() => !!window.formsim.semanticTree")
    if tap:
        before = page.evaluate("window.formsim.version")
        page.evaluate("target => window.formsim.send({type: 'tap', target})", tap)
        settle(page, before)
        page.wait_for_function("() => !!window.formsim.semanticTree")


def centres(page, ids):
    points = page.evaluate(CENTRES, ids)
    if None in points:
        raise SystemExit("%s not all found in the semantic tree" % ", ".join(ids))
    return points


def run(url, clicks):
    from playwright.sync_api import sync_playwright

    results, held = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=2)
        page = context.new_page()
        page.add_init_script(RECORD_POINTER)

        open_scene(page, url, "login", tap="email-field")
        frame = frame_interval(page)
        down, up, _ = clicks_on(page, centres(page, ["key-a"]), clicks)
        results.append(("keyboard key (highlighted on touch down)", down, None))

        open_scene(page, url, "selection")
        rows = centres(page, ["row-2", "row-3"])
        down, up, posts = clicks_on(page, rows, clicks)
        results.append(("table row (selected on touch up)", down, (up, posts)))
        held.append(("table row", clicks_on(page, rows, clicks, HOLD_MS)[1]))

        open_scene(page, url, "account-notifications")
        switch = centres(page, ["notify-offers-switch"])
        down, up, posts = clicks_on(page, switch, clicks)
        results.append(("switch (turned on touch up)", down, (up, posts)))
        held.append(("switch", clicks_on(page, switch, clicks, HOLD_MS)[1]))

        open_scene(page, url, "shipping", tap="country")
        wheel = page.evaluate(PICKER_ROWS)
        if not wheel or None in wheel:
            raise SystemExit("country-picker not found in the semantic tree")
        down, up, posts = clicks_on(page, wheel, clicks)
        results.append(("picker row (the wheel turns to it on touch up)", down, (up, posts)))
        held.append(("picker row", clicks_on(page, wheel, clicks, HOLD_MS)[1]))
        browser.close()

    print("# Browser: click-to-paint in Chromium (%s), iPhone 15" % url)
    print("- frame interval %.2f ms (requestAnimationFrame over 60 frames)" % frame)
    for name, down, on_up in results:
        print("- %s, %d clicks: pointerdown → first frame showing it: %s" % (name, len(down), summary(down)))
        if on_up:
            up, posts = on_up
            print("  pointerup → that frame: %s; %.1f input POSTs per click" % (summary(up), statistics.mean(posts)))
    for name, up in held:
        print("- %s, the button held %d ms as a finger's tap is, %d clicks: pointerup → first frame showing it: %s"
              % (name, HOLD_MS, len(up), summary(up)))
    print("- target: p50 within one frame + 5 ms = %.2f ms; within one frame, %.2f ms" % (frame + 5, frame))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--url", help="a running server (default: start one like the tests do)")
    parser.add_argument("--clicks", type=int, default=100)
    args = parser.parse_args()
    if args.url:
        run(args.url.rstrip("/") + "/", args.clicks)
        return
    server = start_server()
    try:
        run(server.url, args.clicks)
    finally:
        stop_server(server.process)


if __name__ == "__main__":
    main()
