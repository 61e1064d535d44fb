"""Tables, bars and fields as iOS 17 draws them (BEHAVIOR.md B12), in the page on a phone
and a tablet side by side: a text field's clear button, clicked on the canvas."""

from conftest import form_server_fixture
from helpers import click_element, node, wait_for_element

FORM = """title: Clear button
sections:
  - header: Name
    rows:
      - text: name
        label: Name
        value: Ada
        clearButton: whileEditing
      - text: city
        label: City
"""


clearable = form_server_fixture("clearable", FORM)


def test_the_clear_button_shows_while_editing_and_a_click_on_it_empties_the_field(page, clearable):
    # The page mirrors input to both devices (Part D): what one is clicked, both do.
    page.goto(clearable.url + "?device=iphone-15,ipad-10&scene=clearable")
    wait_for_element(page, "name-field", on="every", devices=2)
    wait_for_element(page, "name-field-clear", on="every", devices=2, present=False)
    for index in (0, 1):
        click_element(page, index, "name-field")
        wait_for_element(page, "name-field-clear", on="every", devices=2)
        clear = node(page, index, "name-field-clear")
        field = node(page, index, "name-field")
        assert clear["label"] == "Clear text"
        assert abs(clear["frame"][0] + clear["frame"][2] - (field["frame"][0] + field["frame"][2])) < 1
        click_element(page, index, "name-field-clear")
        for device in (0, 1):
            wait_for_element(page, "name-field", "(n.value || '') === arg", on=device, arg="")
        wait_for_element(page, "name-field-clear", on="every", devices=2, present=False)
        # Typed text brings the button back for the next round.
        page.keyboard.type("Bo")
        for device in (0, 1):
            wait_for_element(page, "name-field", "(n.value || '') === arg", on=device, arg="Bo")
    assert page.problems == []
