"""Browser tests of reaching the devices from the keyboard: a skip link as the first Tab
stop, `1`–`4` to go to a device, Esc to give the shortcuts back; and the Rotate button's
and the `?` list's words for what Rotate does."""

from helpers import leave_device, open_workspace

IN_CARD = "() => { const c = document.activeElement && document.activeElement.closest('.device-card'); return c ? Number(c.dataset.index) : -1; }"


def test_the_first_tab_stop_is_a_skip_link_that_goes_to_the_first_device(page, server):
    open_workspace(page, server)
    page.keyboard.press("Tab")
    focused = page.evaluate("() => [document.activeElement.id, document.activeElement.textContent]")
    assert focused == ["skip-link", "Skip to the devices"]
    assert page.locator("#skip-link").is_visible()
    page.keyboard.press("Enter")
    assert page.evaluate(IN_CARD) == 0
    assert page.evaluate("() => !!document.activeElement.closest('.a11y-layer')")
    assert page.problems == []


def test_the_number_keys_go_to_that_device_and_select_it(page, server):
    open_workspace(page, server)
    page.keyboard.press("2")
    assert page.evaluate(IN_CARD) == 1
    assert page.evaluate("window.formsim.selectedIndex") == 1
    leave_device(page)
    page.keyboard.press("1")
    assert page.evaluate(IN_CARD) == 0
    assert page.evaluate("window.formsim.selectedIndex") == 0
    assert page.problems == []


def test_escape_from_a_device_text_box_gives_the_shortcuts_back(page, server):
    open_workspace(page, server)
    page.locator('.device-card >> nth=0 >> [role="textbox"][data-id="first-name-field"]').focus()
    page.keyboard.press("m")  # a letter for the text box, not the shortcut
    assert page.locator("#mirror-toggle").get_attribute("aria-pressed") == "true"
    leave_device(page)
    assert page.evaluate(IN_CARD) == -1
    page.keyboard.press("m")
    assert page.locator("#mirror-toggle").get_attribute("aria-pressed") == "false"
    assert page.problems == []


def test_rotate_says_it_rotates_all_devices_in_its_tooltip_and_the_shortcut_list(page, server):
    open_workspace(page, server)
    assert page.locator("#rotate-button").get_attribute("title").startswith("Rotate all devices")
    page.keyboard.press("?")
    assert "Rotate all devices" in page.locator("#help-list").inner_text()
    assert "1–4" in page.locator("#help-list").inner_text()
    assert page.problems == []
