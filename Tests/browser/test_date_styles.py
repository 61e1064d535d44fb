"""Today's date pickers and menus (BEHAVIOR.md E1, E2) in the page: the shipped booking
form on a phone and a tablet side by side, driven by clicks on the canvas."""

from conftest import wait_for_paint
from test_forms import click_node, node_of


def wait_for(page, index, element_id, check="true"):
    page.wait_for_function(
        "([i, id]) => { const t = window.formsim.devices[i].semanticTree; if (!t) return false; const stack = [t.root];"
        " while (stack.length) { const n = stack.pop(); if (n.id === id) { return " + check + "; }"
        " stack.push(...(n.children || [])); } return false; }", arg=[index, element_id], timeout=10000)


def open_booking(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=booking")
    wait_for_paint(page)
    for index in (0, 1):
        wait_for(page, index, "check-in-compact-date")


def test_a_compact_date_opens_a_card_on_the_phone_and_a_popover_on_the_tablet_and_a_day_click_shows_at_once(page, server):
    open_booking(page, server)
    # A click on the phone is mirrored to the tablet (the page's Mirror is on).
    click_node(page, 0, "check-in-compact-date")
    wait_for(page, 0, "check-in-calendar-popover", "n.presentation === 'overlay'")
    wait_for(page, 1, "check-in-calendar-popover", "n.presentation === 'popover' && !!n.arrow")
    click_node(page, 0, "check-in-calendar-day-20")
    for index in (0, 1):
        wait_for(page, index, "check-in-compact-date", "n.value === 'Jun 20, 2025'")
        wait_for(page, index, "check-in-calendar-day-20", "(n.states || []).includes('selected')")
    assert page.problems == []


def test_a_menu_opens_next_to_its_button_on_both_devices_and_an_item_click_chooses_it(page, server):
    open_booking(page, server)
    click_node(page, 0, "room-button")
    for index in (0, 1):
        wait_for(page, index, "room-menu", "n.presentation === 'menu'")
        wait_for(page, index, "room-menu-item-1", "(n.states || []).includes('checked')")
    click_node(page, 0, "room-menu-item-3")
    for index in (0, 1):
        wait_for(page, index, "room-button", "n.value === 'Suite'")
        assert node_of(page, index, "room-menu") is None
    assert page.problems == []
