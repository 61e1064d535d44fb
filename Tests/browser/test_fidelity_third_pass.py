"""Tables, bars and fields as iOS 17 draws them (BEHAVIOR.md B12), in the page on a phone
and a tablet side by side: a text field's clear button, clicked on the canvas."""

import pytest

from conftest import form_folder_server
from test_forms import click_node, node_of, wait_both

FORM = """title: Third pass
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


@pytest.fixture
def third(tmp_path):
    with form_folder_server(tmp_path, "third.yaml", FORM) as (srv, _):
        yield srv


FIELD_VALUE = ("([i, id]) => { const s = [window.formsim.devices[i].semanticTree.root]; while (s.length) {"
               " const n = s.pop(); if (n.id === id) return n.value || ''; s.push(...(n.children || [])); } return null; }")


def wait_value(page, index, element_id, value):
    page.wait_for_function(f"([i, id, v]) => ({FIELD_VALUE})([i, id]) === v", arg=[index, element_id, value], timeout=5000)


def test_the_clear_button_shows_while_editing_and_a_click_on_it_empties_the_field(page, third):
    # The page mirrors input to both devices (Part D): what one is clicked, both do.
    page.goto(third.url + "?device=iphone-15,ipad-10&scene=third")
    wait_both(page, "name-field")
    wait_both(page, "name-field-clear", present=False)
    for index in (0, 1):
        click_node(page, index, "name-field")
        wait_both(page, "name-field-clear")
        clear = node_of(page, index, "name-field-clear")
        field = node_of(page, index, "name-field")
        assert clear["label"] == "Clear text"
        assert abs(clear["frame"][0] + clear["frame"][2] - (field["frame"][0] + field["frame"][2])) < 1
        click_node(page, index, "name-field-clear")
        for device in (0, 1):
            wait_value(page, device, "name-field", "")
        wait_both(page, "name-field-clear", present=False)
        # Typed text brings the button back for the next round.
        page.keyboard.type("Bo")
        for device in (0, 1):
            wait_value(page, device, "name-field", "Bo")
    assert page.problems == []
