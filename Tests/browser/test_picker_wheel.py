"""The mouse wheel over a picker's column turns that wheel, as a finger's swipe does, and
no other."""

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
