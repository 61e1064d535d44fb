"""What the browser tests share, written once: the semantic tree walked (in Python and in
the page), an element clicked, a page opened and painted, waiting for a condition rather
than for a time, pixels read off a device's canvas, and the server's own commands."""

import base64
import json
import os
import subprocess
import urllib.request

from conftest import REPO, wait_until

SERVER_BIN = os.environ.get("FORMSIM_SERVER_BIN", os.path.join(REPO, ".build", "debug", "SimulatorServer"))

# ---- the semantic tree ----------------------------------------------------------------


def walk(node):
    """A semantic node and every node below it."""
    yield node
    for child in node.get("children") or []:
        yield from walk(child)


def find(tree, element_id):
    """The node of a semantic tree with this id, or None."""
    return next((n for n in walk(tree["root"]) if n.get("id") == element_id), None)


# The same walk in the page: (tree, id) => the node with that id, or null.
FIND_JS = ("(t, id) => { if (!t) return null; const stack = [t.root]; while (stack.length) {"
           " const n = stack.pop(); if (n.id === id) return n; stack.push(...(n.children || [])); } return null; }")


def tree(page, i=0):
    """Device i's semantic tree as the page holds it."""
    return page.evaluate("i => window.formsim.devices[i].semanticTree", i)


def node(page, i, element_id):
    """The node with this id in device i's semantic tree in the page, or None."""
    return page.evaluate(f"([i, id]) => ({FIND_JS})(window.formsim.devices[i].semanticTree, id)", [i, element_id])


def fetch_json(server, path, method="GET"):
    request = urllib.request.Request(server.url.rstrip("/") + path, method=method)
    with urllib.request.urlopen(request, timeout=10) as response:
        body = response.read()
        return json.loads(body) if body else None


def post_yaml(server, path, text):
    """POSTs YAML to the API: (status, the answer's body), an error's too."""
    request = urllib.request.Request(
        server.url.rstrip("/") + path, data=text.encode(), method="POST", headers={"Content-Type": "application/yaml"})
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, answer.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def tree_of(server, session_id):
    """A session's semantic tree as the server has it now."""
    return fetch_json(server, "/api/sessions/%s/tree" % session_id)


def server_tree(page, i):
    """Device i's semantic tree as the server has it now (not the page's copy)."""
    return page.evaluate("i => fetch('/api/sessions/' + window.formsim.devices[i].sessionId + '/tree').then(r => r.json())", i)


# ---- waiting for a condition ----------------------------------------------------------


def wait_for_paint(page, timeout_ms=10000):
    """Wait until the client holds a render tree and has painted that version."""
    page.wait_for_function(
        "() => window.formsim && window.formsim.sessionId && window.formsim.version > 0"
        " && window.formsim.paintedVersion === window.formsim.version && !window.formsim.animating",
        timeout=timeout_ms,
    )


def wait_all(page, timeout_ms=10000):
    """Every device has a session, has painted its version, has its semantic tree, and
    nothing is animating."""
    page.wait_for_function(
        """() => window.formsim && window.formsim.devices.length > 0 && window.formsim.devices.every(d =>
            d.sessionId && d.version > 0 && d.paintedVersion === d.version && !d.animating
            && d.semanticTree && d.semanticTree.version === d.version)""",
        timeout=timeout_ms,
    )


def wait_for_element(page, element_id, check="true", on=0, arg=None, present=True, devices=None, timeout=None):
    """Waits until the page's semantic tree of device `on` (of every device, `on="every"`)
    holds `element_id` and `check` is true of it (a JavaScript expression of the node `n`
    and of `arg`), or, with `present=False`, holds a tree without it. `devices`: how many
    devices the page must have first."""
    page.wait_for_function(
        f"""([on, id, present, devices, arg]) => {{
            const find = {FIND_JS};
            const all = window.formsim ? window.formsim.devices : [];
            if (devices !== null && all.length !== devices) return false;
            const holds = (d) => {{
                const t = d && d.semanticTree, n = find(t, id);
                return n ? present && !!({check}) : !present && !!t;
            }};
            return on === 'every' ? all.length > 0 && all.every(holds) : holds(all[on]);
        }}""",
        arg=[on, element_id, present, devices, arg], timeout=timeout)


