"""Browser tests of the device card's Increase Contrast toggle (BEHAVIOR.md B10.C1): iOS's
system colours draw their default values (systemBlue #007AFF), and with the setting on,
their high-contrast ones (#0040DD); the toggle sends a `settings` event to that card's
session only and is kept in the URL per device."""

from helpers import card, device_stats, node, open_workspace, wait_all, wait_until

SESSION_IDS = "window.formsim.devices.map(d => d.sessionId)"


def fill_of(page, i, element_id):
    """The dominant colour drawn inside an element's frame, less its rounded corners."""
    x, y, w, h = node(page, i, element_id)["frame"]
    return device_stats(page, i, [x + 10, y + 6, w - 20, h - 12])["dominant"]


def test_a_filled_button_draws_ios_system_blue_by_default(page, server):
    open_workspace(page, server, "?device=iphone-15&scene=login")
    wait_all(page)
    assert fill_of(page, 0, "login-button") == "#007aff"
    assert not card(page, 0).get_by_role("checkbox", name="Increase Contrast").is_checked()
    assert page.problems == []


def test_the_toggle_draws_the_high_contrast_blue_on_that_card_only_and_the_url_keeps_it(page, server):
    open_workspace(page, server, "?device=iphone-15,iphone-15&scene=login&mirror=off")
    wait_all(page)
    ids = page.evaluate(SESSION_IDS)
    card(page, 1).get_by_role("checkbox", name="Increase Contrast").check()
    assert wait_until(lambda: "increaseContrast=off,on" in page.url)
    assert wait_until(lambda: fill_of(page, 1, "login-button") == "#0040dd")
    assert fill_of(page, 0, "login-button") == "#007aff"
    assert page.evaluate(SESSION_IDS) == ids  # a settings event, no restart
    assert page.problems == []


def test_a_dark_card_opened_with_the_url_setting_draws_the_dark_high_contrast_blue(page, server):
    open_workspace(page, server, "?device=iphone-15&scene=login&appearance=dark&increaseContrast=on")
    wait_all(page)
    assert card(page, 0).get_by_role("checkbox", name="Increase Contrast").is_checked()
    assert fill_of(page, 0, "login-button") == "#409cff"
    assert page.problems == []
