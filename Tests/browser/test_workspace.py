"""Browser tests of the workspace: phone and tablet side by side, rotation,
mirrored interactions, the accessibility mirror, the inspector, the 44 pt overlay, the
PNG export and shareable URL, and the keyboard shortcuts with their help."""

import re

import pytest
import struct

from helpers import (CARDS_INSIDE_STAGE, click_element, device_stats, hold_until_long_press, next_frame, node, open_workspace,
                     saw_long_press, tree, wait_all, wait_for_element, wait_until, walk)

DEVICES = "window.formsim.devices"


def canvas_size(page, i):
    return page.evaluate("i => { const c = window.formsim.devices[i].canvas; return [c.width, c.height]; }", i)


# ---- 1. side by side ---------------------------------------------------------------


def test_phone_and_tablet_open_side_by_side_and_answer_the_birthday_tap_each_their_way(page, server):
    open_workspace(page, server)
    ids = page.evaluate(DEVICES + ".map(d => d.params.device)")
    assert ids == ["iphone-15", "ipad-10"]
    boxes = page.evaluate(DEVICES + ".map(d => { const r = d.canvas.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })")
    assert boxes[0][0] + boxes[0][2] <= boxes[1][0], "the phone is left of the tablet"
    # One shared scale: a point is as many CSS px on both; the iPad lies in landscape.
    per_point = page.evaluate(DEVICES + ".map(d => { const a = d.pointToClient(0, 0), b = d.pointToClient(100, 0); return (b.x - a.x) / 100; })")
    assert abs(per_point[0] - per_point[1]) < 0.002
    assert [tree(page, i)["orientation"] for i in (0, 1)] == ["portrait", "landscapeLeft"]
    assert boxes[0][2] < boxes[1][2], "the tablet is the wider"
    for i, box in enumerate(boxes):  # sharp: the backing store has devicePixelRatio pixels per CSS pixel
        assert canvas_size(page, i) == [round(box[2] * 2), round(box[3] * 2)]
    click_element(page, 0, "birthday")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.firstResponder === 'birthday-value')")
    wait_all(page)
    panel = node(page, 0, "input-panel")
    assert panel is not None and node(page, 0, "birthday-popover") is None
    x, y, w, h = panel["frame"]
    assert device_stats(page, 0, [x + 4, y + 8, 30, h - 50])["dominant"] == "#d1d3d9"
    popover = node(page, 1, "birthday-popover")
    assert popover is not None and node(page, 1, "input-panel") is None
    px, py, pw, ph = popover["frame"]
    assert device_stats(page, 1, [px + 2, py + 14, 8, ph - 40])["dominant"] == "#ffffff"
    assert page.problems == []


def test_devices_are_added_up_to_four_and_removed(page, server):
    open_workspace(page, server)
    page.select_option("#add-device-select", "iphone-se")
    page.select_option("#add-device-select", "ipad-mini-6")
    wait_all(page)
    assert page.evaluate(DEVICES + ".map(d => d.params.device)") == ["iphone-15", "ipad-10", "iphone-se", "ipad-mini-6"]
    assert page.locator("#add-device-select").is_disabled()
    assert "device=iphone-15,ipad-10,iphone-se,ipad-mini-6" in page.url
    page.locator(".device-card").nth(2).locator(".device-remove").click()
    wait_all(page)
    assert page.evaluate(DEVICES + ".map(d => d.params.device)") == ["iphone-15", "ipad-10", "ipad-mini-6"]
    assert not page.locator("#add-device-select").is_disabled()
    page.locator(".device-card").nth(1).locator(".device-profile").select_option("ipad-pro-12-9")
    wait_all(page)
    assert page.evaluate(DEVICES + "[1].params.device") == "ipad-pro-12-9"
    assert page.problems == []


