"""Browser tests of the FormSim client (Public/): it loads, paints the form where the
semantic tree says the cells are, forwards pointer input and survives a lost session."""

import base64
import hashlib
import re
import urllib.request

from helpers import fetch_json, open_page, region_stats, wait_for_paint, wait_until, walk


def cells(tree):
    return [n for n in walk(tree["root"]) if n.get("role") == "cell"]


def visible(frame, screen):
    x, y, w, h = frame
    return w > 4 and h > 4 and x >= 0 and y >= 0 and x + w <= screen["width"] and y + h <= screen["height"]


def test_the_policy_allows_the_page_s_import_map_by_its_hash_and_the_modules_load_through_it(page, server):
    """The modules import each other as formsim/NAME.js; the page's one inline script, its
    import map, maps that to js/ and runs because the policy names its hash."""
    with urllib.request.urlopen(server.url, timeout=10) as response:
        policy = response.headers["Content-Security-Policy"]
        html = response.read().decode()
    maps = re.findall(r'<script type="importmap">(.*?)</script>', html, re.S)
    assert len(maps) == 1, maps
    digest = base64.b64encode(hashlib.sha256(maps[0].encode()).digest()).decode()
    assert "script-src 'self' 'sha256-%s';" % digest in policy, policy
    open_page(page, server)
    loaded = page.evaluate("() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)"
                           ".filter((p) => p.startsWith('/js/'))")
    assert "/js/wire.js" in loaded and "/js/draw.js" in loaded, loaded
    assert page.problems == []


def test_page_paints_the_form(page, server):
    session_id = open_page(page, server)
    tree = fetch_json(server, "/api/sessions/%s/tree" % session_id)
    shown = [c for c in cells(tree) if visible(c["frame"], tree["screen"])]
    assert shown, "the contacts scene shows no cells"
    with_text = 0
    for cell in shown:
        stats = region_stats(page, cell["frame"])
        assert stats["transparent"] == 0, "cell %s not painted: %s" % (cell["id"], stats)
        assert stats["black"] < stats["n"] * 0.5, "cell %s is blank (black): %s" % (cell["id"], stats)
        if re.fullmatch(r"#[0-9a-fA-F]{6}", cell.get("background") or "") and "highlighted" not in cell.get("states", []):
            assert stats["dominant"].lower() == cell["background"].lower(), (cell["id"], stats)
        if stats["distinct"] > 8:  # anti-aliased text or symbols
            with_text += 1
    assert with_text >= len(shown) // 2, "most cells show no text"
    # the screen is painted in the page background's place: the device is there
    assert page.locator("#status").get_attribute("data-state") == "connected"
    assert page.problems == []


def test_click_on_a_cell_reaches_the_simulator(page, server):
    session_id = open_page(page, server)
    tree = fetch_json(server, "/api/sessions/%s/tree" % session_id)
    target = next(
        (c for c in cells(tree) if "birthday" in (c.get("id", "") + c.get("label", "")).lower()),
        None,
    ) or [c for c in cells(tree) if visible(c["frame"], tree["screen"])][0]
    x, y, w, h = target["frame"]
    before = page.evaluate("window.formsim.version")
    point = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", [x + w / 2, y + h / 2])
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function("v => window.formsim.version > v", arg=before, timeout=5000)
    after = fetch_json(server, "/api/sessions/%s/tree" % session_id)
    assert after["version"] > tree["version"]
    assert page.problems == []


def test_rotate_button_turns_the_device(page, server):
    session_id = open_page(page, server)
    size = page.evaluate("[document.getElementById('device-canvas').width, document.getElementById('device-canvas').height]")
    assert size[1] > size[0]
    page.click("#rotate-button")
    page.wait_for_function(
        "() => { const c = document.getElementById('device-canvas'); return c.width > c.height; }",
        timeout=5000,
    )
    tree = fetch_json(server, "/api/sessions/%s/tree" % session_id)
    assert tree["orientation"] == "landscapeLeft"
    assert "orientation=landscapeLeft" in page.url
    assert page.problems == []


def test_lost_session_is_replaced_with_a_notice(page, server):
    old_id = open_page(page, server, "?device=ipad-10")
    fetch_json(server, "/api/sessions/%s" % old_id, method="DELETE")
    # The held long poll may not notice at once; an input answered 404 makes the
    # client ask again right away.
    point = page.evaluate("window.formsim.pointToClient(100, 300)")
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function("id => window.formsim.sessionId && window.formsim.sessionId !== id", arg=old_id, timeout=10000)
    wait_for_paint(page)
    assert page.locator("#notice").is_visible()
    assert "restarted" in page.locator("#notice").inner_text()
    assert page.evaluate("window.formsim.params.device") == "ipad-10"
    # the deleted session's 404s are expected network errors, nothing else
    assert [p for p in page.problems if "404" not in p] == []


def test_typing_goes_to_the_focused_field(page, server):
    session_id = open_page(page, server)
    tree = fetch_json(server, "/api/sessions/%s/tree" % session_id)
    field = next(n for n in walk(tree["root"]) if n.get("role") == "textField" and visible(n["frame"], tree["screen"]))
    x, y, w, h = field["frame"]
    point = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", [x + w / 2, y + h / 2])
    page.mouse.click(point["x"], point["y"])
    assert wait_until(lambda: fetch_json(server, "/api/sessions/%s/tree" % session_id)["firstResponder"] == field["id"])
    assert page.locator("#keyboard-state").is_visible()
    page.keyboard.type("Anx")
    page.keyboard.press("Backspace")
    page.keyboard.type("n")
    page.keyboard.insert_text("日本")  # text without keys, as an IME commits it
    page.keyboard.press("Control+a")  # a browser shortcut: not sent

    def value():
        node = next(n for n in walk(fetch_json(server, "/api/sessions/%s/tree" % session_id)["root"]) if n["id"] == field["id"])
        return node.get("value")

    assert wait_until(lambda: value() == "Ann日本"), value()
    assert page.problems == []
