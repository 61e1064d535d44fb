"""The swipe back (BEHAVIOR.md B9.9) and the keyboard's way back (B9.10) in the page, on a
phone and a tablet: a pushed choice list dragged from the screen's left edge with the
mouse pops past half the width and stays on a short drag, painted as the finger moves;
⌘[ typed on the page and Escape sent through the API pop too."""

import pytest

from conftest import form_server_fixture
from helpers import click_element, node, wait_all, wait_for_element

FORM = """title: Parcel
sections:
  - rows:
      - choice: packaging
        label: Packaging
        options: [Box, Envelope, Tube]
        value: Box
"""


parcel = form_server_fixture("parcel", FORM)


def open_list(page, i):
    click_element(page, i, "packaging")
    page.wait_for_function("i => !!window.formsim.devices[i].semanticTree && JSON.stringify("
                           "window.formsim.devices[i].semanticTree).includes('packaging-option-1')", arg=i)
    wait_all(page)


def on_list(page, i):
    return node(page, i, "packaging-option-1") is not None


def drag_from_edge(page, i, fraction, pause_ms):
    """A mouse drag on device i from 2 pt inside the left edge to `fraction` of the
    width, 10 moves `pause_ms` apart, resting 200 ms before it lets go; answers the
    painted x of the pushed list's table after the fifth move."""
    width = page.evaluate("i => window.formsim.devices[i].semanticTree.screen.width", i)
    height = page.evaluate("i => window.formsim.devices[i].semanticTree.screen.height", i)
    to_client = "([i, x, y]) => window.formsim.devices[i].pointToClient(x, y)"
    y = height * 0.6
    start = page.evaluate(to_client, [i, 2, y])
    page.mouse.move(start["x"], start["y"])
    page.mouse.down()
    mid = None
    for step in range(1, 11):
        p = page.evaluate(to_client, [i, 2 + (width * fraction - 2) * step / 10, y])
        page.mouse.move(p["x"], p["y"])
        # The finger's pace is what is tested: slow enough that the release is no flick.
        page.wait_for_timeout(pause_ms)
        if step == 5:
            page.wait_for_function("i => { const d = window.formsim.devices[i]; return d.paintedVersion === d.version"
                                   " && d.semanticTree && d.semanticTree.version === d.version; }", arg=i)
            mid = node(page, i, "packaging-options")["frame"][0]
    # Resting before letting go, so the release carries no speed.
    page.wait_for_timeout(200)
    before = page.evaluate("i => window.formsim.devices[i].version", i)
    page.mouse.up()
    page.wait_for_function("([i, v]) => window.formsim.devices[i].version > v", arg=[i, before], timeout=5000)
    wait_all(page)
    return mid, width


@pytest.mark.parametrize("query", ["?device=iphone-15,ipad-10&scene=parcel&mirror=off",
                                   "?device=iphone-15,ipad-10&scene=parcel&mirror=off&orientation=landscapeLeft,portrait"])
def test_a_drag_from_the_left_edge_past_half_pops_and_a_short_one_stays(page, parcel, query):
    page.goto(parcel.url + query)
    wait_all(page)
    for i in (0, 1):
        open_list(page, i)
        # Short and slow: the list follows the finger, then slides back.
        mid, width = drag_from_edge(page, i, 0.3, 40)
        assert 0.1 * width < mid < 0.2 * width
        wait_for_element(page, "packaging-options", check="n.frame[0] === 0", on=i)
        assert on_list(page, i)
        # Past half: popped once the slide is over, the form's row back.
        drag_from_edge(page, i, 0.7, 20)
        wait_for_element(page, "packaging-option-1", on=i, present=False)
        assert node(page, i, "packaging") is not None
    assert page.problems == []


def test_command_bracket_on_the_page_and_escape_through_the_api_pop(page, parcel):
    page.goto(parcel.url + "?device=iphone-15,ipad-10&scene=parcel&mirror=off")
    wait_all(page)
    for i in (0, 1):
        open_list(page, i)
        # The click that opened the list gave this device the keyboard.
        page.keyboard.press("Meta+BracketLeft")
        page.wait_for_function("i => !JSON.stringify(window.formsim.devices[i].semanticTree).includes('packaging-option-1')",
                               arg=i, timeout=5000)
        wait_all(page)
        open_list(page, i)
        page.evaluate("i => window.formsim.devices[i].send({type: 'key', key: 'Escape'})", i)
        page.wait_for_function("i => !JSON.stringify(window.formsim.devices[i].semanticTree).includes('packaging-option-1')",
                               arg=i, timeout=5000)
    assert page.problems == []