def test_the_toolbar_locale_sets_every_device_to_the_new_locale_live(page, server):
    open_workspace(page, server)
    ids = page.evaluate(DEVICES + ".map(d => d.sessionId)")
    page.select_option("#locale-select", "ja_JP")
    page.wait_for_function("() => window.formsim.devices.every(d => d.params && d.params.locale === 'ja_JP')")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.locale === 'ja_JP')")
    wait_all(page)
    assert page.evaluate(DEVICES + ".map(d => d.sessionId)") == ids  # a settings event each, no new session
    assert "locale=ja_JP" in page.url
    assert page.problems == []


# ---- 1. rotation -------------------------------------------------------------------


def test_rotate_turns_one_device_with_an_animation_when_mirroring_is_off(page, server):
    open_workspace(page, server, "?device=iphone-15,ipad-10&orientation=portrait&mirror=off")
    page.locator(".device-card").nth(1).locator(".device-rotate").click()
    # The frame turns: a running transform animation on the device area.
    assert wait_until(lambda: page.evaluate(
        "() => document.querySelectorAll('.device-area')[1].getAnimations().length") == 1, timeout_s=2)
    page.wait_for_function("() => { const c = window.formsim.devices[1].canvas; return c.width > c.height; }")
    wait_all(page)
    assert tree(page, 1)["orientation"] == "landscapeLeft"
    assert tree(page, 0)["orientation"] == "portrait"
    assert "orientation=portrait,landscapeLeft" in page.url
    assert page.problems == []


# ---- 2. mirroring ------------------------------------------------------------------


def test_a_tap_and_typing_on_the_phone_are_replayed_on_the_tablet_by_element_id(page, server):
    open_workspace(page, server)
    assert page.locator("#mirror-toggle").get_attribute("aria-pressed") == "true"
    click_element(page, 0, "first-name-field")
    page.wait_for_function("() => { const t = window.formsim.devices[1].semanticTree; return !!t && t.firstResponder === 'first-name-field'; }")
    page.keyboard.type("Ann")
    wait_for_element(page, "first-name-field", "n.value === 'Ann'", on="every")
    assert page.locator("#mirror-report").inner_text().startswith("Mirrored")
    assert page.problems == []


def test_a_long_press_held_on_the_phone_is_replayed_as_a_long_press_on_the_tablet(page, server):
    open_workspace(page, server)
    x, y, w, h = node(page, 0, "birthday-value")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w - 30, y + h / 2])
    hold_until_long_press(page, 0, "birthday-value", point)
    assert wait_until(lambda: "longPress on “Birthday”: done on iPad (10th)" in page.locator("#mirror-report").inner_text())
    assert wait_until(lambda: saw_long_press(page, 1, "birthday-value"))
    assert page.problems == []


def test_a_rotation_is_mirrored_and_mirroring_can_be_turned_off(page, server):
    open_workspace(page, server)
    click_element(page, 0, "birthday")
    page.wait_for_function("() => { const t = window.formsim.devices[1].semanticTree; return !!t && !!t.firstResponder; }")
    wait_all(page)
    page.locator("#rotate-button").click()  # the toolbar's Rotate turns every device
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.orientation === 'landscapeLeft')")
    wait_all(page)
    assert node(page, 1, "birthday-popover") is not None
    page.keyboard.press("m")
    assert page.locator("#mirror-toggle").get_attribute("aria-pressed") == "false"
    assert "mirror=off" in page.url
    # A card's Rotate turns its own device only, on to the next orientation it supports.
    page.locator(".device-card").nth(0).locator(".device-rotate").click()
    page.wait_for_function("() => window.formsim.devices[0].semanticTree.orientation === 'landscapeRight'")
    wait_all(page)
    assert tree(page, 1)["orientation"] == "landscapeLeft"
    assert page.problems == []


def test_a_date_turned_on_the_phone_is_picked_on_the_tablet(page, server):
    open_workspace(page, server)
    click_element(page, 0, "birthday")
    page.wait_for_function("() => { const t = window.formsim.devices[1].semanticTree; return !!t && !!t.firstResponder; }")
    wait_all(page)
    page.locator("#device-canvas").click(position={"x": 5, "y": 5})  # select the phone, no touch
    column = page.locator('.device-card >> nth=0 >> [role="spinbutton"][data-id="birthday-picker-month"]')
    column.focus()
    page.keyboard.press("ArrowDown")
    wait_for_element(page, "birthday-picker", "n.value === '2000-02-01'", on="every")
    assert page.problems == []


