"""SwiftUI projects in the page: several .swift files chosen or dropped together are read
as one project, so a view declared in one file is real controls in the form of another."""

from helpers import wait_for_element, wait_for_paint

FORM = """import SwiftUI

struct SignUpForm: View {
    @State private var email = ""
    @State private var news = false

    var body: some View {
        Form {
            Section("Account") {
                LabeledField(title: "Email", text: $email)
                ConsentRow(isOn: $news)
            }
        }
        .navigationTitle("Sign up")
    }
}
"""

COMPONENTS = """import SwiftUI

struct LabeledField: View {
    let title: String
    @Binding var text: String

    var body: some View {
        TextField(title, text: $text)
    }
}

struct ConsentRow: View {
    @Binding var isOn: Bool

    var body: some View {
        Toggle("Send me news", isOn: $isOn)
    }
}
"""


def test_several_swift_files_chosen_together_open_as_one_project_with_the_custom_views_as_controls(page, server, tmp_path):
    page.goto(server.url + "?device=iphone-15,ipad-10")
    wait_for_paint(page)
    form, components = tmp_path / "SignUpForm.swift", tmp_path / "Components.swift"
    form.write_text(FORM)
    components.write_text(COMPONENTS)
    page.set_input_files("#open-form-input", [str(form), str(components)])
    page.wait_for_function("() => document.getElementById('scene-select').value === 'sign-up-form'", timeout=10000)
    wait_for_element(page, "email-field", on="every", devices=2)
    wait_for_element(page, "news-switch", on="every", devices=2)
    rows = page.evaluate("fetch('/api/forms/sign-up-form').then(r => r.json()).then(f => f.sections.flatMap(s => s.rows))")
    assert [row.get("customClass") for row in rows] == [None, None]  # no placeholder row
    assert page.is_hidden("#form-error")
    assert page.problems == []


def test_swift_files_dropped_together_open_as_one_project(page, server):
    page.goto(server.url + "?device=iphone-15")
    wait_for_paint(page)
    page.evaluate(
        """([form, components]) => {
          const data = new DataTransfer();
          data.items.add(new File([form], "DroppedSignUp.swift", { type: "" }));
          data.items.add(new File([components], "Components.swift", { type: "" }));
          for (const type of ["dragenter", "dragover", "drop"]) {
            document.body.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
          }
        }""", [FORM.replace("SignUpForm", "DroppedSignUp"), COMPONENTS])
    page.wait_for_function("() => document.getElementById('scene-select').value === 'dropped-sign-up'", timeout=10000)
    wait_for_element(page, "email-field", on="every", devices=1)
    wait_for_element(page, "news-switch", on="every", devices=1)
    assert page.problems == []


def test_a_dropped_folder_gives_its_files_however_deep(page, server):
    page.goto(server.url + "?device=iphone-15")
    wait_for_paint(page)
    # Entries as webkitGetAsEntry gives them: a folder answers readEntries in batches, then none.
    names = page.evaluate(
        """async () => {
          const { droppedFiles } = await import('/js/forms.js');
          const file = (name) => ({ isFile: true, isDirectory: false, file: (ok) => ok(new File(["x"], name)) });
          const folder = (batches) => ({
            isFile: false, isDirectory: true,
            createReader: () => { const left = [...batches, []]; return { readEntries: (ok) => ok(left.shift()) }; },
          });
          const project = folder([[file("App.swift"), folder([[file("Row.swift")]])], [file("Form.swift")]]);
          return (await droppedFiles([project])).map((f) => f.name);
        }""")
    assert names == ["App.swift", "Row.swift", "Form.swift"]
    assert page.problems == []
