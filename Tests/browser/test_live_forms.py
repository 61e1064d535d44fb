"""Browser tests of a page that keeps up with the server's forms: a new file under
--forms shows in the scene menu without a reload, a hot reload keeps the focused field
and its keyboard, and a bad save's error lies over the stage instead of shrinking it."""

import pytest

from conftest import form_folder_server
from helpers import click_element, next_frame, node, wait_all, wait_for_element
from test_forms import FORM


@pytest.fixture
def live(tmp_path):
    with form_folder_server(tmp_path, "live.yaml", FORM) as served:
        yield served


def test_a_new_form_file_shows_in_the_scene_menu_without_a_reload(page, live):
    srv, folder = live
    page.goto(srv.url + "?device=iphone-15,ipad-10&scene=contacts")
    wait_all(page)
    page.evaluate("window.notReloaded = true")
    (folder / "fresh.yaml").write_text("title: Fresh\nsections:\n  - rows:\n      - switch: lights\n        label: Lights\n")
    page.wait_for_selector("#scene-select option[value='fresh']", state="attached", timeout=5000)
    assert page.evaluate("window.notReloaded") is True
    # The open scene and its variant stay chosen.
    assert page.input_value("#scene-select") == "contacts"
    assert page.input_value("#variant-select") == "label"
    page.select_option("#scene-select", "fresh")
    wait_for_element(page, "lights-switch", on="every", devices=2)
    assert page.problems == []


def test_a_hot_reload_keeps_the_focused_field_and_its_keyboard(page, live):
    srv, folder = live
    page.goto(srv.url + "?device=iphone-15,ipad-10&scene=live")
    wait_all(page)
    click_element(page, 0, "name")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree && d.semanticTree.firstResponder === 'name-field')")
    page.keyboard.type("Ann")
    page.wait_for_function("() => window.formsim.devices.every(d => JSON.stringify(d.semanticTree).includes('\"Ann\"'))")
    (folder / "live.yaml").write_text(FORM + "      - text: email\n        label: Email\n")
    wait_for_element(page, "email-field", on="every", devices=2)
    wait_all(page)
    for i in (0, 1):
        tree = page.evaluate("i => window.formsim.devices[i].semanticTree", i)
        assert tree["firstResponder"] == "name-field", i
        assert '"role": "keyboard"' in str(tree).replace("'", '"'), i
    # The page's keyboard is still on the iPhone: typing goes on into the same field.
    page.keyboard.type("a")
    page.wait_for_function("() => (window.formsim.devices[0].semanticTree && JSON.stringify(window.formsim.devices[0].semanticTree).includes('\"Anna\"'))")
    assert node(page, 0, "name-field")["value"] == "Anna"
    assert page.problems == []


def test_a_bad_save_shows_its_error_over_the_stage_without_shrinking_the_devices(page, live):
    srv, folder = live
    page.set_viewport_size({"width": 1280, "height": 720})
    page.goto(srv.url + "?scene=live")
    wait_all(page)
    before = page.evaluate("window.formsim.devices.map(d => d.scale)")
    stage = page.evaluate("() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.top, r.height]; }")
    (folder / "live.yaml").write_text("title: Live\nsections:\n  - rows:\n      - textt: x\n")
    page.wait_for_selector("#form-error:not([hidden])", timeout=5000)
    next_frame(page)  # a relayout, if the panel took room, would have run
    assert page.evaluate("window.formsim.devices.map(d => d.scale)") == before
    assert page.evaluate("() => { const r = document.getElementById('stage').getBoundingClientRect(); return [r.top, r.height]; }") == stage
    panel = page.evaluate("() => { const r = document.getElementById('form-error').getBoundingClientRect(); return [r.top, r.bottom]; }")
    assert stage[0] <= panel[0] < panel[1] <= stage[0] + stage[1], (panel, stage)
    assert page.evaluate("() => getComputedStyle(document.getElementById('form-error')).position") in ("absolute", "fixed")
    assert page.problems == []
