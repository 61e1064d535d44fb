"""Today's iOS controls in the page, on a phone and a tablet side by side, on the shipped
account form: a text row's keyboard bar (BEHAVIOR.md E5.K1) and the large title (E6.L1)."""

from helpers import click_element, node, wait_all, wait_for_element


def test_the_keyboard_bar_moves_on_and_done_puts_the_keyboard_away_on_phone_and_tablet(page, server):
    page.goto(server.url + "?device=iphone-se,ipad-10&scene=account")
    wait_for_element(page, "name-field", on="every", devices=2)
    for index in (0, 1):
        click_element(page, index, "name-field")
        page.wait_for_function(
            "(i) => window.formsim.devices[i].semanticTree.firstResponder === 'name-field'", arg=index, timeout=5000)
        wait_all(page)  # the panel has slid in
        # The page mirrors the bar as a toolbar for assistive technology.
        assert page.locator('[role="toolbar"]').count() >= 1
        click_element(page, index, "keyboard-accessory-next")
        page.wait_for_function(
            "(i) => window.formsim.devices[i].semanticTree.firstResponder === 'email-field'", arg=index, timeout=5000)
        click_element(page, index, "keyboard-accessory-done")
        page.wait_for_function(
            "(i) => window.formsim.devices[i].semanticTree.firstResponder == null", arg=index, timeout=5000)
    wait_for_element(page, "keyboard-accessory", on="every", devices=2, present=False)
    assert page.problems == []


def test_the_large_title_shows_under_the_bar_on_phone_and_tablet(page, server):
    page.goto(server.url + "?device=iphone-se,ipad-10&scene=account")
    wait_for_element(page, "navigation-bar-large-title", on="every", devices=2)
    for index in (0, 1):
        bar = node(page, index, "navigation-bar")["frame"]
        title = node(page, index, "navigation-bar-large-title")["frame"]
        assert bar[3] >= 44 + 52
        assert title[1] >= bar[1] + 44 and title[1] + title[3] <= bar[1] + bar[3]
    assert page.problems == []