# ---- 3. accessibility mirror -------------------------------------------------------


def test_the_tree_is_mirrored_as_accessible_elements_over_the_canvas(page, server):
    open_workspace(page, server)
    layer = page.locator(".device-card").nth(0).locator(".a11y-layer")
    assert layer.get_attribute("aria-label") == "iPhone 15 screen"
    assert layer.get_by_role("button", name="Birthday").count() == 1
    assert layer.get_by_role("textbox", name="First name").count() == 1
    assert layer.get_by_role("button", name="Done").count() == 1
    # Pointer input still reaches the canvas through the layer.
    assert page.evaluate("getComputedStyle(document.querySelector('.a11y-node')).pointerEvents") == "none"
    assert page.problems == []


def test_tab_and_enter_open_the_picker_and_arrows_turn_its_wheels(page, server):
    open_workspace(page, server, "?device=iphone-15")
    layer = page.locator(".a11y-layer")
    layer.get_by_role("textbox", name="First name").focus()
    for _ in range(30):  # Tab through the form to the Birthday cell
        if page.evaluate("document.activeElement.getAttribute('aria-label') || ''").startswith("Birthday"):
            break
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.id") == "birthday"
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.formsim.semanticTree && window.formsim.semanticTree.firstResponder === 'birthday-value'")
    wait_all(page)
    assert layer.get_by_role("dialog", name="Input panel").count() == 1
    month = layer.get_by_role("spinbutton", name="Month")
    assert month.get_attribute("aria-valuetext") == "January"
    month.focus()
    page.keyboard.press("ArrowDown")
    page.wait_for_function("() => document.querySelector('[data-id=\"birthday-picker-month\"]').getAttribute('aria-valuetext') === 'February'")
    textbox = layer.get_by_role("textbox", name="First name")
    textbox.focus()
    page.keyboard.type("Zoe")
    page.wait_for_function("() => (document.querySelector('.a11y-layer [data-id=\"first-name-field\"]') || {}).textContent === 'Zoe'")
    assert page.problems == []


# ---- 4. inspector ------------------------------------------------------------------


def test_the_inspector_shows_chain_hit_path_log_and_popover_candidates(page, server):
    open_workspace(page, server, "?device=ipad-10")
    page.keyboard.press("i")
    assert page.locator("#inspector").is_visible()
    assert page.locator("#inspector-toggle").get_attribute("aria-pressed") == "true"
    wait_all(page)
    click_element(page, 0, "birthday")
    page.wait_for_function("() => document.querySelectorAll('#inspector-popover tbody tr').length === 4")
    chain = page.locator("#inspector-responder li").all_inner_texts()
    assert chain[0].startswith("BirthdayLabel #birthday-value") and "Window" in chain[-2] and chain[-1].startswith("Application")
    assert page.locator("#inspector-hit li[data-outcome='hit']").count() == 1
    assert page.locator("#inspector-hit li[data-reason='hidden']").count() >= 1
    assert page.locator("#inspector-hit li[data-reason='outside']").count() >= 1
    log = page.locator("#inspector-events").inner_text()
    for kind in ("touchBegan", "touchEnded", "present", "becomeFirstResponder"):
        assert kind in log
    chosen = page.locator("#inspector-popover tr[data-chosen='true']").inner_text()
    assert chosen.startswith(node(page, 0, "birthday-popover")["arrow"])
    # The candidates are drawn over the canvas: the chosen one's green outline.
    frame = node(page, 0, "birthday-popover")["frame"]
    green = page.evaluate("""([x, y]) => { const d = window.formsim.devices[0];
        const p = d.pointToCanvas(x + 1, y + 40); const px = d.canvas.getContext('2d').getImageData(p.x, p.y, 1, 1).data;
        return [px[0], px[1], px[2]]; }""", frame)
    assert green[1] > 150 and green[0] < 120, green
    # After a rotation the placement is explained again.
    # The touch gave the device the keyboard; Esc there would close the popover (B7.7), so
    # the focus leaves the device another way.
    page.evaluate("() => document.activeElement.blur()")
    page.keyboard.press("r")
    page.wait_for_function("() => document.querySelector('#inspector-popover').textContent.includes('landscapeLeft')")
    # Hovering a view of the hierarchy highlights it on the canvas.
    label = page.locator("#inspector-hierarchy .view-label").first
    before = page.evaluate("window.formsim.paintCount")
    label.hover()
    page.wait_for_function("n => window.formsim.paintCount > n", arg=before)
    assert page.problems == []


