"""Browser tests of the device card's hardware keyboard toggle (BEHAVIOR.md B11.7): it
sends a `settings` event to that card's session only, is kept in the URL per device, and
a card opened with it on shows no software keyboard."""

from helpers import card, click_element, node, open_workspace, wait_all, wait_until

SESSION_IDS = "window.formsim.devices.map(d => d.sessionId)"


def first_responder(page, i):
    return page.evaluate("i => (window.formsim.devices[i].semanticTree || {}).firstResponder", i)


def test_the_toggle_connects_a_hardware_keyboard_to_that_card_only(page, server):
    open_workspace(page, server, "?device=iphone-15,iphone-15&mirror=off")
    ids = page.evaluate(SESSION_IDS)
    toggle = card(page, 1).get_by_role("checkbox", name="Hardware keyboard")
    assert not toggle.is_checked()
    toggle.check()
    assert wait_until(lambda: "hardwareKeyboard=off,on" in page.url)
    wait_all(page)
    for i in (0, 1):
        click_element(page, i, "first-name-field")
        assert wait_until(lambda: first_responder(page, i) == "first-name-field")
        wait_all(page)
    assert node(page, 0, "keyboard") is not None
    assert node(page, 1, "keyboard") is None
    assert page.evaluate(SESSION_IDS) == ids  # a settings event, no restart
    assert page.problems == []


def test_an_ipad_opened_with_the_url_setting_shows_the_floating_shortcut_bar(page, server):
    open_workspace(page, server, "?device=ipad-10&orientation=landscapeLeft&hardwareKeyboard=on")
    assert card(page, 0).get_by_role("checkbox", name="Hardware keyboard").is_checked()
    click_element(page, 0, "first-name-field")
    assert wait_until(lambda: first_responder(page, 0) == "first-name-field")
    wait_all(page)
    assert node(page, 0, "keyboard") is None
    assert node(page, 0, "shortcut-paste") is not None
    assert page.problems == []