def wait_for_tree(server, session_id, predicate, timeout_s=5.0):
    """Waits until predicate(tree) holds of the server's tree; returns the last tree seen."""
    seen = []

    def check():
        seen[:] = [tree_of(server, session_id)]
        return predicate(seen[0])

    assert wait_until(check, timeout_s=timeout_s), "the tree never got there: %s" % summary(seen[0])
    return seen[0]


def summary(tree):
    """A tree in a line for a failure: its first responder and its marked elements."""
    marked = {n["id"]: (n.get("value"), n.get("states"), n.get("selection")) for n in walk(tree["root"])
              if n.get("states") or n.get("selection")}
    return {"firstResponder": tree["firstResponder"], "marked": marked}


def next_frame(page, frames=2):
    """Waits for the page to draw `frames` animation frames: what a frame would change
    (a relayout, a repaint) has then been done."""
    page.evaluate("n => new Promise((done) => { const step = (k) => k ? requestAnimationFrame(() => step(k - 1)) : done(); step(n); })",
                  frames)


# ---- opening and clicking -------------------------------------------------------------


def open_page(page, server, query=""):
    """The page at `query`, painted; its first device's session id."""
    page.goto(server.url + query)
    wait_for_paint(page)
    return page.evaluate("window.formsim.sessionId")


def upload_form(page, text, content_type="application/yaml"):
    """POST /api/forms of `text` as the open page's own client (its X-FormSim-Client
    token), as Open form… does: the page's scene menu lists only its own uploads. Returns
    the status."""
    return page.evaluate(
        """([body, type]) => fetch('/api/forms', {method: 'POST', body,
            headers: {'Content-Type': type, 'X-FormSim-Client': localStorage.getItem('formsim.client')}}).then(r => r.status)""",
        [text, content_type])


def open_workspace(page, server, query=""):
    page.goto(server.url + query)
    wait_all(page)


def click_element(page, i, element, dx=0.5, dy=0.5, repaint=False):
    """A mouse click on device i at (dx, dy) of an element's frame (`element`: its id, or
    its node); with `repaint`, waits until the page has painted the version it made."""
    found = node(page, i, element) if isinstance(element, str) else element
    x, y, w, h = found["frame"]
    point = page.evaluate("([i, x, y]) => window.formsim.devices[i].pointToClient(x, y)", [i, x + w * dx, y + h * dy])
    before = page.evaluate("i => window.formsim.devices[i].version", i)
    page.mouse.click(point["x"], point["y"])
    if repaint:
        page.wait_for_function("([i, v]) => window.formsim.devices[i].version > v", arg=[i, before], timeout=5000)
        wait_for_paint(page)


def saw_long_press(page, i, element_id):
    """Whether device i's engine has recognised a long press on `element_id` (its inspector log)."""
    log = page.evaluate("i => fetch('/api/sessions/' + window.formsim.devices[i].sessionId + '/inspect').then(r => r.json())", i)
    return any(e["kind"] == "gesture" and e["subject"] == element_id
               and e.get("detail") == "LongPressGestureRecognizer began" for e in log["events"])


def hold_until_long_press(page, i, element_id, point):
    """Presses the mouse at `point` and holds it until device i's engine, on its real-clock
    timer, has recognised a long press on `element_id`; then lets go."""
    page.mouse.move(point["x"], point["y"])
    page.mouse.down()
    assert wait_until(lambda: saw_long_press(page, i, element_id)), "no long press recognised"
    page.mouse.up()


def wheel(page, dy):
    """One step of the mouse wheel where the pointer is, once the engine has answered it."""
    with page.expect_response(lambda r: r.url.endswith("/input")):
        page.mouse.wheel(0, dy)


def card(page, i):
    return page.locator(".device-card").nth(i)


# Whether each device card lies inside the stage.
CARDS_INSIDE_STAGE = """() => {
    const stage = document.getElementById('stage').getBoundingClientRect();
    return [...document.querySelectorAll('.device-card')].map(c => {
        const r = c.getBoundingClientRect();
        return r.left >= stage.left - 1 && r.right <= stage.right + 1 && r.top >= stage.top - 1 && r.bottom <= stage.bottom + 1;
    });
}"""

# ---- pixels ---------------------------------------------------------------------------


