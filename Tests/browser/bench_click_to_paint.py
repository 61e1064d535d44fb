#!/usr/bin/env python3
"""Click-to-paint in Chromium: from a click's pointerdown to the frame that shows its change.

    python3 Tests/browser/bench_click_to_paint.py --url http://127.0.0.1:8080/ [--clicks 100]
    python3 Tests/browser/bench_click_to_paint.py        # starts the server like the tests do

A benchmark: it prints figures and asserts nothing (docs/PERFORMANCE.md). The page records
each pointerdown's and pointerup's `event.timeStamp`; the client records, in the animation
frame that first paints each new render version, `performance.now()`
(`window.formsim.paintLog`). Both are on the page's Performance timeline; a click's figure
is the first frame after its pointerdown that paints a newer version.

Two clicks, 100 of each (after 5 to warm up), on iPhone 15:
- a key of the keyboard (login scene, e-mail field focused): the key cap is highlighted on
  touch down, so the change comes from the pointerdown's own answer;
- a row of the selection scene, two rows in turn: a table delays content touches
  (UIScrollView.delaysContentTouches, 150 ms), so a quick click's row changes when the
  pointerup arrives: pointerdown and pointerup go to the server one after the other (one
  input request in flight), and the figure holds both round trips.
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
window.__downAt = 0; window.__upAt = 0;
addEventListener('pointerdown', (e) => { window.__downAt = e.timeStamp; }, { capture: true });
addEventListener('pointerup', (e) => { window.__upAt = e.timeStamp; }, { capture: true });
"""

CENTRES = """ids => ids.map((id) => {
  const n = (%s)(window.formsim.semanticTree, id);
  return n && window.formsim.pointToClient(n.frame[0] + n.frame[2] / 2, n.frame[1] + n.frame[3] / 2);
})""" % FIND_JS

READ_CLICK = """before => {
  const paints = window.formsim.paintLog.filter(([v, at]) => v > before && at >= window.__downAt);
  return { down: window.__downAt, up: window.__upAt, first: paints.length ? paints[0][1] : null,
           inputs: performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/input')
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


def clicks_on(page, points, clicks):
    """Clicks the points in turn; returns (pointerdown → paint, pointerup → paint, POSTs)."""
    from_down, from_up, posts = [], [], []
    for i in range(clicks + 5):
        point = points[i % len(points)]
        before = page.evaluate("window.formsim.version")
        page.evaluate("performance.clearResourceTimings()")
        page.mouse.click(point["x"], point["y"])
        settle(page, before)
        click = page.evaluate(READ_CLICK, before)
        if i >= 5 and click["first"] is not None:
            from_down.append(click["first"] - click["down"])
            from_up.append(click["first"] - click["up"])
            posts.append(click["inputs"])
    return from_down, from_up, posts


def run(url, clicks):
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM)
        context = browser.new_context(viewport={"width": 1280, "height": 900}, device_scale_factor=2)
        page = context.new_page()
        page.add_init_script(RECORD_POINTER)

        page.goto(url + "?scene=login&device=iphone-15&orientation=portrait")
        wait_for_paint(page)
        frame = frame_interval(page)
        before = page.evaluate("window.formsim.version")
        page.evaluate("window.formsim.send({type: 'tap', target: 'email-field'})")
        settle(page, before)
        page.wait_for_function("window.formsim.semanticTree")
        keys = page.evaluate(CENTRES, ["key-a"])
        if None in keys:
            raise SystemExit("key-a not found in the semantic tree")
        key_down, _, _ = clicks_on(page, keys, clicks)

        page.goto(url + "?scene=selection&device=iphone-15&orientation=portrait")
        wait_for_paint(page)
        page.wait_for_function("window.formsim.semanticTree")
        rows = page.evaluate(CENTRES, ["row-2", "row-3"])
        if None in rows:
            raise SystemExit("row-2 and row-3 not found in the semantic tree")
        row_down, row_up, row_posts = clicks_on(page, rows, clicks)
        browser.close()

    print("# Browser: click-to-paint in Chromium (%s), iPhone 15" % url)
    print("- frame interval %.2f ms (requestAnimationFrame over 60 frames)" % frame)
    print("- keyboard key (highlighted on touch down), %d clicks: pointerdown → first frame showing it: %s"
          % (len(key_down), summary(key_down)))
    print("- table row (selected on touch up), %d clicks: pointerdown → first frame showing it: %s"
          % (len(row_down), summary(row_down)))
    print("  pointerup → that frame: %s; %.1f input POSTs per click" % (summary(row_up), statistics.mean(row_posts)))
    print("- target: p50 within one frame + 5 ms = %.2f ms" % (frame + 5))


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
