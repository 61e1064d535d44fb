"""Form files in the page: open one from a file, hot reload on every device, errors shown
and cleared, and the shipped shipping form's rows on the canvas."""

import pytest

from conftest import form_folder_server
from helpers import click_element, node, open_workspace, upload_form, wait_for_element, wait_for_paint, wheel

FORM = """title: Live
sections:
  - header: First
    rows:
      - text: name
        label: Name
"""


@pytest.fixture
def live(tmp_path):
    with form_folder_server(tmp_path, "live.yaml", FORM, shipped=True) as served:
        yield served


def test_a_saved_change_shows_on_both_devices_and_a_broken_save_shows_its_error(page, live):
    srv, folder = live
    page.goto(srv.url + "?device=iphone-15,ipad-10&scene=live")
    wait_for_element(page, "name-field", on="every", devices=2)
    (folder / "live.yaml").write_text(FORM + "      - text: email\n        label: Email\n")
    wait_for_element(page, "email-field", on="every", devices=2)  # no page reload: the long poll brought a reset
    (folder / "live.yaml").write_text("title: Live\nsections:\n  - rows:\n      - textt: x\n")
    page.wait_for_selector("#form-error:not([hidden])", timeout=5000)
    assert "live.yaml:4:9" in page.inner_text("#form-error-place")
    assert "unknown row kind" in page.inner_text("#form-error-text")
    # The page, the API and the log say the same thing.
    api = page.evaluate("fetch('/api/scenes').then(r => r.json()).then(s => s.find(x => x.id === 'live').error)")
    assert api["line"] == 4 and api["column"] == 9 and api["path"] == "sections[0].rows[0]"
    assert page.inner_text("#form-error-text") in api["message"]
    assert any(api["message"] in line for line in srv.lines)
    assert node(page, 0, "email-field") is not None  # the last good form keeps running
    (folder / "live.yaml").write_text(FORM)
    page.wait_for_selector("#form-error", state="hidden", timeout=5000)
    wait_for_element(page, "email-field", on="every", devices=2, present=False)
    assert page.problems == []


def test_open_form_uploads_a_file_and_opens_it_on_every_device(page, server, tmp_path):
    page.goto(server.url + "?device=iphone-se,ipad-10")
    wait_for_paint(page)
    path = tmp_path / "picked.yaml"
    path.write_text("id: picked\ntitle: Picked\nsections:\n  - rows:\n      - text: city\n        label: City\n")
    page.set_input_files("#open-form-input", str(path))
    wait_for_element(page, "city-field", on="every", devices=2)
    page.wait_for_function("() => document.getElementById('scene-select').value === 'picked'", timeout=5000)
    assert "scene=picked" in page.url
    bad = tmp_path / "bad.json"
    bad.write_text('{"sections": [')
    page.set_input_files("#open-form-input", str(bad))
    page.wait_for_selector("#form-error:not([hidden])", timeout=5000)
    assert "bad.json" in page.inner_text("#form-error-place")
    # The browser logs the refused upload's 400 itself; nothing else may go wrong.
    assert [p for p in page.problems if "status of 400" not in p] == []


def test_the_shipping_form_focuses_a_field_on_the_canvas_and_submit_marks_required_rows(page, server):
    page.goto(server.url + "?device=iphone-se&scene=shipping")
    wait_for_paint(page)
    page.wait_for_function("() => !!window.formsim.semanticTree")
    email = node(page, 0, "email")
    click_element(page, 0, email, dx=40 / email["frame"][2])
    page.wait_for_function("() => window.formsim.semanticTree && window.formsim.semanticTree.firstResponder === 'email-field'")
    page.keyboard.type("a@b.c")
    wait_for_element(page, "email-field", "n.value === 'a@b.c'")
    page.evaluate("window.formsim.send({type: 'tap', target: 'done'})")
    wait_for_element(page, "full-name", "(n.states || []).includes('invalid')")
    assert page.problems == []


def test_a_switch_a_segment_and_a_stepper_answer_clicks_on_the_canvas(page, server):
    page.goto(server.url + "?device=ipad-10&scene=shipping")
    wait_for_paint(page)
    page.wait_for_function("() => !!window.formsim.semanticTree")
    click_element(page, 0, "gift-wrap-switch")
    wait_for_element(page, "gift-wrap-switch", "n.value === 'on'")
    click_element(page, 0, "speed-segment-2")
    wait_for_element(page, "speed-segment-2", "(n.states || []).includes('selected')")
    click_element(page, 0, "quantity-stepper-increment")
    wait_for_element(page, "quantity-value", "n.value === '2'")
    click_element(page, 0, "country")
    wait_for_element(page, "country-popover")
    column = page.locator('.a11y-layer [role="spinbutton"][data-id="country-picker-column"]')
    column.focus()
    page.keyboard.press("ArrowDown")
    wait_for_element(page, "country-value", "n.value === 'United States'")
    # The accessibility mirror shows them as a switch, radios and buttons.
    layer = page.locator(".a11y-layer")
    assert layer.locator('[role="switch"][aria-checked="true"]').count() == 1
    assert layer.locator('[role="radio"][aria-checked="true"]').count() == 1
    assert page.problems == []


