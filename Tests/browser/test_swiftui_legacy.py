"""A SwiftUI file in the spellings of iOS 14 (NavigationView, .navigationBarTitle,
GroupedListStyle, SegmentedPickerStyle, Alert(title:message:primaryButton:secondaryButton:))
opened from the page on a phone and a tablet: it draws as SwiftUI draws it."""

import re

import pytest
from conftest import start_server, stop_server
from helpers import node, wait_for_element, wait_for_paint

LEGACY = """import SwiftUI

struct DeliveryOptions: View {
    @State private var speed = 1
    @State private var leaveAtDoor = true
    @State private var showingReset = false

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Delivery")) {
                    Picker(selection: $speed, label: Text("Speed")) {
                        Text("Standard").tag(0)
                        Text("Express").tag(1)
                        Text("Overnight").tag(2)
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Toggle(isOn: $leaveAtDoor) {
                        Text("Leave at the door")
                    }
                }
                Section {
                    Button(action: { self.showingReset = true }) {
                        Text("Reset Preferences")
                    }
                    .alert(isPresented: $showingReset) {
                        Alert(
                            title: Text("Reset preferences?"),
                            message: Text("Your delivery choices go back to the defaults."),
                            primaryButton: .destructive(Text("Reset")),
                            secondaryButton: .cancel())
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Delivery", displayMode: .inline)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
"""



@pytest.fixture(scope="module")
def server():
    """A server of this module's own: its uploads and its browsers' sessions do not count
    against the per-address caps of the one the other modules share."""
    srv = start_server()
    yield srv
    stop_server(srv.process)


def form_id(name):
    """The id the importer gives a view's form: `DeliveryOptions` → `delivery-options`."""
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()

DEVICES = 2

# The texts device i's render tree draws.
TEXTS_JS = "i => Object.values(window.formsim.devices[i].renderTree).map(n => n.text).filter(t => typeof t === 'string')"


def open_legacy(page, server, tmp_path, name):
    """The legacy file, its view renamed `name` (each test's form an id of its own on the
    shared server), opened with Open form… on an iPhone 15 and an iPad (10th); the form's id."""
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_for_paint(page)
    path = tmp_path / (name + ".swift")
    path.write_text(LEGACY.replace("DeliveryOptions", name))
    page.set_input_files("#open-form-input", str(path))
    page.wait_for_function(f"() => document.getElementById('scene-select').value.startsWith('{form_id(name)}')", timeout=10000)
    wait_for_element(page, "speed-control", on="every", devices=DEVICES)
    return page.evaluate("document.getElementById('scene-select').value")


def test_segmented_picker_style_is_a_segmented_control_without_its_label(page, server, tmp_path):
    open_legacy(page, server, tmp_path, "SegmentedDelivery")
    wait_for_element(page, "speed-control", "n.role === 'segmentedControl'", on="every", devices=DEVICES)
    wait_for_element(page, "speed-segment-1", "(n.states || []).includes('selected')", on="every", devices=DEVICES)
    for i in range(DEVICES):
        texts = page.evaluate(TEXTS_JS, i)
        assert "Express" in texts and "Speed" not in texts, texts
    assert page.problems == []


def test_grouped_list_style_draws_rows_edge_to_edge(page, server, tmp_path):
    form_id = open_legacy(page, server, tmp_path, "GroupedDelivery")
    form = page.evaluate("id => fetch('/api/forms/' + id).then(r => r.json())", form_id)
    assert form["style"] == "grouped"
    # A grouped table's cells span the screen; an inset grouped one's stand in from its edges.
    wait_for_element(page, "leave-at-door", "n.frame[0] === 0", on="every", devices=DEVICES)
    assert page.problems == []


def test_the_legacy_title_is_inline_in_the_bar(page, server, tmp_path):
    open_legacy(page, server, tmp_path, "TitledDelivery")
    for i in range(DEVICES):
        bars = page.evaluate(
            "i => { const all = []; const walk = (n) => { all.push(n); (n.children || []).forEach(walk); };"
            " walk(window.formsim.devices[i].semanticTree.root); return all.filter(n => n.role === 'navigationBar')"
            ".map(b => { const inner = []; const w = (n) => { inner.push(n.label); (n.children || []).forEach(w); }; w(b); return inner; }); }", i)
        assert len(bars) == 1 and "Delivery" in bars[0], bars
    assert page.problems == []


def test_tapping_the_button_shows_the_alerts_two_buttons(page, server, tmp_path):
    open_legacy(page, server, tmp_path, "ResetDelivery")
    # A person's tap on the phone; the page mirrors it to the tablet.
    page.evaluate("window.formsim.devices[0].tapAsUser('reset-preferences')")
    # The alert is presented by the flag the button's action sets (BEHAVIOR.md E8.3).
    wait_for_element(page, "showing-reset-sheet", "n.role === 'alert'", on="every", devices=DEVICES)
    for i in range(DEVICES):
        labels = [node(page, i, "showing-reset-action-%d" % k)["label"] for k in (0, 1)]
        assert sorted(labels) == ["Cancel", "Reset"], labels
    assert page.problems == []