# ---- 5. 44 pt overlay --------------------------------------------------------------


def test_the_overlay_outlines_touch_targets_under_44_points_in_red(page, server):
    open_workspace(page, server, "?device=iphone-15&scene=login")
    # The server names the small targets (TREE `smallTargets`); the page outlines them.
    t = tree(page, 0)
    small = [n for n in walk(t["root"]) if n["id"] in t["smallTargets"]]
    assert small, "the login form has a field under 44 pt"
    assert all(n["frame"][2] < 44 or n["frame"][3] < 44 for n in small)
    x, y, w, h = small[0]["frame"]
    assert device_stats(page, 0, [x - 1, y - 1, w + 2, h + 2])["red"] == 0
    page.keyboard.press("o")
    assert page.locator("#overlay-toggle").get_attribute("aria-pressed") == "true"
    assert wait_until(lambda: device_stats(page, 0, [x - 1, y - 1, w + 2, h + 2])["red"] > 20)
    assert page.problems == []


# ---- 6. export and URL -------------------------------------------------------------


def test_export_saves_one_png_of_all_devices_at_2x(page, server):
    open_workspace(page, server)
    with page.expect_download() as info:
        page.click("#export-button")
    download = info.value
    # Named after the scene and the devices, and said so.
    assert download.suggested_filename == "formsim-contacts-iphone-15-ipad-10.png"
    page.wait_for_function("() => document.getElementById('mirror-report').textContent.startsWith('Exported formsim-contacts-iphone-15-ipad-10.png')")
    data = open(download.path(), "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    # iPhone 15 (393 + bezels) and iPad (10th) in landscape (1180 + bezels) side by side,
    # as tall as the iPhone (852 + bezels), 2 pixels per point
    assert width >= 2 * (393 + 1180 + 28 + 44) and height >= 2 * (852 + 28)
    assert page.problems == []


def test_the_url_reopens_the_same_comparison(page, server):
    open_workspace(page, server, "?device=iphone-se,ipad-mini-6&orientation=landscapeLeft,portrait&scene=contacts&locale=ja_JP&mirror=off")
    assert page.evaluate(DEVICES + ".map(d => [d.params.device, d.semanticTree.orientation])") == [
        ["iphone-se", "landscapeLeft"], ["ipad-mini-6", "portrait"]]
    assert page.evaluate(DEVICES + "[0].params.locale") == "ja_JP"
    assert page.locator("#mirror-toggle").get_attribute("aria-pressed") == "false"
    url = page.url
    page.goto(url)
    wait_all(page)
    assert page.url == url
    assert page.problems == []


# ---- 7. shortcuts, help and layout -------------------------------------------------


def test_shortcuts_are_listed_in_the_help_popover_and_the_layout_fits_1280_by_720(page, server):
    page.set_viewport_size({"width": 1280, "height": 720})
    open_workspace(page, server)
    page.keyboard.press("?")
    help_text = page.locator("#help-popover").inner_text()
    assert page.locator("#help-popover").is_visible()
    for key, words in (("R", "Rotate"), ("M", "Mirror"), ("I", "Show or hide the inspector")):
        assert re.search(r"%s\s+%s" % (key, words), help_text), help_text
    page.keyboard.press("Escape")
    assert not page.locator("#help-popover").is_visible()
    page.keyboard.press("i")
    page.wait_for_function("() => !document.getElementById('inspector').hidden")
    wait_all(page)
    boxes = page.evaluate("""() => [...document.querySelectorAll('.device-card, .toolbar, .statusbar, #inspector')]
        .map(e => { const r = e.getBoundingClientRect(); return [e.className || e.id, r.left, r.top, r.right, r.bottom]; })""")
    for name, left, top, right, bottom in boxes:
        assert left >= 0 and top >= 0 and right <= 1280 and bottom <= 720, (name, left, top, right, bottom)
    cards = [b for b in boxes if "device-card" in b[0]]
    assert cards[0][3] <= cards[1][1] or cards[0][3] <= cards[1][3]
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    assert page.problems == []


def test_keys_typed_right_after_a_click_arrive_after_it_on_every_device(page, server):
    """One queue per device for every input event, kept by mirroring."""
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=login")
    x, y, w, h = node(page, 0, "email-field")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w / 2, y + h / 2])
    page.mouse.click(point["x"], point["y"])
    page.keyboard.type("hello")  # at once, before the click's answer is back
    wait_for_element(page, "email-field", "n.value === 'hello'", on="every", timeout=10000)
    assert page.problems == []


