import Foundation
import Scenes
import SimCore
import Wire
import SwiftUIImport
import TestSupport
import Testing

/// What the importer reads, run: each thing it understands in a small SwiftUI sample,
/// imported and shown on an iPhone and an iPad, checked in the semantic tree a person's
/// assistive technology reads — not in the form document, which other suites check.
@Suite struct SwiftUIOnDevicesTests {
    static let devices = ["iphone-15", "ipad-10"]

    /// The first form of `files`, read together as a project, on `device`.
    func simulator(_ files: [(name: String, text: String)], on device: String) throws -> Simulator {
        let documents = try SwiftUIImporter.read(files: files.map { SwiftUISourceFile(name: $0.name, text: $0.text) })
        return try SimHarness(scene: documents[0].sceneDescriptor(directory: FormDirectory(documents)), device: device).sim
    }

    func simulator(_ text: String, file: String = "Form.swift", on device: String) throws -> Simulator {
        try simulator([(file, text)], on: device)
    }

    /// The node of the tree whose role and label are these.
    func node(_ role: Role, _ label: String, in sim: Simulator) -> SemanticNode? {
        sim.semanticTree().allNodes.first { $0.role == role && $0.label == label }
    }

    // MARK: A custom view of the project

    static let signUp = """
        import SwiftUI

        struct SignUpForm: View {
            @State private var email = "ada@example.com"
            @State private var news = true

            var body: some View {
                Form {
                    LabeledField(title: "Email", text: $email)
                    ConsentRow(isOn: $news)
                }
            }
        }
        """

    static let components = """
        import SwiftUI

        struct LabeledField: View {
            let title: String
            @Binding var text: String
            var body: some View { TextField(title, text: $text) }
        }

        struct ConsentRow: View {
            @Binding var isOn: Bool
            var body: some View { Toggle("Send me news", isOn: $isOn) }
        }
        """

    @Test("a view another file of the project declares is expanded into the controls its body holds", arguments: devices)
    func customView(device: String) throws {
        let sim = try simulator([("SignUpForm.swift", Self.signUp), ("Components.swift", Self.components)], on: device)
        let field = try #require(sim.node("email-field"))
        #expect(field.role == .textField)
        #expect(field.value == "ada@example.com")
        #expect(sim.node("news-switch")?.role == .switch)
        #expect(sim.node("news")?.label == "Send me news")
    }

    // MARK: A model's bound values

    static let profile = """
        import SwiftUI

        struct Profile {
            var name = "Robin Park"
            var isPublic = true
        }

        final class ProfileModel: ObservableObject {
            @Published var profile = Profile()
            @Published var fontSize = 17.0
        }

        struct ProfileForm: View {
            @StateObject private var model = ProfileModel()

            var body: some View {
                Form {
                    TextField("Name", text: $model.profile.name)
                    Toggle("Public Profile", isOn: $model.profile.isPublic)
                    Slider(value: $model.fontSize, in: 12...24)
                }
            }
        }
        """

    @Test("controls bound to an ObservableObject's nested struct start with the values the model gives them", arguments: devices)
    func modelValues(device: String) throws {
        let sim = try simulator(Self.profile, on: device)
        #expect(sim.node("name-field")?.value == "Robin Park")
        #expect(sim.node("is-public-switch")?.value == "on")
        #expect(sim.node("font-size-slider")?.value == "17")
    }

    // MARK: Interpolated text and the device's day

    static let summary = """
        import SwiftUI

        struct TripForm: View {
            @State private var guests = 3
            @State private var day = Date()
            private let city = "Lisbon"

            var body: some View {
                Form {
                    Text("\\(guests) guests in \\(city)")
                    DatePicker("Arrival", selection: $day, displayedComponents: .date)
                }
            }
        }
        """

    @Test("a Text interpolating a state and a constant shows their starting values", arguments: devices)
    func interpolatedText(device: String) throws {
        let sim = try simulator(Self.summary, on: device)
        // A text alone is a row whose title takes the whole row.
        #expect(node(.cell, "3 guests in Lisbon", in: sim) != nil)
    }

