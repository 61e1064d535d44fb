"""Flows in the page and on disk: recording by element id on one device replays on the
other and opens the report; the example flows' JUnit XML passes the JUnit schema CI tools
read (Jenkins' junit-10.xsd, taken from pytest's source on PyPI); the headless report
draws every device from disk, with nothing fetched."""

import os
import subprocess
import sys
import tarfile

from conftest import REPO
from helpers import assert_runs_the_page_modules, click_element, leave_device, node, open_offline, run_flows, wait_for_element, wait_for_paint, wheel

def test_a_flow_recorded_on_the_phone_replays_on_the_pad_and_opens_the_report(page, server):
    page.goto(server.url + "?device=iphone-15,ipad-10&scene=pin&mirror=off")
    page.wait_for_function("() => window.formsim.devices.length === 2 && window.formsim.devices.every((d) => d.semanticTree)")
    wait_for_paint(page)
    page.click("#record-toggle")
    assert page.get_attribute("#record-toggle", "aria-pressed") == "true"
    click_element(page, 0, "pin-field")
    page.wait_for_function("() => window.formsim.devices[0].semanticTree.firstResponder === 'pin-field'")
    page.keyboard.type("12")
    wait_for_element(page, "pin-field", "(n.value || '') === arg", on=0, arg="12")
    # Alt-click records an expectation of the element's value instead of tapping it.
    x, y, w, h = node(page, 0, "pin-field")["frame"]
    point = page.evaluate("([x, y]) => window.formsim.devices[0].pointToClient(x, y)", [x + w / 2, y + h / 2])
    page.keyboard.down("Alt")
    page.mouse.click(point["x"], point["y"])
    page.keyboard.up("Alt")
    page.wait_for_function("() => window.formsim.recorder.steps.some((s) => s.expect)")
    leave_device(page)  # leave the device's keyboard, so "." is a shortcut
    page.click("#record-toggle")
    page.wait_for_selector("#flow-popover:popover-open")
    yaml = page.input_value("#flow-yaml")
    assert "scene: pin" in yaml
    assert "  - tap: pin-field" in yaml
    assert '  - type: "12"' in yaml
    assert '  - expect: {id: pin-field, value: "12", states: [firstResponder' in yaml
    # The iPad was not touched: replaying the recorded steps there gives the same value.
    for line in yaml.splitlines():
        if line.startswith("  - tap: "):
            page.evaluate("(id) => window.formsim.devices[1].send({type: 'tap', target: id})", line[len("  - tap: "):])
        elif line.startswith('  - type: "'):
            for ch in line[len('  - type: "'):-1]:
                page.evaluate("(k) => window.formsim.devices[1].send({type: 'key', key: k})", ch)
    wait_for_element(page, "pin-field", "(n.value || '') === arg", on=1, arg="12")
    # Run shows the report: every device, the recorded expectation passing.
    with page.context.expect_page() as opened:
        page.click("#flow-run")
    report = opened.value
    report.wait_for_function("() => document.body.dataset.painted === 'true'", timeout=20000)
    assert "FormSim flows: all passed" in report.title()
    assert report.locator("canvas[data-snapshot]").count() >= 8 * 3
    assert page.problems == []


def junit_schema(cache):
    """Jenkins' JUnit schema as pytest's own tests use it (testing/example_scripts/junit-10.xsd),
    from pytest's source distribution on PyPI."""
    path = os.path.join(cache, "junit-10.xsd")
    if os.path.exists(path):
        return path
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--no-binary", ":all:", "-q",
                    "pytest==8.3.4", "-d", cache], check=True)
    with tarfile.open(os.path.join(cache, "pytest-8.3.4.tar.gz")) as archive:
        member = archive.getmember("pytest-8.3.4/testing/example_scripts/junit-10.xsd")
        with archive.extractfile(member) as source, open(path, "wb") as out:
            out.write(source.read())
    return path


