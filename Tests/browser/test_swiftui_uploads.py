"""SwiftUI files with syntax errors in the page: the warnings panel at every load (an
upload, a save under --forms) with the error's line and column and what still loaded; the
same file opened from two browsers, each opening its own; renaming an uploaded form."""

import re
from pathlib import Path

import pytest

from conftest import REPO, form_folder_server, start_server, stop_server, wait_until
from helpers import wait_for_element, wait_for_paint

# The shipped SwiftUI shipping form, and the same with a call left open on line 59: the
# importer loads what parses and names the error.
SWIFT = (Path(REPO) / "Forms" / "ShippingForm.swift").read_text()
BROKEN = SWIFT.replace('TextField("", text: $city)', 'TextField("", text: $city')
ERROR = re.compile(r"ShippingForm\.swift:59:\d+: error: expected '\)'")
# What still loaded: the form and the gift card its link opens (each upload's ids are its own).
LOADED = re.compile(r"what parsed loaded: Shipping \(shipping-form(-\d+)?\), Gift message \(gift-card(-\d+)?\)")


@pytest.fixture(scope="module")
def server():
    """A server of this module's own: its browsers' sessions and uploads do not count
    against the per-address caps of the one the other modules share."""
    srv = start_server()
    yield srv
    stop_server(srv.process)


def upload(page, path):
    page.set_input_files("#open-form-input", str(path))


def test_a_swift_file_with_a_syntax_error_opens_and_the_panel_names_the_error_and_what_loaded(page, server, tmp_path):
    page.goto(server.url + "?device=iphone-se,ipad-10")
    wait_for_paint(page)
    path = tmp_path / "ShippingForm.swift"
    path.write_text(BROKEN)
    upload(page, path)
    page.wait_for_selector("#form-warnings:not([hidden])", timeout=10000)
    title = page.inner_text("#form-warnings-title")
    assert "ShippingForm.swift has 1 syntax error" in title
    assert LOADED.search(title), title
    assert ERROR.search(page.inner_text("#form-warnings-list")), page.inner_text("#form-warnings-list")
    # What parsed runs on the phone and the tablet.
    wait_for_element(page, "gift-wrap", on="every", devices=2)
    wait_for_element(page, "quantity", on="every", devices=2)
    assert page.problems == []


def test_the_same_swift_file_uploaded_from_two_browsers_opens_in_both(browser, server, tmp_path):
    path = tmp_path / "ShippingForm.swift"
    path.write_text(BROKEN)
    pages = []
    for _ in range(2):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        problems = []
        page.on("pageerror", lambda e, problems=problems: problems.append(str(e)))
        page.goto(server.url + "?device=iphone-se,ipad-10")
        wait_for_paint(page)
        upload(page, path)
        page.wait_for_selector("#form-warnings:not([hidden])", timeout=10000)
        wait_for_element(page, "gift-wrap", on="every", devices=2)
        pages.append((context, page, problems))
    try:
        ids = [p.evaluate("document.getElementById('scene-select').value") for _, p, _ in pages]
        assert ids[0] != ids[1] and all(i.startswith("shipping-form-") for i in ids), ids  # the folder's form is shipping-form
        # Each browser's scene menu holds its own copy, not the other's.
        for (_, p, problems), own, other in ((pages[0], ids[0], ids[1]), (pages[1], ids[1], ids[0])):
            options = p.evaluate("[...document.querySelectorAll('#scene-select option')].map(o => o.value)")
            assert own in options and other not in options
            assert ERROR.search(p.inner_text("#form-warnings-list"))
            assert problems == []
    finally:
        for context, _, _ in pages:
            context.close()


