"""A colour row's well and its picker, and a placeholder row (BEHAVIOR.md E2.C1, E7.5),
in the page on a phone and a tablet side by side, driven by clicks on the canvas."""

from conftest import form_server_fixture
from helpers import click_element, device_stats, node, wait_for_element, wait_for_paint

FORM = """title: Theme
sections:
  - header: Colours
    rows:
      - color: accent
        label: Accent
        value: blue
      - placeholder: chart
        label: ChartView
"""

theme = form_server_fixture("theme", FORM)


def fill_of_well(page, index):
    """The dominant colour drawn inside the well's ring on device `index`."""
    x, y, w, h = node(page, index, "accent-well")["frame"]
    return device_stats(page, index, [x + w * 0.35, y + h * 0.35, w * 0.3, h * 0.3])["dominant"]


def test_a_click_on_the_well_presents_the_picker_and_a_swatch_click_changes_the_well(page, theme):
    # The page mirrors input to both devices (Part D): what one is clicked, both do.
    page.goto(theme.url + "?device=iphone-15,ipad-10&scene=theme")
    wait_for_element(page, "accent-well", "n.value === 'blue'", on="every", devices=2)
    wait_for_paint(page)
    assert fill_of_well(page, 0) == "#007aff"
    click_element(page, 0, "accent-well")
    wait_for_element(page, "accent-picker", "n.presentation === 'sheet'", on=0)
    wait_for_element(page, "accent-picker", "n.presentation === 'popover' && !!n.arrow", on=1)
    click_element(page, 0, "accent-swatch-orange")
    for index in (0, 1):
        wait_for_element(page, "accent-well", "n.value === 'orange'", on=index)
    click_element(page, 0, "accent-picker-close")
    for index in (0, 1):
        wait_for_element(page, "accent-picker", on=index, present=False)
    wait_for_paint(page)
    for index in (0, 1):
        assert fill_of_well(page, index) == "#ff9500"
    placeholder = node(page, 0, "chart-placeholder")
    assert placeholder["role"] == "placeholder" and placeholder["label"] == "ChartView"
    assert page.problems == []
