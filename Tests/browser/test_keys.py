"""Hardware keys from the browser's keyboard (BEHAVIOR.md B7.4, B7.5): Tab and
Shift-Tab move first responder between the login scene's fields, and the arrow keys
reach the device's caret."""

from helpers import click_element, find, open_page, tree_of, wait_for_tree


def test_tab_and_shift_tab_move_between_the_login_fields(page, server):
    session_id = open_page(page, server, "?scene=login&device=iphone-15")
    click_element(page, 0, find(tree_of(server, session_id), "email-container"), repaint=True)
    wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "email-field")

    page.keyboard.type("ann@example.com")
    wait_for_tree(server, session_id, lambda t: find(t, "email-field").get("value") == "ann@example.com")
    page.keyboard.press("Tab")
    tree = wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "password-field")
    assert find(tree, "email-field")["value"] == "ann@example.com"  # no tab character typed
    # The page kept the keyboard focus on the device.
    assert page.evaluate("document.activeElement.classList.contains('key-sink')")

    page.keyboard.press("Shift+Tab")
    wait_for_tree(server, session_id, lambda t: t["firstResponder"] == "email-field")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Shift+ArrowLeft")
    wait_for_tree(server, session_id, lambda t: find(t, "email-field").get("selection") == [13, 14])
    assert page.problems == []
