"""Today's date pickers and menus (BEHAVIOR.md E1, E2) in the page: the shipped booking
form on a phone and a tablet side by side, driven by clicks on the canvas."""

from helpers import click_element, device_stats, node, wait_all, wait_for_element, wait_for_paint


def open_booking(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=booking")
    wait_for_paint(page)
    for index in (0, 1):
        wait_for_element(page, "check-in-compact-date", on=index)


def test_a_compact_date_opens_a_card_on_the_phone_and_a_popover_on_the_tablet_and_a_day_click_shows_at_once(page, server):
    open_booking(page, server)
    # A click on the phone is mirrored to the tablet (the page's Mirror is on).
    click_element(page, 0, "check-in-compact-date")
    wait_for_element(page, "check-in-calendar-popover", "n.presentation === 'overlay'", on=0)
    wait_for_element(page, "check-in-calendar-popover", "n.presentation === 'popover' && !!n.arrow", on=1)
    click_element(page, 0, "check-in-calendar-day-20")
    for index in (0, 1):
        wait_for_element(page, "check-in-compact-date", "n.value === 'Jun 20, 2025'", on=index)
        wait_for_element(page, "check-in-calendar-day-20", "(n.states || []).includes('selected')", on=index)
    assert page.problems == []


def test_a_menu_opens_next_to_its_button_on_both_devices_and_an_item_click_chooses_it(page, server):
    open_booking(page, server)
    click_element(page, 0, "room-button")
    for index in (0, 1):
        wait_for_element(page, "room-menu", "n.presentation === 'menu'", on=index)
        wait_for_element(page, "room-menu-item-1", "(n.states || []).includes('checked')", on=index)
    click_element(page, 0, "room-menu-item-3")
    for index in (0, 1):
        wait_for_element(page, "room-button", "n.value === 'Suite'", on=index)
        assert node(page, index, "room-menu") is None
    assert page.problems == []


def test_the_calendar_draws_the_selected_day_pale_and_its_title_opens_month_and_year_wheels(page, server):
    open_booking(page, server)
    click_element(page, 0, "check-in-compact-date")
    wait_for_element(page, "check-in-calendar-month", "n.role === 'button' && n.value === 'June 2025'", on=0)
    # The card fades in: sample it once it is painted and still.
    wait_all(page)
    # The selected 12th: a pale accent circle (light, bluish), not a solid one.
    x, y, w, h = node(page, 0, "check-in-calendar-day-12")["frame"]
    stats = device_stats(page, 0, [x + w / 2 - 6, y + 5, 12, 5])
    red, green, blue = (int(stats["dominant"][k:k + 2], 16) for k in (1, 3, 5))
    assert red > 170 and blue > red + 10, stats
    click_element(page, 0, "check-in-calendar-month")
    for index in (0, 1):
        wait_for_element(page, "check-in-calendar-month-year-month", "n.row === 5", on=index)
        assert node(page, index, "check-in-calendar-day-12") is None
    click_element(page, 0, "check-in-calendar-month")
    for index in (0, 1):
        wait_for_element(page, "check-in-calendar-day-12", "(n.states || []).includes('selected')", on=index)
    assert page.problems == []