def test_a_form_file_dropped_on_the_page_opens_on_every_device(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_for_paint(page)
    page.evaluate(
        """() => {
          const file = new File(["id: dropped\\ntitle: Dropped\\nsections:\\n  - rows:\\n      - switch: lights\\n        label: Lights\\n"],
                                "dropped.yaml", { type: "" });
          const data = new DataTransfer();
          data.items.add(file);
          for (const type of ["dragenter", "dragover", "drop"]) {
            document.body.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
          }
        }""")
    wait_for_element(page, "lights-switch", on="every", devices=2)
    assert page.is_hidden("#drop-hint")
    assert page.problems == []


def long_form(rows):
    text = "id: long\ntitle: Long\nsections:\n"
    for index in range(rows):
        if index % 20 == 0:
            text += f"  - header: Part {index // 20}\n    rows:\n"
        text += f"      - text: t{index}\n        label: Field {index}\n"
    return text


def value_of(page, element_id):
    found = node(page, 0, element_id)
    return found and found.get("value")


def test_a_long_form_reuses_its_cells_and_keeps_what_was_typed_across_a_scroll_to_the_end_and_back(page, server):
    """A 300-row form scrolls through with the mouse wheel; the page's tree stays
    the server's as reused cells take other rows' ids, and the typed text comes back."""
    page.goto(server.url + "?device=iphone-se&scene=contacts")
    wait_for_paint(page)
    status = upload_form(page, long_form(300))
    assert status == 201
    page.goto(server.url + "?device=iphone-se&scene=long")
    wait_for_paint(page)
    page.wait_for_function("() => !!window.formsim.semanticTree")
    click_element(page, 0, "t0")
    page.wait_for_function("() => window.formsim.semanticTree.firstResponder === 't0-field'")
    page.keyboard.type("Ann")
    page.wait_for_function("() => JSON.stringify(window.formsim.semanticTree).includes('\"Ann\"')")
    # Return moves the focus on to the next row (its cell then stays with it).
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.formsim.semanticTree.firstResponder === 't1-field'")
    point = page.evaluate("() => window.formsim.pointToClient(160, 200)")
    page.mouse.move(point["x"], point["y"])

    def wheel_until(delta, element_id):
        for _ in range(300):
            if node(page, 0, element_id):
                return
            wheel(page, delta)
        raise AssertionError(f"{element_id} never came into the tree")

    wheel_until(600, "t299")
    page.wait_for_function("() => !window.formsim.animating")
    # The page's tree is the server's: old rows' nodes left as their cells went to new rows.
    server_tree = page.evaluate(
        "() => fetch('/api/sessions/' + window.formsim.sessionId + '/render').then(r => r.json())")
    page.wait_for_function("v => window.formsim.version >= v", arg=server_tree["version"], timeout=5000)
    wait_for_paint(page)
    assert page.evaluate("() => window.formsim.renderTree") == server_tree["reset"]["nodes"]
    assert node(page, 0, "t0-field") is None
    wheel_until(-600, "t0-field")
    page.wait_for_function("() => !window.formsim.animating")
    assert value_of(page, "t0-field") == "Ann"
    assert page.problems == []


SWIFT_FORM = """import SwiftUI
struct DroppedForm: View {
    @State private var lights = false
    var body: some View {
        Form {
            Toggle("Lights", isOn: $lights)
            if lights { Slider(value: $level, in: 0...10) { Text("Level") } }
        }
    }
}
"""


def test_a_swiftui_file_opened_or_dropped_on_the_page_opens_on_every_device(page, server, tmp_path):
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_for_paint(page)
    path = tmp_path / "PickedForm.swift"
    path.write_text(SWIFT_FORM.replace("DroppedForm", "PickedForm"))
    page.set_input_files("#open-form-input", str(path))
    wait_for_element(page, "lights-switch", on="every", devices=2)
    page.evaluate(
        """(text) => {
          const data = new DataTransfer();
          data.items.add(new File([text], "DroppedForm.swift", { type: "" }));
          for (const type of ["dragenter", "dragover", "drop"]) {
            document.body.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
          }
        }""", SWIFT_FORM)
    page.wait_for_function("() => document.getElementById('scene-select').value === 'dropped-form'", timeout=5000)
    wait_for_element(page, "lights-switch", on="every", devices=2)
    assert page.problems == []


def test_what_a_swiftui_file_does_not_understand_is_listed_with_its_place_and_can_be_dismissed(page, server, tmp_path):
    page.goto(server.url + "?device=iphone-15")
    wait_for_paint(page)
    path = tmp_path / "HeaderForm.swift"
    path.write_text(SWIFT_FORM.replace("DroppedForm", "HeaderForm").replace(
        "Toggle(\"Lights\"", "ProfileHeaderView()\n            Toggle(\"Lights\""))
    page.set_input_files("#open-form-input", str(path))
    page.wait_for_selector("#form-warnings:not([hidden])", timeout=5000)
    assert "HeaderForm.swift:6:13: ProfileHeaderView is not a view FormSim knows" in page.inner_text("#form-warnings-list")
    page.click("#form-warnings-close")
    assert page.is_hidden("#form-warnings")
    assert page.problems == []


ALIGNED_FORM = """id: aligned-fields
title: Aligned
labelWidth: 130
sections:
  - rows:
      - text: name
        label: Name
      - text: street
        label: Street address
"""


def test_label_width_lines_up_the_text_fields_on_every_device(page, server):
    open_workspace(page, server, "?device=iphone-se,ipad-10&scene=contacts")
    status = upload_form(page, ALIGNED_FORM)
    assert status == 201
    open_workspace(page, server, "?device=iphone-se,ipad-10&scene=aligned-fields")
    for device in (0, 1):
        name, street = node(page, device, "name-field"), node(page, device, "street-field")
        cell = node(page, device, "name")
        assert name["frame"][0] == street["frame"][0]
        assert abs(name["frame"][0] - cell["frame"][0] - 130) < 30  # the column, past the cell's margin
    assert page.problems == []
