"""SwiftUI forms run as their code says (BEHAVIOR.md E8), opened from the page on an
iPhone 15 and an iPad (10th): a button's action changes state that a text reads and a
flag presents an alert; Return runs `.onSubmit`, which moves `@FocusState`; a sheet's own
button calls `dismiss()`. A person's input on the phone is mirrored to the tablet."""

import os
import re

import pytest
from conftest import start_server, stop_server
from helpers import click_element, node, wait_for_element, wait_for_paint

COUNTER = """import SwiftUI

struct TapCounter: View {
    @State private var count = 0
    @State private var showSaved = false

    var body: some View {
        Form {
            Section {
                Text("\\(count) taps")
                Button("Add") {
                    count += 1
                }
                Button("Save") {
                    showSaved = true
                }
            }
        }
        .alert("Saved", isPresented: $showSaved) {
            Button("OK", role: .cancel) { }
        } message: {
            Text("You tapped \\(count) times.")
        }
    }
}
"""

# The importer corpus's focus chain: .onAppear focuses the name, .onSubmit moves on.
CORPUS = os.path.join(os.path.dirname(__file__), "..", "SwiftUIImportTests", "Corpus")
with open(os.path.join(CORPUS, "FocusChain.swift")) as f:
    FOCUS = f.read()

SHEET = """import SwiftUI

struct ContactList: View {
    @State private var showingNew = false

    var body: some View {
        Form {
            Button("New contact") {
                showingNew = true
            }
        }
        .sheet(isPresented: $showingNew) {
            NewContact()
        }
    }
}

struct NewContact: View {
    @Environment(\\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Button("Close") {
                dismiss()
            }
        }
    }
}
"""

DEVICES = 2
# Every label of device i's semantic tree.
LABELS_JS = ("i => { const out = []; const w = (n) => { if (n.label) out.push(n.label); (n.children || []).forEach(w); };"
             " w(window.formsim.devices[i].semanticTree.root); return out; }")


@pytest.fixture(scope="module")
def server():
    """A server of this module's own, so its uploads and sessions leave the shared one's room."""
    srv = start_server()
    yield srv
    stop_server(srv.process)


def form_id(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


def open_swift(page, server, tmp_path, source, name, first_element):
    """`source` saved as NAME.swift and opened with Open form… on both devices."""
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_for_paint(page)
    path = tmp_path / (name + ".swift")
    path.write_text(source)
    page.set_input_files("#open-form-input", str(path))
    page.wait_for_function(f"() => document.getElementById('scene-select').value.startsWith('{form_id(name)}')", timeout=10000)
    wait_for_element(page, first_element, on="every", devices=DEVICES)


def tap(page, element_id):
    """A person's tap on the phone; the page mirrors it to the tablet."""
    page.evaluate(f"window.formsim.devices[0].tapAsUser('{element_id}')")


def test_a_buttons_action_changes_the_text_and_a_flag_presents_the_alert(page, server, tmp_path):
    open_swift(page, server, tmp_path, COUNTER, "TapCounter", "add")
    for i in range(DEVICES):
        assert "0 taps" in page.evaluate(LABELS_JS, i)
    tap(page, "add")
    page.wait_for_function(f"() => [0, 1].every(i => ({LABELS_JS})(i).includes('1 taps'))")
    tap(page, "save")
    wait_for_element(page, "show-saved-sheet", "n.role === 'alert' && n.label === 'Saved'", on="every", devices=DEVICES)
    tap(page, "show-saved-action-0")
    wait_for_element(page, "show-saved-sheet", present=False, on="every", devices=DEVICES)
    # The alert set its flag back: the same button presents it again.
    tap(page, "save")
    wait_for_element(page, "show-saved-sheet", on="every", devices=DEVICES)
    assert page.problems == []


def test_return_runs_on_submit_and_moves_the_focus(page, server, tmp_path):
    open_swift(page, server, tmp_path, FOCUS, "FocusChainView", "name")
    # .onAppear put the name field in editing on both devices.
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree.firstResponder === 'name-field')")
    # A click on the phone's canvas: the page's keys then go to the phone (and its mirror).
    name = node(page, 0, "name")
    click_element(page, 0, name, dx=60 / name["frame"][2])
    page.keyboard.type("Ann")
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree.firstResponder === 'email-field')")
    page.keyboard.type("ann@example.com")
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.formsim.devices.every(d => d.semanticTree.firstResponder === 'password-field')")
    page.keyboard.type("secret")
    page.keyboard.press("Enter")
    # The third Return signs in (the text appears) and ends editing.
    page.wait_for_function(f"() => [0, 1].every(i => ({LABELS_JS})(i).includes('Signed in'))")
    page.wait_for_function("() => window.formsim.devices.every(d => !d.semanticTree.firstResponder)")
    assert page.problems == []


def test_a_sheet_opens_from_its_button_and_closes_by_its_own(page, server, tmp_path):
    open_swift(page, server, tmp_path, SHEET, "ContactList", "new-contact")
    tap(page, "new-contact")
    wait_for_element(page, "close", on="every", devices=DEVICES)
    tap(page, "close")
    wait_for_element(page, "close", present=False, on="every", devices=DEVICES)
    wait_for_element(page, "new-contact", on="every", devices=DEVICES)
    assert page.problems == []
