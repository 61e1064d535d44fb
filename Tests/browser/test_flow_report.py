"""The flow report read at a laptop's size: the shipped flows' report opened from disk at
1280 × 720 never scrolls sideways (a wide grid scrolls in its own box), a step's picture
opens enlarged on a click or Enter and closes on Escape or a click, and the place
run-flows prints for a failure is a cell of the report."""

import os
import re

import pytest

from conftest import REPO
from helpers import assert_runs_the_page_modules, open_offline, run_flows


@pytest.fixture(scope="module")
def shipped_report(tmp_path_factory):
    report = tmp_path_factory.mktemp("report") / "report.html"
    flows = sorted(os.path.join("Flows", f) for f in os.listdir(os.path.join(REPO, "Flows")) if f.endswith(".yaml"))
    result = run_flows(*flows, "--forms", "Forms", "--report", str(report), "--quiet")
    assert result.returncode == 0, result.stdout + result.stderr
    return report


def test_the_report_of_the_shipped_flows_does_not_scroll_sideways_at_1280_by_720(browser, shipped_report):
    context, page, requests = open_offline(browser, shipped_report, width=1280, height=720)
    overflow = page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 0, "the page is %d px wider than the window" % overflow
    # The grids are wider than the window: each scrolls in its own box.
    assert page.evaluate("() => [...document.querySelectorAll('.scroll')].some((b) => b.scrollWidth > b.clientWidth)")
    assert requests == [] and page.problems == []
    assert_runs_the_page_modules(page)
    context.close()


def test_a_thumbnail_shows_a_phone_at_half_its_points(browser, shipped_report):
    context, page, _ = open_offline(browser, shipped_report, width=1280, height=720)
    width = page.evaluate("() => document.querySelector('canvas[data-snapshot]').getBoundingClientRect().width")
    assert width >= 180, width
    context.close()


def test_a_click_on_a_step_picture_shows_it_enlarged_and_escape_closes_it(browser, shipped_report):
    context, page, _ = open_offline(browser, shipped_report, width=1280, height=720)
    shot = page.locator("button.shot").nth(3)
    thumbnail = shot.locator("canvas").bounding_box()["width"]
    shot.click()
    dialog = page.locator("dialog#enlarged")
    assert dialog.evaluate("(d) => d.open")
    enlarged = dialog.locator("canvas").bounding_box()
    assert enlarged["width"] >= 300 and enlarged["width"] >= 1.35 * thumbnail, (enlarged, thumbnail)
    # The whole device in the window: nothing to scroll to see its bottom at 1280×720.
    assert enlarged["y"] >= 0 and enlarged["y"] + enlarged["height"] <= 720, enlarged
    # Painted: the enlarged picture is not blank.
    assert dialog.locator("canvas").evaluate(
        "(c) => { const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data; const seen = new Set();"
        " for (let i = 0; i < d.length; i += 4000) seen.add(d[i] + ',' + d[i+1] + ',' + d[i+2]); return seen.size; }") > 5
    # "Step 1 on iPhone 15 Pro Max: tap: export": the step and the device over the picture.
    assert re.match(r"^Step \d+ on .+: .+", dialog.locator(".caption").text_content())
    page.keyboard.press("Escape")
    assert not dialog.evaluate("(d) => d.open")
    # Focus is back on the picture that opened it.
    assert page.evaluate("() => document.activeElement.classList.contains('shot')")
    assert page.problems == []
    context.close()


def test_a_step_picture_opens_from_the_keyboard_and_a_click_closes_it(browser, shipped_report):
    context, page, _ = open_offline(browser, shipped_report, width=1280, height=720)
    page.locator("button.shot").first.focus()
    page.keyboard.press("Enter")
    dialog = page.locator("dialog#enlarged")
    assert dialog.evaluate("(d) => d.open")
    dialog.locator("canvas").click()
    assert not dialog.evaluate("(d) => d.open")
    context.close()


def test_the_place_run_flows_prints_for_a_failure_is_that_device_after_that_step(browser, tmp_path):
    report = tmp_path / "report.html"
    result = run_flows("Tests/browser/flows/three-mistakes.yaml", "--forms", "Forms", "--report", str(report))
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    failures = [line for line in lines if line.startswith("three mistakes · ")]
    assert len(failures) == 3 * 8, result.stdout
    pointers = [m.group(1) for m in (re.search(r"see .*report\.html#(\S+)$", line) for line in lines) if m]
    assert len(pointers) == len(failures)
    context, page, _ = open_offline(browser, report, width=1280, height=720)
    for anchor in (pointers[0], pointers[-1]):
        page.goto(report.as_uri() + "#" + anchor)
        cell = page.locator("#" + anchor)
        assert cell.count() == 1
        box = cell.bounding_box()
        assert 0 <= box["y"] < 720 and box["x"] < 1280, (anchor, box)
        assert cell.locator("pre.failure").count() == 1
    context.close()