def device_stats(page, i, frame):
    """Colours of device i's canvas pixels inside a frame in screen points: how many, how
    many red, the dominant colour, how many transparent or black, how many distinct."""
    return page.evaluate(
        """([i, [x, y, w, h]]) => {
            const d = window.formsim.devices[i];
            const a = d.pointToCanvas(x, y), b = d.pointToCanvas(x + w, y + h);
            const pw = Math.max(1, b.x - a.x - 2), ph = Math.max(1, b.y - a.y - 2);
            const data = d.canvas.getContext('2d').getImageData(a.x + 1, a.y + 1, pw, ph).data;
            const colours = new Map();
            let red = 0, transparent = 0, black = 0;
            for (let k = 0; k < data.length; k += 4) {
                if (data[k] > 200 && data[k + 1] < 90 && data[k + 2] < 90) red++;
                if (data[k + 3] < 255) transparent++;
                if (data[k] < 8 && data[k + 1] < 8 && data[k + 2] < 8) black++;
                const key = (data[k] << 16) | (data[k + 1] << 8) | data[k + 2];
                colours.set(key, (colours.get(key) || 0) + 1);
            }
            const [dominant] = [...colours.entries()].sort((p, q) => q[1] - p[1])[0];
            return {n: data.length / 4, red, transparent, black, distinct: colours.size,
                    dominant: '#' + dominant.toString(16).padStart(6, '0')};
        }""",
        [i, frame],
    )


def region_stats(page, frame):
    """device_stats of the first device."""
    return device_stats(page, 0, frame)


# ---- the server's commands and the reports they write ----------------------------------


def run_flows(*args, cwd=REPO, ci=None):
    """`SimulatorServer run-flows`; `ci` True or False sets or clears `CI` for it (a
    missing snapshot baseline is written only outside CI), None leaves it as it is."""
    env = None
    if ci is not None:
        env = {k: v for k, v in os.environ.items() if k != "CI"}
        if ci:
            env["CI"] = "true"
    return subprocess.run([SERVER_BIN, "run-flows", *args], cwd=cwd, capture_output=True, text=True, env=env)


def report_modules(page):
    """The modules a report's import map holds: each file name in Public/js and the bytes
    its data: URL carries."""
    imports = json.loads(page.locator("script[type=importmap]").text_content())["imports"]
    assert all(name.startswith("formsim/") for name in imports), imports
    return {name[len("formsim/"):]: base64.b64decode(url.split(",", 1)[1]) for name, url in imports.items()}


def assert_runs_the_page_modules(page):
    """A report opened from disk drew with the page's own modules, byte for byte, and
    nothing went wrong on the way."""
    modules = report_modules(page)
    assert {"report.js", "draw.js", "wire.js"} <= set(modules), sorted(modules)
    for name, text in modules.items():
        if name == "render-defaults.js":
            # The server writes this one (Wire's RenderDefaults); it is no file.
            assert b"export const DEFAULTS" in text, text
            continue
        with open(os.path.join(REPO, "Public", "js", name), "rb") as file:
            assert text == file.read(), name
    assert page.evaluate("document.body.dataset.painted") == "true"
    assert page.problems == []


def open_offline(browser, report, width, height=900):
    """A report file opened from disk with the network off, once its pictures are
    painted; the requests it tried to make (none: it is one file) and what it logged as
    errors are listed."""
    context = browser.new_context(viewport={"width": width, "height": height}, offline=True)
    page = context.new_page()
    requests = []
    page.problems = []
    page.on("request", lambda r: requests.append(r.url) if not r.url.startswith(("file:", "data:", "blob:")) else None)
    page.on("console", lambda m: page.problems.append("console %s: %s" % (m.type, m.text)) if m.type == "error" else None)
    page.on("pageerror", lambda e: page.problems.append("pageerror: %s" % e))
    page.goto(report.as_uri())
    page.wait_for_function("() => document.body.dataset.painted === 'true'", timeout=20000)
    return context, page, requests


def leave_device(page):
    """Esc on a device: it goes to the device first (B7.7); with nothing there to close,
    the page then takes the keyboard focus out of the device. Waits until it has."""
    page.keyboard.press("Escape")
    page.wait_for_function(
        "() => !(document.activeElement && document.activeElement.closest && document.activeElement.closest('.device-area'))")
