"""Time rows (BEHAVIOR.md E1.T1, E1.T4) in the page: the shipped booking form's compact
arrival time on a phone and a tablet side by side, its wheels turned by a click."""

from helpers import click_element, node, wait_for_element, wait_for_paint


def test_a_compact_time_opens_wheels_in_a_card_on_the_phone_and_a_popover_on_the_tablet_and_a_row_click_picks_it(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=booking")
    wait_for_paint(page)
    for index in (0, 1):
        wait_for_element(page, "arrival-time-compact-time", "n.value === '3:00 PM'", on=index)
    # A click on the phone is mirrored to the tablet (the page's Mirror is on).
    click_element(page, 0, "arrival-time-compact-time")
    wait_for_element(page, "arrival-time-time-popover", "n.presentation === 'overlay'", on=0)
    wait_for_element(page, "arrival-time-time-popover", "n.presentation === 'popover' && !!n.arrow", on=1)
    for index in (0, 1):
        wait_for_element(page, "arrival-time-time-picker-period", "n.row === 1", on=index)
    # A click on the row under the band turns the hour wheel to it (UIPickerView selects a
    # tapped row); the tablet follows with a pick of the settled time.
    x, y, w, h = node(page, 0, "arrival-time-time-picker-hour")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w / 2, y + h / 2 + 32])
    page.mouse.click(point["x"], point["y"])
    for index in (0, 1):
        wait_for_element(page, "arrival-time-compact-time", "n.value === '4:00 PM'", on=index)
        wait_for_element(page, "arrival-time-time-picker", "n.value === '16:00'", on=index)
    assert page.problems == []