    @Test("a date row starting at Date() shows the simulated device's day", arguments: devices)
    func deviceDay(device: String) throws {
        let sim = try simulator(Self.summary, on: device)
        let row = try #require(sim.node("day"))
        #expect(row.label == "Arrival")
        #expect(sim.semanticTree().allNodes.contains { $0.value == "Nov 23, 2026" })
    }

    // MARK: Legacy spellings

    static let legacy = """
        import SwiftUI

        struct AccountForm: View {
            @State private var size = "m"
            @State private var confirming = false

            var body: some View {
                NavigationView {
                    Form {
                        Picker("Size", selection: $size) {
                            Text("S").tag("s")
                            Text("M").tag("m")
                        }
                        .pickerStyle(SegmentedPickerStyle())
                        Button("Sign Out") { confirming = true }
                            .alert(isPresented: $confirming) {
                                Alert(
                                    title: Text("Sign out?"),
                                    message: Text("You can sign in again at any time."),
                                    primaryButton: .destructive(Text("Sign Out")),
                                    secondaryButton: .cancel())
                            }
                    }
                    .navigationBarTitle("Account", displayMode: .inline)
                }
            }
        }
        """

    @Test("SegmentedPickerStyle() is a segmented control with the selected segment marked", arguments: devices)
    func legacySegmented(device: String) throws {
        let sim = try simulator(Self.legacy, on: device)
        #expect(sim.node("size-control")?.role == .segmentedControl)
        #expect(sim.node("size-segment-1")?.states.contains(.selected) == true)
        #expect(sim.node("size-segment-0")?.states.contains(.selected) == false)
    }

    @Test("tapping a button with Alert(…) shows the alert with its two buttons", arguments: devices)
    func legacyAlert(device: String) throws {
        let sim = try simulator(Self.legacy, on: device)
        _ = try sim.send([.tapTarget("sign-out")])
        _ = sim.settle(within: 1)
        // The alert is the program's: presented by the Bool the button's action sets.
        #expect(sim.node("confirming-sheet")?.role == .alert)
        let actions = [sim.node("confirming-action-0")?.label, sim.node("confirming-action-1")?.label]
        #expect(Set(actions) == ["Sign Out", "Cancel"])
        // Cancel sets the flag back: the alert goes, and the button presents it again.
        _ = try sim.send([.tapTarget(actions[0] == "Cancel" ? "confirming-action-0" : "confirming-action-1")])
        _ = sim.settle(within: 1)
        #expect(sim.node("confirming-sheet") == nil)
        _ = try sim.send([.tapTarget("sign-out")])
        _ = sim.settle(within: 1)
        #expect(sim.node("confirming-sheet")?.role == .alert)
    }

    @Test(".navigationBarTitle(_, displayMode: .inline) is the bar's title, not a large title", arguments: devices)
    func legacyInlineTitle(device: String) throws {
        let sim = try simulator(Self.legacy, on: device)
        let bar = try #require(sim.semanticTree().allNodes.first { $0.role == .navigationBar })
        #expect(bar.allNodes.contains { $0.label == "Account" })
        #expect(sim.semanticTree().allNodes.filter { $0.label == "Account" }.count == 1)
    }

    // MARK: SwiftUI looks

    static let looks = """
        import SwiftUI

        struct AlertsForm: View {
            @State private var alerts = true

            var body: some View {
                Form {
                    Toggle("Alerts", isOn: $alerts)
                        .tint(.orange)
                    Button("Save") { }
                }
            }
        }
        """

    /// The render node that draws `text`.
    func textNode(_ text: String, in sim: Simulator) -> RenderNode? {
        sim.renderTree.nodes.values.first { $0["text"] == .string(text) }
    }

    @Test("a Form with no NavigationStack shows no navigation bar", arguments: devices)
    func noBar(device: String) throws {
        let sim = try simulator(Self.looks, on: device)
        #expect(!sim.semanticTree().allNodes.contains { $0.role == .navigationBar })
        #expect(sim.node("alerts-switch") != nil)
    }

    @Test("a SwiftUI button's title is drawn from the row's leading edge, not centred", arguments: devices)
    func leadingButtonTitle(device: String) throws {
        let sim = try simulator(Self.looks, on: device)
        #expect(sim.node("save")?.role == .button)
        let title = try #require(textNode("Save", in: sim))
        #expect(title["align"] == nil)
    }

