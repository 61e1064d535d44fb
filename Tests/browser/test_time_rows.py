"""Time rows (BEHAVIOR.md E1.T1, E1.T4) in the page: the shipped booking form's compact
arrival time on a phone and a tablet side by side, its wheels turned by a click."""

from test_date_styles import wait_for
from test_forms import click_node, node_of
from conftest import wait_for_paint


def test_a_compact_time_opens_wheels_in_a_card_on_the_phone_and_a_popover_on_the_tablet_and_a_row_click_picks_it(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=booking")
    wait_for_paint(page)
    for index in (0, 1):
        wait_for(page, index, "arrival-time-compact-time", "n.value === '3:00 PM'")
    # A click on the phone is mirrored to the tablet (the page's Mirror is on).
    click_node(page, 0, "arrival-time-compact-time")
    wait_for(page, 0, "arrival-time-time-popover", "n.presentation === 'overlay'")
    wait_for(page, 1, "arrival-time-time-popover", "n.presentation === 'popover' && !!n.arrow")
    for index in (0, 1):
        wait_for(page, index, "arrival-time-time-picker-period", "n.row === 1")
    # A click on the row under the band turns the hour wheel to it (UIPickerView selects a
    # tapped row); the tablet follows with a pick of the settled time.
    x, y, w, h = node_of(page, 0, "arrival-time-time-picker-hour")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w / 2, y + h / 2 + 32])
    page.mouse.click(point["x"], point["y"])
    for index in (0, 1):
        wait_for(page, index, "arrival-time-compact-time", "n.value === '4:00 PM'")
        wait_for(page, index, "arrival-time-time-picker", "n.value === '16:00'")
    assert page.problems == []
