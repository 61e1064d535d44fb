"""Browser tests of the login, PIN, selectable list and caret lab scenes (BEHAVIOR.md
A2–A5), driven the way a person drives them: mouse clicks on the canvas and the real
keyboard, checked on the canvas (pixels) and in the semantic tree."""

from helpers import click_element, find, open_page, region_stats, tree_of, wait_for_paint, wait_for_tree


def node(server, session_id, element_id):
    return find(tree_of(server, session_id), element_id)


def wait_for_page_at(page, tree):
    """Waits until the page holds the version of a tree the server gave and has painted
    it: the server can be ahead of the page until an answer or a long poll arrives."""
    page.wait_for_function("v => window.formsim.version >= v", arg=tree["version"], timeout=5000)
    wait_for_paint(page)


def settle(page, server, session_id):
    """Waits for the client to paint the server's newest version with no animation running
    (an input panel slides for 0.25 s)."""
    wait_for_page_at(page, tree_of(server, session_id))


def is_blue(hex_colour):
    r, g, b = (int(hex_colour[i:i + 2], 16) for i in (1, 3, 5))
    return b > 200 and r < 60 and 90 < g < 160


def test_login_typing_moves_on_with_return_and_submits(page, server):
    session_id = open_page(page, server, "?scene=login&device=iphone-15")
    tree = tree_of(server, session_id)
    status = find(tree, "login-status")
    blank_status = region_stats(page, status["frame"])
    click_element(page, 0, find(tree, "email-container"), repaint=True)
    tree = wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "email-field")
    settle(page, server, session_id)
    # The keyboard is up: its panel is painted where the tree says.
    panel = find(tree_of(server, session_id), "input-panel")
    assert panel is not None
    px, py, pw, ph = panel["frame"]
    keyboard = region_stats(page, [px + 1, py + 2, 3, ph - 40])
    assert keyboard["dominant"].lower() != "#ffffff", keyboard

    page.keyboard.type("ann@example.com")
    wait_for_tree(server, session_id, lambda t: find(t, "email-field").get("value") == "ann@example.com")
    page.keyboard.press("Enter")
    wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "password-field")
    page.keyboard.type("secret")
    tree = wait_for_tree(server, session_id, lambda t: find(t, "password-field").get("value") == "••••••")
    assert "secure" in find(tree, "password-field")["states"]
    wait_for_paint(page)
    field = find(tree, "password-field")["frame"]
    drawn = region_stats(page, [field[0], field[1], 80, field[3]])
    assert drawn["distinct"] > 4, "no bullets drawn in the password field: %s" % drawn

    page.keyboard.press("Enter")
    tree = wait_for_tree(server, session_id, lambda t: "submitted" in find(t, "login-button")["states"])
    assert tree["firstResponder"] is None
    assert find(tree, "login-status")["value"] == "Submitted as ann@example.com"
    settle(page, server, session_id)
    assert find(tree_of(server, session_id), "input-panel") is None
    # The status line now has text on the canvas, and the keyboard's place is the white form.
    shown_status = region_stats(page, status["frame"])
    assert blank_status["distinct"] <= 2 and shown_status["distinct"] > 4, (blank_status, shown_status)
    below = region_stats(page, [px + 1, py + 2, 3, ph - 40])
    assert below["dominant"].lower() == "#ffffff", below
    assert page.problems == []


def test_pin_typed_digits_fill_the_boxes_and_complete(page, server):
    session_id = open_page(page, server, "?scene=pin&device=iphone-15")
    tree = tree_of(server, session_id)
    boxes = find(tree, "pin-field")["frame"]
    empty = region_stats(page, boxes)
    click_element(page, 0, find(tree, "pin-field"), repaint=True)
    wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "pin-field")
    tree = tree_of(server, session_id)
    assert find(tree, "key-5") is not None and find(tree, "key-a") is None  # the number pad
    page.keyboard.type("12a34")
    tree = wait_for_tree(server, session_id, lambda t: find(t, "pin-field").get("value") == "1234")
    assert find(tree, "pin-status")["value"] == "PIN 1234 entered"
    with page.expect_response(lambda r: r.url.endswith("/input")):
        page.keyboard.type("5")  # answered: the engine has had the key
    assert node(server, session_id, "pin-field")["value"] == "1234"
    settle(page, server, session_id)
    filled = region_stats(page, boxes)
    # Black digits now sit in the white boxes.
    assert empty["black"] == 0 and filled["black"] > 50, (empty, filled)
    page.keyboard.press("Backspace")
    wait_for_tree(server, session_id, lambda t: find(t, "pin-field").get("value") == "123")
    assert page.problems == []


