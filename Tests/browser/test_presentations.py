"""Action sheets, alerts and sheets in the page (docs/BEHAVIOR.md E3, E4), on an iPhone and
an iPad side by side: a click on the phone's row is mirrored to the iPad, and each device
shows the presentation its idiom gets; the iPad crash of an action sheet without an anchor
is shown on that device only."""

from helpers import click_element, device_stats, node, open_workspace, tree, wait_all, wait_for_element, wait_until

# A crashed app refuses the mirror's replay (409 app_crashed); Chromium logs it.
REFUSED = ("status of 409",)


def problems(page):
    return [p for p in page.problems if not any(r in p for r in REFUSED)]


def open_on_both(page, server, row, presented):
    """The account form on iPhone 15 and iPad (10th); `row` clicked on the phone (the
    mirror replays it on the iPad) until both show `presented`."""
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=account")
    click_element(page, 0, row)
    page.wait_for_function(
        "id => window.formsim.devices.every(d => JSON.stringify(d.semanticTree || {}).includes(id))", arg=presented)
    wait_all(page)
    return node(page, 0, presented), node(page, 1, presented)


def test_an_action_sheet_is_a_bottom_sheet_on_the_phone_and_a_popover_on_the_ipad(page, server):
    phone, pad = open_on_both(page, server, "delete-account", "delete-account-sheet")
    assert phone["role"] == pad["role"] == "actionSheet"
    screen = tree(page, 0)["screen"]
    assert abs(phone["frame"][1] + phone["frame"][3] - (screen["height"] - 34)) < 1  # at the bottom, above the home indicator
    assert node(page, 0, "delete-account-action-1") is not None  # Cancel in its own group
    assert pad.get("arrow") and pad.get("anchor") == "delete-account"
    assert node(page, 1, "delete-account-action-1") is None  # no Cancel in the popover
    # The destructive action is drawn red on both devices.
    for i in (0, 1):
        assert device_stats(page, i, node(page, i, "delete-account-action-0")["frame"])["red"] > 20
    click_element(page, 0, "delete-account-action-0")
    wait_for_element(page, "delete-account", "n.value === 'Delete'", on="every")
    wait_all(page)
    assert node(page, 0, "delete-account-sheet") is None and node(page, 1, "delete-account-sheet") is None
    assert problems(page) == []


def test_an_action_sheet_without_an_anchor_crashes_the_ipad_app_and_works_on_the_phone(page, server):
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=account")
    click_element(page, 0, "export")
    page.wait_for_function("() => (window.formsim.devices[1].semanticTree.root.states || []).includes('crashed')")
    wait_all(page)
    assert node(page, 0, "export-sheet")["role"] == "actionSheet"
    assert "crashed" not in tree(page, 0)["root"]["states"]
    root = tree(page, 1)["root"]
    assert root["value"] == ("NSGenericException: UIPopoverPresentationController (<_UIAlertControllerActionSheetRegularPresentationController: 0x7fa1c0d0a000>) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
    reason = node(page, 1, "crash-report-reason")
    assert "Terminating app due to uncaught exception 'NSGenericException'" in reason["value"]
    # The crash report darkens the iPad's screen; the phone's stays light.
    assert device_stats(page, 1, [0, 0, 200, 60])["dominant"] != device_stats(page, 0, [0, 200, 200, 60])["dominant"]
    # A crashed app takes no input: the API says why.
    answer = page.evaluate(
        "id => fetch('/api/sessions/' + id + '/input', {method: 'POST', headers: {'Content-Type': 'application/json'},"
        " body: JSON.stringify({type: 'tap', x: 10, y: 10})}).then(r => r.json().then(b => [r.status, b]))",
        page.evaluate("() => window.formsim.devices[1].sessionId"))
    assert answer[0] == 409 and answer[1]["error"]["code"] == "app_crashed"
    assert problems(page) == []


def test_a_child_sheet_rises_to_half_the_phone_and_is_a_card_on_the_ipad(page, server):
    phone, pad = open_on_both(page, server, "notifications", "notifications-sheet")
    assert phone["value"] == "medium" and phone["frame"][1] == round(tree(page, 0)["screen"]["height"] / 2)
    assert pad["frame"][2] < tree(page, 1)["screen"]["width"]
    click_element(page, 0, "cancel")
    assert wait_until(lambda: node(page, 0, "notifications-sheet") is None and node(page, 1, "notifications-sheet") is None)
    assert problems(page) == []


def test_a_sheet_on_an_iphone_in_landscape_is_drawn_full_height_without_its_grabber(page, server):
    """E4.P5: in a compact height the [medium, large] sheet takes the full-screen look."""
    open_workspace(page, server, "?device=iphone-15&orientation=landscapeLeft&scene=account")
    click_element(page, 0, "notifications")
    wait_for_element(page, "notifications-sheet")
    wait_all(page)
    sheet = node(page, 0, "notifications-sheet")
    screen = tree(page, 0)["screen"]
    assert sheet["value"] == "large"
    assert sheet["frame"] == [0, 0, screen["width"], screen["height"]]
    # The top of the screen is the sheet's bar, light, not the dimmed screen behind it.
    top = device_stats(page, 0, [80, 1, 120, 4])["dominant"]
    assert all(int(top[k:k + 2], 16) > 0xE8 for k in (1, 3, 5)), top
    # No grabber: where it would be (36 × 5 at the top centre) is the bar's colour.
    mid = screen["width"] / 2
    grabber = device_stats(page, 0, [mid - 18, 5, 36, 5])
    assert grabber["dominant"] == device_stats(page, 0, [mid - 100, 5, 36, 5])["dominant"]
    assert problems(page) == []
