"""Browser tests of small breaks fixed together: the mouse wheel over a picker turns that
wheel; Copy link copies the comparison's URL; Arabic screens use one digit system."""

from helpers import click_element, node, open_workspace, wait_all, wait_for_element


def test_the_mouse_wheel_over_a_picker_column_turns_that_wheel(page, server):
    open_workspace(page, server, "?device=iphone-15&scene=contacts")
    click_element(page, 0, "birthday")
    page.wait_for_function("() => window.formsim.devices[0].semanticTree.firstResponder === 'birthday-value'")
    wait_all(page)
    month = node(page, 0, "birthday-picker-month")
    x, y, w, h = month["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w / 2, y + h / 2])
    page.mouse.move(point["x"], point["y"])
    page.mouse.wheel(0, 100)  # one notch of a mouse wheel
    wait_for_element(page, "birthday-picker-month", "n.row > arg", arg=month["row"])
    wait_all(page)
    assert node(page, 0, "birthday-picker")["value"] != "2000-01-01"
    assert node(page, 0, "birthday-picker-day")["row"] == 0  # only the wheel under the pointer turned
    assert page.problems == []


def test_copy_link_copies_the_comparison_url(page, server):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=server.url.rstrip("/"))
    open_workspace(page, server, "?device=iphone-15,ipad-10&orientation=portrait,landscapeLeft&scene=contacts")
    page.locator("#copy-link-button").click()
    page.wait_for_function("() => document.getElementById('mirror-report').textContent.startsWith('Link copied')")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied == page.url
    assert "orientation=portrait,landscapeLeft" in copied and "scene=contacts" in copied
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
    status = page.evaluate(
        "body => fetch('/api/forms', {method: 'POST', headers: {'Content-Type': 'application/yaml'}, body}).then(r => r.status)",
        ALIGNED_FORM)
    assert status == 201
    open_workspace(page, server, "?device=iphone-se,ipad-10&scene=aligned-fields")
    for device in (0, 1):
        name, street = node(page, device, "name-field"), node(page, device, "street-field")
        cell = node(page, device, "name")
        assert name["frame"][0] == street["frame"][0]
        assert abs(name["frame"][0] - cell["frame"][0] - 130) < 30  # the column, past the cell's margin
    assert page.problems == []
