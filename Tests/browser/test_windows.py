"""Browser tests of iPad windows (BEHAVIOR.md F1): each iPad card's window menu, the URL
keeping each card's window, the screen drawn with the app's window and a placeholder for
the other app, mirroring between iPads in different windows, and the keyboard spanning
the whole screen."""

from helpers import card, click_element, device_stats, node, open_workspace, server_tree, tree, wait_all

PAD_AND_PHONE = "?device=ipad-10,iphone-15&orientation=landscapeLeft,portrait"
OTHER_APP = "#d1d1d6"


def window_menu(page, i):
    return card(page, i).get_by_role("combobox", name="Window")


def wait_for_window(page, i, kind):
    page.wait_for_function(
        "([i, k]) => { const t = window.formsim.devices[i].semanticTree; return !!t && t.window && t.window.kind === k; }",
        arg=[i, kind])
    wait_all(page)


def tap_and_wait_for_responder(page, element, responder, everywhere=False):
    """Clicks `element` on the first card and waits until `responder` is first responder
    there (on every card when mirrored, `everywhere`)."""
    click_element(page, 0, element)
    devices = "window.formsim.devices" if everywhere else "window.formsim.devices.slice(0, 1)"
    page.wait_for_function(f"r => {devices}.every(d => d.semanticTree && d.semanticTree.firstResponder === r)", arg=responder)
    wait_all(page)


def test_the_window_menu_is_an_ipads_and_the_url_keeps_each_cards_window(page, server):
    open_workspace(page, server, PAD_AND_PHONE + "&window=oneThird,full")
    assert tree(page, 0)["window"]["kind"] == "oneThird"
    assert tree(page, 0)["traits"]["horizontalSizeClass"] == "compact"
    assert window_menu(page, 0).input_value() == "oneThird"
    assert window_menu(page, 0).is_visible()
    assert not card(page, 1).locator(".device-window").is_visible(), "an iPhone has no window menu"
    window_menu(page, 0).select_option("half")
    wait_for_window(page, 0, "half")
    assert server_tree(page, 0)["window"]["width"] == 585
    page.wait_for_function("() => location.search.includes('window=half')")
    # The link opens the same windows again.
    url = page.url
    page.goto(url)
    wait_all(page)
    assert tree(page, 0)["window"]["kind"] == "half"
    assert window_menu(page, 0).input_value() == "half"
    assert page.problems == []


def test_the_screen_shows_the_apps_window_and_a_placeholder_for_the_other_app(page, server):
    open_workspace(page, server, PAD_AND_PHONE + "&window=oneThird,full")
    screen = tree(page, 0)["screen"]
    width = tree(page, 0)["window"]["width"]
    # The other app, right of the window and its divider; the app's own cells inside it.
    other = device_stats(page, 0, [width + 40, 200, screen["width"] - width - 80, 200])
    assert other["dominant"] == OTHER_APP, other
    x, y, w, h = node(page, 0, "first-name-field")["frame"]
    assert x + w <= width
    assert device_stats(page, 0, [x, y + 2, w, h - 4])["dominant"] == "#ffffff"
    # Full screen: no placeholder.
    window_menu(page, 0).select_option("full")
    wait_for_window(page, 0, "full")
    assert device_stats(page, 0, [width + 40, 200, screen["width"] - width - 80, 200])["dominant"] != OTHER_APP
    assert page.problems == []


def test_a_tap_on_the_full_screen_ipad_is_mirrored_on_one_in_slide_over_each_presenting_its_way(page, server):
    open_workspace(page, server, "?device=ipad-10,ipad-10&orientation=landscapeLeft&window=full,slideOver")
    tap_and_wait_for_responder(page, "birthday", "birthday-value", everywhere=True)
    assert node(page, 0, "birthday-popover")["presentation"] == "popover"
    sheet = node(page, 1, "birthday-popover")
    assert sheet["presentation"] == "sheet"
    assert sheet["frame"][2] == tree(page, 1)["window"]["width"]
    assert page.problems == []


def test_the_keyboard_spans_the_whole_screen_under_a_split_view(page, server):
    open_workspace(page, server, PAD_AND_PHONE + "&window=oneThird,full")
    tap_and_wait_for_responder(page, "first-name-field", "first-name-field")
    panel = node(page, 0, "input-panel")
    assert panel is not None
    assert panel["frame"][0] == 0 and panel["frame"][2] == tree(page, 0)["screen"]["width"]
    assert page.problems == []
