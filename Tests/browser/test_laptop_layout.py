"""Browser tests of the workspace on a laptop's window: the default comparison (iPhone 15
beside iPad (10th)) reads at 1280 × 720, whole, with each card's controls on one row and
the toolbar on one line."""

import pytest

from helpers import CARDS_INSIDE_STAGE, wait_all

BODY_PT = 17  # the body text style's size in points (UIFont.TextStyle.body at Large)

# CSS pixels per point of the iPhone's screen as drawn: two screen points 100 pt apart,
# mapped to the page.
RENDERED_SCALE = """() => { const d = window.formsim.devices[0];
    const a = d.pointToClient(0, 0), b = d.pointToClient(100, 0); return (b.x - a.x) / 100; }"""

# Each card's own controls (device, rotate, remove, appearance, text size, language):
# [top, bottom] of each, by card.
CARD_CONTROLS = """() => [...document.querySelectorAll('.device-card')].map(card =>
    [...card.querySelectorAll('select, button, input')].filter(e => !e.closest('.device-area') && e.offsetParent)
        .map(e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; }))"""

TOOLBAR_ITEMS = """() => [...document.querySelector('.toolbar').children].filter(e => e.offsetParent && e.getBoundingClientRect().height > 0)
    .map(e => { const r = e.getBoundingClientRect(); return [e.id || e.className || e.tagName, r.top, r.bottom, r.right]; })"""


def test_the_default_comparison_reads_at_9_css_px_on_a_1280_by_720_window_with_both_devices_whole(page, server):
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(server.url)
    wait_all(page)
    assert page.evaluate("window.formsim.devices.map(d => d.params.device)") == ["iphone-15", "ipad-10"]
    scale = page.evaluate(RENDERED_SCALE)
    assert BODY_PT * scale >= 9, "the iPhone's body text is %.1f CSS px" % (BODY_PT * scale)
    # One shared scale: the iPad's points are as big as the iPhone's.
    pad = page.evaluate("""() => { const d = window.formsim.devices[1];
        const a = d.pointToClient(0, 0), b = d.pointToClient(100, 0); return (b.x - a.x) / 100; }""")
    assert abs(pad - scale) < 0.002
    assert all(page.evaluate(CARDS_INSIDE_STAGE))
    overflow = page.evaluate("() => { const s = document.getElementById('stage'); return [s.scrollWidth - s.clientWidth, s.scrollHeight - s.clientHeight]; }")
    assert overflow == [0, 0]
    assert page.problems == []


def test_each_cards_own_controls_sit_on_one_row(page, server):
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(server.url)
    wait_all(page)
    # Device, rotate, appearance, Increase Contrast, text size, language, hardware keyboard,
    # remove; an iPad also its window (the default comparison is an iPhone 15 and an iPad).
    for controls, expected in zip(page.evaluate(CARD_CONTROLS), [8, 9]):
        assert len(controls) == expected, controls
        # One row: their middles on one line (a checkbox is shorter than a menu), all within 30 px.
        middles = [(top + bottom) / 2 for top, bottom in controls]
        tops = [top for top, _ in controls]
        bottoms = [bottom for _, bottom in controls]
        assert max(middles) - min(middles) <= 4 and max(bottoms) - min(tops) <= 30, controls
    # The controls take less room than the device: their row is under a tenth of the card.
    heights = page.evaluate("""() => [...document.querySelectorAll('.device-card')].map(c =>
        [c.querySelector('.device-head').getBoundingClientRect().height, c.getBoundingClientRect().height])""")
    for head, card in heights:
        assert head <= card / 10, (head, card)
    assert page.problems == []


@pytest.mark.parametrize("width,height", [(1280, 720), (1440, 900), (1920, 1080)])
def test_the_toolbar_is_one_line(page, server, width, height):
    page.set_viewport_size({"width": width, "height": height})
    page.goto(server.url)
    wait_all(page)
    items = page.evaluate(TOOLBAR_ITEMS)
    # One line: a horizontal line crosses every item.
    assert max(top for _, top, _, _ in items) < min(bottom for _, _, bottom, _ in items), items
    assert max(right for _, _, _, right in items) <= width
    assert page.evaluate("document.querySelector('.toolbar').getBoundingClientRect().height") <= 48
    assert page.problems == []


def test_a_link_naming_the_default_devices_without_orientations_opens_them_as_the_default_page_does(page, server):
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(server.url)
    wait_all(page)
    default = page.evaluate("window.formsim.devices.map(d => [d.params.device, d.params.orientation])")
    default_scale = page.evaluate(RENDERED_SCALE)
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_all(page)
    assert page.evaluate("window.formsim.devices.map(d => [d.params.device, d.params.orientation])") == default
    assert default == [["iphone-15", "portrait"], ["ipad-10", "landscapeLeft"]]
    scale = page.evaluate(RENDERED_SCALE)
    assert abs(scale - default_scale) < 0.002
    assert BODY_PT * scale >= 9, "the iPhone's body text is %.1f CSS px" % (BODY_PT * scale)
    # An orientation the link gives is kept; a device it gives none takes its idiom's.
    page.goto(server.url + "?device=ipad-pro-12-9,iphone-se&orientation=portrait,")
    wait_all(page)
    assert page.evaluate("window.formsim.devices.map(d => d.params.orientation)") == ["portrait", "portrait"]
    page.goto(server.url + "?device=ipad-pro-12-9,iphone-se")
    wait_all(page)
    assert page.evaluate("window.formsim.devices.map(d => d.params.orientation)") == ["landscapeLeft", "portrait"]
    assert page.problems == []