def test_a_phone_card_rotates_through_its_three_orientations_and_a_pad_through_four(page, server):
    """A card's Rotate cycles through every orientation its device supports."""
    open_workspace(page, server, "?device=iphone-15,ipad-10&orientation=portrait&mirror=off")
    seen = {0: [], 1: []}
    for i, turns in ((0, 3), (1, 4)):
        for _ in range(turns):
            before = tree(page, i)["orientation"]
            page.locator(".device-card").nth(i).locator(".device-rotate").click()
            page.wait_for_function("([i, o]) => window.formsim.devices[i].semanticTree.orientation !== o", arg=[i, before])
            wait_all(page)
            seen[i].append(tree(page, i)["orientation"])
    assert seen[0] == ["landscapeLeft", "landscapeRight", "portrait"]
    assert seen[1] == ["landscapeLeft", "portraitUpsideDown", "landscapeRight", "portrait"]
    assert page.problems == []


def test_a_link_with_unknown_devices_scene_and_locale_says_what_it_ignored(page, server):
    """No silent fallbacks."""
    open_workspace(page, server, "?device=iphone-99,ipad-10&scene=nope&locale=xx_YY")
    notice = page.locator("#notice-text").text_content()
    assert "device “iphone-99”" in notice and "scene “nope”" in notice and "locale “xx_YY”" in notice
    assert page.locator("#notice").is_visible()
    assert [d["device"] for d in page.evaluate("window.formsim.devices.map(d => d.params)")] == ["ipad-10"]
    assert page.problems == []


def test_the_device_with_the_keyboard_has_a_focus_ring_and_is_named(page, server):
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=login")
    x, y, w, h = node(page, 1, "email-field")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[1].pointToClient(x, y)", [x + w / 2, y + h / 2])
    page.mouse.click(point["x"], point["y"])
    page.wait_for_function("() => document.activeElement && document.activeElement.classList.contains('key-sink')")
    assert "iPad (10th)" in page.locator("#keyboard-state").text_content()
    outline = page.evaluate("() => getComputedStyle(document.activeElement.closest('.device-card')).outlineStyle")
    assert outline == "solid"
    other = page.evaluate("() => getComputedStyle(document.querySelectorAll('.device-card')[0]).outlineStyle")
    assert other != "solid"
    assert page.problems == []


