import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// Variants, element ids of the table and sections, and custom class names: what lets a
/// form file say everything the Contacts scene says (docs/FORMS.md, Extensions).
@Suite struct FormVariantTests {
    static let form = """
        id: trip
        title: Trip
        table: trip-table
        variants:
          reference: {}
          asField:
            leave: {valueView: textField, label: Departure}
          asText:
            leave: {valueView: textView}
        sections:
          - id: when
            rows:
              - date: leave
                label: Leave
                customClass: DepartureLabel
              - text: note
                label: Note
        """

    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    func simulator(_ device: String, _ orientation: Orientation, variant: String? = nil) throws -> Simulator {
        try SimHarness(form: Self.form, file: "trip.yaml", device: device, variant: variant, orientation: orientation).sim
    }

    func error(_ text: String) -> FormError? {
        do {
            _ = try FormParser.parse(text, file: "bad.yaml")
            return nil
        } catch {
            return error
        }
    }

    @Test("a form's variants are its scene's, in file order, the first the default")
    func variantList() throws {
        let scene = try FormParser.parse(Self.form, file: "trip.yaml").sceneDescriptor
        #expect(scene.variants == ["reference", "asField", "asText"])
        #expect(scene.defaultVariant == "reference")
    }

    @Test("the table and the section take the ids the file gives them", arguments: devices)
    func tableAndSectionIDs(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        #expect(sim.node("trip-table")?.role == .table)
        #expect(sim.node("when")?.role == .section)
        #expect(sim.node("form") == nil)
    }

    @Test("a variant replaces the keys it names: the date's value becomes a text field with the picker as input", arguments: devices)
    func variantReplacesKeys(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation, variant: "asField")
        #expect(sim.node("leave-value")?.role == .textField)
        #expect(sim.node("leave")?.label == "Departure")
        // The cell's label side (a tap on the field itself goes to the field).
        let cell = try #require(sim.node("leave")?.frame)
        _ = try sim.send([.tap(Point(x: cell.minX + 30, y: cell.minY + cell.height / 2))])
        _ = try sim.send([.pickDate(target: "leave-picker", date: "2024-05-06"), .key("x")])
        #expect(sim.node("leave-value")?.value == "May 6, 2024")
        if sim.device.idiom == .pad {
            // On iPad the field's delegate shows the popover and the field never edits.
            #expect(sim.firstResponderID == nil)
            #expect(sim.node("leave-popover")?.role == .popover)
        } else {
            #expect(sim.firstResponderID == "leave-value")
            #expect(sim.node("input-panel")?.role == .inputView)
        }
    }

    @Test("the reference variant keeps the label, and a text view variant shows a text view", arguments: devices)
    func otherVariants(device: String, orientation: Orientation) throws {
        #expect(try simulator(device, orientation).node("leave-value")?.role == .label)
        #expect(try simulator(device, orientation, variant: "asText").node("leave-value")?.role == .textView)
    }

    @Test("the inspector shows a row's custom class in the responder chain")
    func customClass() throws {
        let sim = try simulator("iphone-15", .portrait)
        _ = try sim.send([.tapTarget("leave")])
        #expect(sim.inspect().responderChain.first == .init(kind: "view", className: "DepartureLabel", id: "leave-value"))
    }

    @Test("a variant naming no row is refused with its place")
    func variantOfNoRow() throws {
        let error = try #require(self.error("variants:\n  a:\n    nope: {label: X}\nsections:\n  - rows:\n      - text: t\n"))
        #expect(error.message.contains("no row has the id \"nope\""))
        #expect(error.line == 3)
    }

    @Test("a variant cannot change a row's kind")
    func variantChangesKind() throws {
        let error = try #require(self.error("variants:\n  a:\n    t: {switch: t}\nsections:\n  - rows:\n      - text: t\n"))
        #expect(error.message.contains("not its kind"))
    }

    @Test("a variant's keys are checked like the row's own")
    func variantKeysChecked() throws {
        let error = try #require(self.error("variants:\n  a:\n    t: {keyboard: emoji}\nsections:\n  - rows:\n      - text: t\n"))
        #expect(error.message.contains("\"emoji\" is not one of"))
        #expect(error.line == 3)
    }

    @Test("a section id used by a row too is refused")
    func duplicateSectionID() throws {
        let error = try #require(self.error("sections:\n  - id: t\n    rows:\n      - text: t\n"))
        #expect(error.message.contains("used twice"))
    }

    @Test("a custom class must be a class name")
    func badClassName() throws {
        let error = try #require(self.error("sections:\n  - rows:\n      - text: t\n        customClass: 'My Field'\n"))
        #expect(error.path == "sections[0].rows[0].customClass")
    }

    @Test("the normalized form keeps the table id, section ids, variants, the default and custom class")
    func normalizedRoundTrip() throws {
        let document = try FormParser.parse(Self.form, file: "trip.yaml")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = try encoder.encode(document)
        let again = try FormParser.parse(json, file: "trip.json")
        #expect(again.tableID == "trip-table" && again.sections[0].id == "when")
        #expect(again.variants == document.variants)
        #expect(again.variantRows == document.variantRows)
        #expect(again.rows[0].customClass == "DepartureLabel")
        #expect(try encoder.encode(again) == json)
    }

    @Test("defaultVariant names the default among the variants")
    func defaultVariant() throws {
        let text = Self.form.replacingOccurrences(of: "table: trip-table", with: "table: trip-table\ndefaultVariant: asText")
        #expect(try FormParser.parse(text, file: "trip.yaml").sceneDescriptor.defaultVariant == "asText")
        let bad = Self.form.replacingOccurrences(of: "table: trip-table", with: "table: trip-table\ndefaultVariant: nope")
        #expect(throws: FormError.self) { try FormParser.parse(bad, file: "trip.yaml") }
    }
}