def test_a_hot_reload_that_leaves_a_syntax_error_shows_the_panel_and_a_good_save_clears_it(page, tmp_path):
    with form_folder_server(tmp_path, "ShippingForm.swift", SWIFT) as (srv, folder):
        page.goto(srv.url + "?device=iphone-se,ipad-10&scene=shipping-form")
        wait_for_element(page, "gift-wrap", on="every", devices=2)
        page.wait_for_selector("#form-warnings:not([hidden])", timeout=10000)  # what the shipped file warns of
        assert "syntax error" not in page.inner_text("#form-warnings-title")
        page.click("#form-warnings-close")
        (folder / "ShippingForm.swift").write_text(BROKEN.replace('LabeledContent("Full name")', 'LabeledContent("Name")'))
        page.wait_for_selector("#form-warnings:not([hidden])", timeout=10000)
        title = page.inner_text("#form-warnings-title")
        assert "ShippingForm.swift has 1 syntax error; what parsed loaded: Shipping (shipping-form), Gift message (gift-card)" in title
        assert ERROR.search(page.inner_text("#form-warnings-list"))
        wait_for_element(page, "full-name-field", "n.label === 'Name'", on="every", devices=2)
        # The log says it as well.
        assert wait_until(lambda: any("form shipping-form: " in line and ERROR.search(line) for line in srv.lines))
        # Dismissed, it stays away until the next load; the next save that loads brings it back.
        page.click("#form-warnings-close")
        page.wait_for_timeout(1500)
        assert page.is_hidden("#form-warnings")
        (folder / "ShippingForm.swift").write_text(BROKEN)
        page.wait_for_selector("#form-warnings:not([hidden])", timeout=10000)
        (folder / "ShippingForm.swift").write_text(SWIFT)
        page.wait_for_function(
            "() => !document.getElementById('form-warnings-title').textContent.includes('syntax error')", timeout=10000)
        assert page.problems == []


def test_an_uploaded_form_is_renamed_in_the_scene_menu_and_a_blank_name_is_refused_with_why(page, server, tmp_path):
    page.goto(server.url + "?device=iphone-se,ipad-10&scene=contacts")
    wait_for_paint(page)
    assert page.is_hidden("#rename-form-button")  # a built-in scene keeps its name
    path = tmp_path / "ShippingForm.swift"
    path.write_text(SWIFT)
    upload(page, path)
    wait_for_element(page, "gift-wrap", on="every", devices=2)
    page.wait_for_selector("#rename-form-button:not([hidden])", timeout=5000)
    page.click("#rename-form-button")
    page.wait_for_selector("#rename-popover:popover-open", timeout=5000)
    assert page.input_value("#rename-input") == "Shipping"
    page.fill("#rename-input", "   ")
    page.click("#rename-save")
    page.wait_for_function("() => document.getElementById('rename-status').textContent.includes('empty')", timeout=5000)
    page.fill("#rename-input", "Sign-up, take 2")
    page.click("#rename-save")
    page.wait_for_selector("#rename-popover:not(:popover-open)", state="attached", timeout=5000)
    page.wait_for_function(
        "() => document.getElementById('scene-select').selectedOptions[0].textContent === 'Sign-up, take 2'", timeout=5000)
    assert page.evaluate("document.getElementById('scene-select').value").startswith("shipping-form-")
    # The devices keep the form's title in their bars.
    wait_for_element(page, "gift-wrap", on="every", devices=2)
    assert [p for p in page.problems if "status of 400" not in p] == []


def test_a_link_to_a_form_another_browser_opened_says_to_open_its_file(browser, server, tmp_path):
    path = tmp_path / "ShippingForm.swift"
    path.write_text(SWIFT)
    first = browser.new_context(viewport={"width": 1280, "height": 900})
    second = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = first.new_page()
        page.goto(server.url + "?device=iphone-se")
        wait_for_paint(page)
        upload(page, path)
        wait_for_element(page, "gift-wrap")
        own = page.evaluate("document.getElementById('scene-select').value")
        other = second.new_page()
        other.goto(server.url + "?device=iphone-se&scene=" + own)
        wait_for_paint(other)
        other.wait_for_selector("#notice:not([hidden])", timeout=5000)
        assert "a form opened in another browser: open its file here" in other.inner_text("#notice-text")
        assert other.evaluate("document.getElementById('scene-select').value") != own
    finally:
        first.close()
        second.close()