def test_a_server_gone_dims_the_devices_and_a_restart_reconnects_at_once(page):
    """The page does not pretend while the server is down."""
    from urllib.parse import urlparse
    from conftest import start_server, stop_server
    first = start_server()
    port = urlparse(first.url).port
    second = None
    try:
        page.goto(first.url + "?device=iphone-15,ipad-10")
        wait_all(page)
        stop_server(first.process)
        page.wait_for_function("() => document.querySelectorAll('.device-card.is-unreachable').length === 2", timeout=20000)
        assert page.locator(".device-unreachable").first.is_visible()
        assert "unreachable" in page.locator(".device-unreachable").first.text_content()
        second = start_server(port=port)
        # Retry reconnects at once; on a slow machine the poll's own backoff may have
        # reconnected while the server started, and the button is gone: either way it is up.
        page.evaluate("() => { const retry = document.querySelector('.device-card.is-unreachable .device-retry'); if (retry) retry.click(); }")
        page.wait_for_function("() => document.querySelectorAll('.device-card.is-unreachable').length === 0", timeout=15000)
        page.wait_for_function("() => document.getElementById('status').textContent.startsWith('Connected')", timeout=15000)
        assert "new session" in page.locator("#notice-text").text_content()
    finally:
        stop_server(first.process)
        if second:
            stop_server(second.process)


def test_zoom_100_shows_one_point_per_css_pixel_keeps_it_in_the_url_and_scrolls(page, server):
    """A zoom control; devices that do not fit scroll instead of shrinking."""
    open_workspace(page, server, "?device=iphone-15,ipad-10")
    fit = page.evaluate("() => window.formsim.devices[1].canvas.getBoundingClientRect().width")
    page.select_option("#zoom-select", "1")
    page.wait_for_function("() => location.search.includes('zoom=1')")
    wait_all(page)
    # The iPad's frame is its 820-point screen plus its bezel, at one CSS pixel a point.
    width = page.evaluate("() => window.formsim.devices[1].canvas.getBoundingClientRect().width")
    assert width > 820 and width > fit
    overflow = page.evaluate("() => { const s = document.getElementById('stage'); return [s.scrollWidth > s.clientWidth || s.scrollHeight > s.clientHeight, getComputedStyle(s).overflow]; }")
    assert overflow[0] and overflow[1] == "auto"
    page.reload()
    wait_all(page)
    assert page.input_value("#zoom-select") == "1"
    assert page.problems == []


def test_the_overlay_says_what_it_found_and_a_disabled_variant_menu_says_why(page, server):
    """No silent states."""
    open_workspace(page, server, "?device=iphone-15&scene=login")
    assert page.locator("#variant-select").is_disabled()
    assert "one way" in page.get_attribute("#variant-select", "title")
    page.click("#overlay-toggle")
    page.wait_for_function("() => document.getElementById('mirror-report').textContent.includes('44')")
    # The two login fields are 34 pt tall inside their 44 pt containers (A2.3): counted.
    assert page.locator("#mirror-report").text_content() == "Targets under 44 × 44 pt, outlined — iPhone 15: 2."
    assert page.problems == []


def test_variants_are_named_and_say_what_they_show(page, server):
    """The variant menu lists names, not ids, and says what each shows."""
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=contacts")
    names = page.eval_on_selector_all("#variant-select option", "os => os.map(o => o.textContent)")
    assert names == ["Label (the reference)", "Text field", "Text field, clear tint", "Text view, not editable"]
    titles = page.eval_on_selector_all("#variant-select option", "os => os.map(o => o.title)")
    assert all(len(t) > 20 for t in titles)
    assert page.get_attribute("#variant-select", "title").startswith("Label (the reference): ")
    page.select_option("#variant-select", "textView")
    wait_all(page)
    page.wait_for_function("() => document.getElementById('mirror-report').textContent.startsWith('Variant Text view')")
    assert "selectable" in page.get_attribute("#variant-select", "title")
    # The URL keeps the id, so links stay valid.
    assert "variant=textView" in page.url
    assert page.problems == []