def test_selection_click_selects_a_row_and_changes_its_pixels(page, server):
    session_id = open_page(page, server, "?scene=selection&device=iphone-15")
    row = node(server, session_id, "row-2")
    x, y, w, h = row["frame"]
    edge = [x, y + 8, 2, h - 16]  # the row's left edge, where the selection frame is drawn
    before = region_stats(page, edge)
    click_element(page, 0, row, repaint=True)
    tree = wait_for_tree(server, session_id, lambda t: "selected" in find(t, "row-2")["states"])
    assert find(tree, "delegate-log")["value"] == "didSelectRowAt 2"
    assert find(tree, "row-3")["states"] == []
    wait_for_paint(page)
    after = region_stats(page, edge)
    assert before["dominant"].lower() == "#ffffff", before
    assert is_blue(after["dominant"]), after
    checkmark = region_stats(page, [x + w - 40, y + 8, 30, h - 16])
    assert checkmark["distinct"] > 2, "no checkmark drawn: %s" % checkmark
    # Another row takes the selection over; row 2 turns white again.
    click_element(page, 0, node(server, session_id, "row-4"), repaint=True)
    wait_for_page_at(page, wait_for_tree(server, session_id, lambda t: find(t, "row-2")["states"] == []))
    assert region_stats(page, edge)["dominant"].lower() == "#ffffff"
    assert page.problems == []


def test_caret_click_back_moves_the_selection(page, server):
    session_id = open_page(page, server, "?scene=caret&device=iphone-15")
    click_element(page, 0, node(server, session_id, "caret-field"), repaint=True)
    tree = wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "caret-field")
    assert find(tree, "caret-field")["selection"] == [14, 14]
    status = find(tree, "caret-status")
    status_before = region_stats(page, status["frame"])
    click_element(page, 0, find(tree, "caret-back-button"), repaint=True)
    tree = wait_for_tree(server, session_id, lambda t: find(t, "caret-field").get("selection") == [13, 13])
    assert tree["firstResponder"] == "caret-field"
    assert find(tree, "caret-status")["value"] == "[13, 13] / 14"
    click_element(page, 0, find(tree, "select-all-button"), repaint=True)
    click_element(page, 0, node(server, session_id, "caret-back-button"), repaint=True)
    tree = wait_for_tree(server, session_id, lambda t: find(t, "caret-field").get("selection") == [0, 14])
    wait_for_paint(page)
    # Typing replaces the selection.
    page.keyboard.type("ok")
    wait_for_page_at(page, wait_for_tree(server, session_id, lambda t: find(t, "caret-field").get("value") == "ok"))
    assert region_stats(page, status["frame"]) != status_before
    assert page.problems == []


def test_a_held_key_cap_turns_grey_then_white_again_and_types_on_release(page, server):
    session_id = open_page(page, server, "?scene=login&device=iphone-15")
    click_element(page, 0, node(server, session_id, "email-container"), repaint=True)
    wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "email-field")
    settle(page, server, session_id)
    key = node(server, session_id, "key-a")
    x, y, w, h = key["frame"]
    cap = [x + 2, y + 2, w - 4, 8]  # the top of the cap, above the letter
    assert region_stats(page, cap)["dominant"].lower() == "#ffffff"
    point = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", [x + w / 2, y + h / 2])
    before = page.evaluate("window.formsim.version")
    page.mouse.move(point["x"], point["y"])
    page.mouse.down()
    page.wait_for_function("v => window.formsim.version > v", arg=before, timeout=5000)
    wait_for_paint(page)
    assert region_stats(page, cap)["dominant"].lower() == "#abb0ba"
    assert node(server, session_id, "email-field").get("value") in (None, "")
    page.mouse.up()
    wait_for_page_at(page, wait_for_tree(server, session_id, lambda t: find(t, "email-field").get("value") == "a"))
    assert region_stats(page, cap)["dominant"].lower() == "#ffffff"
    assert not page.problems, page.problems
