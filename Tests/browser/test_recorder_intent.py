"""A recording writes what the person meant, and the mirror shows what it will replay: a
tap outside a calendar is `tapOutside` the calendar (not a point), Escape on a device is
`key: Escape` and closes the popover (not the page's way out of the device), an Alt-click
check names the field picked; the iPad, mirrored, ends as the iPhone does; and the flow
saved from the page runs green headless on every device (docs/FLOWS.md, BEHAVIOR.md D1.9)."""

from helpers import click_element, node, open_workspace, run_flows, wait_all, wait_until

FIND = ("(t, id) => { if (!t) return null; const stack = [t.root]; while (stack.length) {"
        " const n = stack.pop(); if (n.id === id) return n; stack.push(...(n.children || [])); } return null; }")


def on_both(page, element_id, present=True):
    page.wait_for_function(
        "(id) => window.formsim.devices.every((d) => !!(%s)(d.semanticTree, id) === %s)" % (FIND, "true" if present else "false"),
        arg=element_id, timeout=10000)
    wait_all(page)


def click_at(page, i, x, y, alt=False):
    point = page.evaluate("([i, x, y]) => window.formsim.devices[i].pointToClient(x, y)", [i, x, y])
    if alt:
        page.keyboard.down("Alt")
    page.mouse.click(point["x"], point["y"])
    if alt:
        page.keyboard.up("Alt")


def test_a_recording_on_booking_names_what_was_meant_mirrors_it_and_replays_green_headless_on_every_device(page, server, tmp_path):
    open_workspace(page, server, "?device=iphone-15,ipad-10&scene=booking")  # the mirror is on
    page.click("#record-toggle")

    # (a) The check-in date opens its calendar: a card on the iPhone, a popover on the iPad.
    click_element(page, 0, "check-in-compact-date")
    on_both(page, "check-in-calendar-popover")

    # (b) A tap on the dimmed screen below the card closes it, on both devices.
    x, y, w, h = node(page, 0, "check-in-calendar-popover")["frame"]
    click_at(page, 0, x + w / 2, y + h + 120)
    on_both(page, "check-in-calendar-popover", present=False)

    # (c) Escape closes the arrival time's popover, on both; the keyboard stays in the device.
    click_element(page, 0, "arrival-time-compact-time")
    page.wait_for_function("() => window.formsim.devices.every((d) => (%s)(d.semanticTree, 'arrival-time-compact-time') && "
                           "d.semanticTree.root && JSON.stringify(d.semanticTree).includes('\"role\":\"popover\"'))" % FIND)
    wait_all(page)
    page.keyboard.press("Escape")
    page.wait_for_function("() => window.formsim.devices.every((d) => !JSON.stringify(d.semanticTree).includes('\"role\":\"popover\"'))")
    wait_all(page)
    assert page.evaluate("() => !!document.activeElement.closest('.device-area')")

    # (d) Typed into the name field, then an Alt-click on it checks its value.
    click_element(page, 0, "guest-name-field")
    page.wait_for_function("() => window.formsim.devices.every((d) => d.semanticTree.firstResponder === 'guest-name-field')")
    page.keyboard.type("Ann")
    assert wait_until(lambda: all((node(page, i, "guest-name-field") or {}).get("value") == "Ann" for i in (0, 1)))
    wait_all(page)
    x, y, w, h = node(page, 0, "guest-name-field")["frame"]
    click_at(page, 0, x + w / 2, y + h / 2, alt=True)
    page.wait_for_function("() => window.formsim.recorder.steps.some((s) => s.expect)")
    yaml = page.evaluate("() => window.formsim.recorder.yaml()")
    page.click("#record-toggle")

    lines = yaml.splitlines()
    assert "  - tapOutside: check-in-calendar-popover" in lines, yaml
    assert "  - key: Escape" in lines, yaml
    steps = lines[lines.index("steps:") + 1:]
    assert not any("x:" in line or line.startswith("    on:") for line in steps), yaml  # no points; all mirrored
    expect = [line for line in lines if line.startswith("  - expect: ")]
    assert len(expect) == 1 and expect[0].startswith('  - expect: {id: guest-name-field, value: Ann'), yaml

    # Saved as it is and run headless on every device (no `devices:`): green.
    path = tmp_path / "booking-recorded.yaml"
    path.write_text(yaml)
    result = run_flows(str(path), "--forms", "Forms", "--quiet")
    assert result.returncode == 0, yaml + result.stdout + result.stderr
    assert "passed: 1 flows on 8 devices, 0 failing" in result.stdout, result.stdout