    @Test(".tint on a Toggle colours its track when on", arguments: devices)
    func tint(device: String) throws {
        let sim = try simulator(Self.looks, on: device)
        #expect(sim.renderTree.nodes["alerts-switch"]?["fill"] == .string(FormTint.orange.color.css))
    }

    // MARK: Warnings

    static let unknown = """
        import SwiftUI

        struct StoreForm: View {
            @State private var name = ""

            var body: some View {
                Form {
                    TextField("Store name", text: $name)
                    StoreMapPreview(height: 120)
                }
            }
        }
        """

    @Test("a view FormSim does not know is a warning at its file, line and column, and the rest of the form runs", arguments: devices)
    func warning(device: String) throws {
        let documents = try SwiftUIImporter.read(Self.unknown, file: "StoreForm.swift")
        #expect(documents[0].warnings == ["StoreForm.swift:9:13: StoreMapPreview is not a view FormSim knows: shown as a placeholder row"])
        let sim = makeSimulator(device, scene: documents[0].sceneDescriptor(directory: FormDirectory(documents)))
        #expect(sim.node("name-field")?.role == .textField)
    }

    // MARK: A sheet the form's state presents

    @Test("a button presents the sheet its state shows, the sheet's Close dismisses it, and the button presents it again", arguments: devices)
    func programSheet(device: String) throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("SheetDismiss.swift"), encoding: .utf8)
        let sim = try simulator(text, file: "SheetDismiss.swift", on: device)
        #expect(sim.node("showing-new-sheet") == nil)
        _ = try sim.send([.tapTarget("new-contact"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") != nil)
        #expect(sim.node("name-field")?.role == .textField)
        _ = try sim.send([.tapTarget("close"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") == nil)
        #expect(sim.node("close") == nil)
        _ = try sim.send([.tapTarget("new-contact"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") != nil)
        #expect(sim.node("close") != nil)
    }

    @Test("the sheet's toolbar Save, which dismisses, takes the sheet down", arguments: devices)
    func programSheetSave(device: String) throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("SheetDismiss.swift"), encoding: .utf8)
        let sim = try simulator(text, file: "SheetDismiss.swift", on: device)
        _ = try sim.send([.tapTarget("new-contact"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") != nil)
        _ = try sim.send([.tapTarget("done"), .advance(milliseconds: 1000)])
        #expect(sim.node("showing-new-sheet") == nil)
        #expect(sim.node("new-contact") != nil)
    }

    // MARK: A form the form's state pushes

    @Test("a button pushes the form its state shows, Back pops it, and the button pushes it again", arguments: devices)
    func programPush(device: String) throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("NavigationDestinations.swift"), encoding: .utf8)
        let sim = try simulator(text, file: "NavigationDestinations.swift", on: device)
        #expect(sim.node("version-1-0") == nil)
        _ = try sim.send([.tapTarget("about"), .advance(milliseconds: 1000)])
        #expect(sim.node("version-1-0") != nil)
        #expect(sim.node("about") == nil)
        _ = try sim.send([.tapTarget("back"), .advance(milliseconds: 1000)])
        #expect(sim.node("version-1-0") == nil)
        #expect(sim.node("about") != nil)
        _ = try sim.send([.tapTarget("about"), .advance(milliseconds: 1000)])
        #expect(sim.node("version-1-0") != nil)
    }

    @Test("a value link pushes the form of the navigationDestination for its value's type", arguments: devices)
    func valueLink(device: String) throws {
        let text = try String(contentsOf: CorpusTests.folder.appendingPathComponent("NavigationDestinations.swift"), encoding: .utf8)
        let sim = try simulator(text, file: "NavigationDestinations.swift", on: device)
        _ = try sim.send([.tapTarget("privacy"), .advance(milliseconds: 1000)])
        #expect(sim.node("share-analytics-switch")?.role == .switch)
        _ = try sim.send([.tapTarget("back"), .advance(milliseconds: 1000)])
        _ = try sim.send([.tapTarget("account"), .advance(milliseconds: 1000)])
        #expect(sim.node("name-field")?.role == .textField)
    }
}