def test_the_mouse_wheel_over_a_device_scrolls_its_form(page, server):
    """A wheel over the screen scrolls the form under it, on that device only;
    the page itself does not move."""
    open_workspace(page, server, "?device=iphone-se,iphone-15&scene=contacts&orientation=landscapeLeft,landscapeLeft")
    before = [node(page, i, "notes")["frame"][1] for i in (0, 1)]
    point = page.evaluate("() => window.formsim.devices[0].pointToClient(300, 200)")
    page.mouse.move(point["x"], point["y"])
    for _ in range(4):
        page.mouse.wheel(0, 60)
    wait_for_element(page, "notes", "n.frame[1] < arg - 100", arg=before[0])
    wait_all(page)
    assert node(page, 0, "notes")["frame"][1] < before[0] - 100
    assert node(page, 1, "notes")["frame"][1] == before[1]
    assert page.evaluate("() => [window.scrollX, window.scrollY]") == [0, 0]
    assert page.problems == []


@pytest.mark.parametrize("width,height", [(1280, 720), (1920, 1080), (1024, 768), (800, 900)])
def test_four_devices_fit_whole_at_every_window_size_wrapping_when_that_reads_better(page, server, width, height):
    """Fit counts the card headers, nothing is cut off, and the devices go
    onto more rows when that shows them bigger (a tall window)."""
    page.set_viewport_size({"width": width, "height": height})
    open_workspace(page, server, "?device=iphone-se,iphone-15,ipad-mini-6,ipad-10&orientation=portrait,portrait,portrait,landscapeLeft&scene=contacts")
    assert all(page.evaluate(CARDS_INSIDE_STAGE))
    rows = int(page.get_attribute("#devices", "data-rows"))
    widths = page.evaluate("() => window.formsim.devices.map(d => d.scale)")
    if (width, height) == (800, 900):
        assert rows >= 2
    if (width, height) == (1920, 1080):
        # Four cards' rows of eight or nine controls are nearly as wide as the window
        # together: one row or two, whichever shows the devices bigger, never more.
        assert rows <= 2
    # One scale for all: a phone and a tablet compare at their real sizes.
    assert len(set(round(w, 6) for w in widths)) == 1
    assert page.problems == []


def test_the_inspector_never_covers_a_device(page, server):
    """With the inspector open at 1024 px the devices shrink beside it."""
    page.set_viewport_size({"width": 1024, "height": 768})
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=contacts")
    page.click("#inspector-toggle")
    wait_all(page)
    next_frame(page)  # the stage's relayout beside the inspector is done
    assert all(page.evaluate(CARDS_INSIDE_STAGE))
    inspector = page.evaluate("() => { const i = document.querySelector('.inspector:not([hidden])'); return i ? i.getBoundingClientRect().left : null; }")
    right = page.evaluate("() => Math.max(...[...document.querySelectorAll('.device-card')].map(c => c.getBoundingClientRect().right))")
    if inspector is not None:
        assert right <= inspector + 1
    assert page.problems == []


def test_copy_link_copies_the_comparison_url(page, server):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url.rstrip("/"))
    open_workspace(page, server, "?device=iphone-15,ipad-10&orientation=portrait,landscapeLeft&scene=contacts")
    page.locator("#copy-link-button").click()
    page.wait_for_function("() => document.getElementById('mirror-report').textContent.startsWith('Link copied')")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.url
    assert "orientation=portrait,landscapeLeft" in copied and "scene=contacts" in copied
    assert page.problems == []


def test_closing_the_tab_lets_its_devices_sessions_go(browser, server):
    """A closed page deletes its sessions at once: an address may hold only so many."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=login")
    page.wait_for_function("() => window.formsim && window.formsim.devices.length === 2"
                           " && window.formsim.devices.every(d => d.sessionId)", timeout=10000)
    ids = page.evaluate("() => window.formsim.devices.map(d => d.sessionId)")
    other = context.new_page()
    status = lambda i: other.request.get(server.url.rstrip("/") + "/api/sessions/%s/tree" % i).status
    assert [status(i) for i in ids] == [200, 200]
    page.close(run_before_unload=True)
    other.wait_for_timeout(500)
    assert [status(i) for i in ids] == [404, 404]
    context.close()
