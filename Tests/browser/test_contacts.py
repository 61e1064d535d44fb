"""Browser tests of the Contacts birthday form (BEHAVIOR.md A1) driven by real clicks on
the canvas: the grey picker panel on iPhone, the white popover on iPad, the popover after
a rotation, and a long press held in real time."""

import json
import urllib.request

from helpers import click_element, find, open_page, region_stats, tree_of, wait_for_element, wait_for_paint


def test_clicking_birthday_on_the_phone_raises_the_grey_picker_panel(page, server):
    session_id = open_page(page, server, "?device=iphone-15")
    click_element(page, 0, find(tree_of(server, session_id), "birthday"), repaint=True)
    tree = tree_of(server, session_id)
    assert tree["firstResponder"] == "birthday-value"
    panel = find(tree, "input-panel")
    assert panel is not None and panel["frame"][3] == 216 + 34
    x, y, w, h = panel["frame"]
    # A strip at the panel's left edge, clear of the wheels' text.
    stats = region_stats(page, [x + 4, y + 8, 30, h - 50])
    assert stats["dominant"].lower() == "#d1d3d9", stats
    assert page.problems == []


def test_clicking_birthday_on_the_pad_shows_a_white_popover_pointing_at_the_label(page, server):
    session_id = open_page(page, server, "?device=ipad-10")
    click_element(page, 0, find(tree_of(server, session_id), "birthday"), repaint=True)
    tree = tree_of(server, session_id)
    popover = find(tree, "birthday-popover")
    assert popover is not None and popover["background"] == "#FFFFFF"
    assert find(tree, "input-panel") is None
    px, py, pw, ph = popover["frame"]
    label = find(tree, "birthday-value")["frame"]
    assert popover["arrow"] == "down" and abs(py + ph - label[1]) < 0.5
    # The body's left margin is white; the arrow's tip area just above the label too.
    body = region_stats(page, [px + 2, py + 14, 8, ph - 40])
    assert body["dominant"].lower() == "#ffffff", body
    tip_x = label[0] + label[2] / 2
    arrow = region_stats(page, [tip_x - 3, py + ph - 9, 6, 5])
    assert arrow["dominant"].lower() == "#ffffff", arrow
    assert page.problems == []


def test_rotating_the_pad_with_the_popover_up_shows_it_again_beside_the_label(page, server):
    session_id = open_page(page, server, "?device=ipad-10&orientation=portrait")
    click_element(page, 0, find(tree_of(server, session_id), "birthday"), repaint=True)
    page.click("#rotate-button")
    page.wait_for_function(
        "() => { const c = document.getElementById('device-canvas'); return c.width > c.height; }", timeout=5000
    )
    wait_for_paint(page)
    tree = tree_of(server, session_id)
    assert tree["orientation"] == "landscapeLeft"
    popover = find(tree, "birthday-popover")
    assert popover is not None
    px, py, pw, ph = popover["frame"]
    assert px >= 10 and py >= 34 and px + pw <= tree["screen"]["width"] - 10 and py + ph <= tree["screen"]["height"] - 30
    label = find(tree, "birthday-value")["frame"]
    assert popover["arrow"] in ("down", "up", "left", "right")
    if popover["arrow"] == "down":
        assert abs(py + ph - label[1]) < 0.5
    body = region_stats(page, [px + 2, py + 14, 8, ph - 40])
    assert body["dominant"].lower() == "#ffffff", body
    assert page.problems == []


def test_holding_the_label_shows_the_edit_menu_on_the_phone(page, server):
    session_id = open_page(page, server, "?device=iphone-15")
    request = urllib.request.Request(
        server.url + "api/sessions/%s/input" % session_id,
        data=json.dumps({"events": [{"type": "tap", "target": "birthday"},
                                    {"type": "pick", "target": "birthday-picker", "date": "1990-01-15"}]}).encode(),
        headers={"Content-Type": "application/json"}, method="POST")
    urllib.request.urlopen(request, timeout=10).read()
    wait_for_paint(page)
    label = find(tree_of(server, session_id), "birthday-value")
    x, y, w, h = label["frame"]
    point = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", [x + w - 30, y + h / 2])
    page.mouse.move(point["x"], point["y"])
    page.mouse.down()
    # Held until the server's timer, on the real clock, has recognised the long press.
    wait_for_element(page, "edit-menu", timeout=5000)
    page.mouse.up()
    page.wait_for_function("() => !window.formsim.animating", timeout=5000)
    menu = find(tree_of(server, session_id), "edit-menu")
    assert menu is not None, "no edit menu after holding the label"
    assert [c["id"] for c in menu["children"]] == ["menu-cut", "menu-copy", "menu-paste"]
    assert page.problems == []