def test_junit_of_passing_and_failing_flows_passes_the_junit_schema(tmp_path):
    import xmlschema
    cache = os.path.join(os.path.expanduser("~"), ".cache", "formsim")
    os.makedirs(cache, exist_ok=True)
    schema = xmlschema.XMLSchema(junit_schema(cache))
    failing = tmp_path / "failing.yaml"
    failing.write_text("name: 'fails <here> & \"there\"'\nscene: contacts\nsteps:\n  - tap: birthday\n"
                       "  - expect: {role: inputView}\n")
    junit = tmp_path / "junit.xml"
    flows = sorted(os.path.join("Flows", f) for f in os.listdir(os.path.join(REPO, "Flows")) if f.endswith(".yaml"))
    result = run_flows(*flows, str(failing), "--forms", "Forms", "--junit", str(junit), "--quiet")
    assert result.returncode == 1, result.stdout + result.stderr
    schema.validate(str(junit))
    text = junit.read_text()
    assert text.count("<testcase ") == 8 * (len(flows) + 1)
    assert text.count("<failure ") == 4  # the four iPads show a popover, not a panel


def test_the_headless_report_draws_every_device_from_disk(browser, tmp_path):
    """Run from a folder that holds no Public/: the drawing code comes with the binary."""
    report = tmp_path / "report.html"
    result = run_flows(os.path.join(REPO, "Flows/contacts-birthday.yaml"), "--report", str(report), "--quiet", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    context, page, requests = open_offline(browser, report, width=1400)
    steps = page.locator(".grid tbody tr").count()
    assert page.locator("canvas[data-snapshot]").count() == 8 * steps
    # A painted picture is not blank: the middle of the first phone has more than one colour.
    colours = page.evaluate(
        "() => { const c = document.querySelector('canvas[data-snapshot]'); const d = c.getContext('2d')"
        ".getImageData(0, 0, c.width, c.height).data; const seen = new Set();"
        " for (let i = 0; i < d.length; i += 400) seen.add(d[i] + ',' + d[i+1] + ',' + d[i+2]); return seen.size; }")
    assert colours > 5
    assert "presented: input view on iPhone SE (3rd)" in page.content()
    assert requests == []
    assert_runs_the_page_modules(page)
    context.close()


def test_a_recording_stopped_before_any_step_says_it_is_not_a_flow(page, server):
    """The server writes the recorded flow; a recording with no steps is no flow, and the
    panel says so instead of showing a file that would not run."""
    page.goto(server.url + "?device=iphone-15&scene=pin")
    page.wait_for_function("() => window.formsim.devices.length === 1 && window.formsim.semanticTree")
    page.click("#record-toggle")
    page.click("#record-toggle")
    page.wait_for_selector("#flow-popover:popover-open")
    page.wait_for_function("() => document.querySelector('#flow-status').textContent.startsWith('Not written: ')")
    assert "expected 1 to 1000 steps" in page.text_content("#flow-status")
    assert page.input_value("#flow-yaml") == ""


def test_a_recording_that_scrolls_and_drags_replays_green_on_the_device_it_was_made_on(page, server):
    """The newcomer's form needed scrolling: the wheel and a drag bring the last row into
    view; the recording writes the drag and a scrollTo before the tap, and replays."""
    page.goto(server.url + "?device=iphone-se&scene=shipping")
    page.wait_for_function("() => window.formsim.devices.length === 1 && window.formsim.semanticTree")
    wait_for_paint(page)
    page.click("#record-toggle")
    # A drag up on the form, then the wheel until Place order is in view.
    x, y, w, h = node(page, 0, "full-name")["frame"]
    start = page.evaluate("([x, y]) => window.formsim.pointToClient(x, y)", [x + w / 2, y + h + 120])
    page.mouse.move(start["x"], start["y"])
    page.mouse.down()
    for step in range(1, 9):
        page.mouse.move(start["x"], start["y"] - step * 15)
    page.mouse.up()
    page.wait_for_function("() => window.formsim.recorder.steps.some((s) => s.drag)")
    for _ in range(40):
        order = node(page, 0, "place-order")
        if order and order["frame"][1] + order["frame"][3] < 560:
            break
        wheel(page, 120)
    wait_for_paint(page)
    click_element(page, 0, "place-order")
    page.wait_for_function("() => window.formsim.recorder.steps.some((s) => s.tap === 'place-order')")
    yaml = page.evaluate("() => window.formsim.recorder.yaml()")
    page.click("#record-toggle")
    lines = yaml.splitlines()
    assert any(line.startswith("  - drag: {from: [") for line in lines), yaml
    assert lines.index("  - scrollTo: place-order") + 1 == lines.index("  - tap: place-order"), yaml
    # Replayed headless on the same device: every step passes.
    flow = yaml.replace("steps:\n", "devices: [iphone-se]\nsteps:\n")
    result = page.evaluate("""(flow) => fetch('/api/flows/run', {method: 'POST', body: flow,
        headers: {'Content-Type': 'application/yaml'}}).then((r) => r.json())""", flow)
    assert result["passed"] is True, result


def test_a_snapshot_change_fails_once_per_difference_and_the_report_lists_it_under_this_run(browser, tmp_path):
    flow = tmp_path / "birthday.yaml"
    snapshots = tmp_path / "snapshots"
    flow.write_text("scene: contacts\ndevices: [iphone-15]\nsteps:\n  - tap: birthday\n  - pick: {target: birthday-picker, date: 1990-01-15}\n"
                    "  - wait: 10\n")
    # Under CI a missing baseline fails and nothing is written.
    ci = run_flows(str(flow), "--snapshots", str(snapshots), cwd=tmp_path, ci=True)
    assert ci.returncode == 1 and "snapshot missing" in ci.stdout and "CI is set, so nothing was written" in ci.stdout, ci.stdout
    assert not snapshots.exists()
    first = run_flows(str(flow), "--snapshots", str(snapshots), cwd=tmp_path, ci=False)
    # A run that records compared nothing: it fails, and the next run compares.
    assert first.returncode == 1 and "snapshot recorded" in first.stdout, first.stdout + first.stderr
    assert run_flows(str(flow), "--snapshots", str(snapshots), cwd=tmp_path, ci=True).returncode == 0
    flow.write_text(flow.read_text().replace("1990-01-15", "1991-02-16"))
    report = tmp_path / "report.html"
    changed = run_flows(str(flow), "--snapshots", str(snapshots), "--report", str(report), cwd=tmp_path)
    assert changed.returncode == 1, changed.stdout + changed.stderr
    line = 'snapshot: birthday-value value: "January 15, 1990" → "February 16, 1991" (iPhone 15, steps 2–3)'
    assert changed.stdout.count(line) == 1, changed.stdout
    assert "snapshot differs: " in changed.stdout
    context = browser.new_context(viewport={"width": 1000, "height": 900}, offline=True)
    page = context.new_page()
    page.goto(report.as_uri())
    page.wait_for_function("() => document.body.dataset.painted === 'true'", timeout=20000)
    assert page.locator("canvas[data-baseline]").count() == 0
    items = page.locator(".snapshot-differences li").all_inner_texts()
    assert 'birthday-value value: "January 15, 1990" → "February 16, 1991"' in items, items
    # This run's picture frames the elements that differ in red.
    reds = page.evaluate(
        "() => { const c = document.querySelector('canvas[data-snapshot=\"0:0:1\"]'); const d = c.getContext('2d')"
        ".getImageData(0, 0, c.width, c.height).data; let red = 0;"
        " for (let i = 0; i < d.length; i += 4) if (d[i] > 240 && d[i+1] < 80 && d[i+2] < 70) red++; return red; }")
    assert reds > 20, reds
    context.close()
