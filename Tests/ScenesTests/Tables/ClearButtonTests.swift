import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// B12.8: a text row's `clearButton` is its field's clearButtonMode: the ⓧ shows with
/// text in the field as the mode says, and a tap on it empties the field and sends
/// `.editingChanged`.
@Suite struct ClearButtonTests {
    static let devices: [(String, Orientation)] = ["iphone-15", "ipad-10"].flatMap {
        [($0, Orientation.portrait), ($0, Orientation.landscapeLeft)]
    }

    static func form(_ mode: String, value: String? = nil) -> String {
        "id: c\ntitle: C\nsections:\n  - rows:\n      - text: name\n        label: Name\n        clearButton: \(mode)\n"
            + (value.map { "        value: \($0)\n" } ?? "")
            + "      - text: city\n        label: City\n"
    }

    @Test("B12.8: whileEditing shows the clear button at the field's trailing edge once it has text", arguments: devices)
    func whileEditingShows(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("whileEditing", value: "Ada")], device: device, orientation: orientation)
        #expect(sim.node("name-field-clear") == nil)
        _ = try sim.send([.tapTarget("name-field")])
        let field = try #require(sim.node("name-field")?.frame)
        let clear = try #require(sim.node("name-field-clear"))
        #expect(clear.role == .button && clear.label == "Clear text")
        let frame = clear.frame
        #expect(frame.minX + frame.width == field.minX + field.width || frame.minX == field.minX)
        _ = try sim.send([.tapTarget("city-field")])
        #expect(sim.node("name-field-clear") == nil)
    }

    @Test("B12.8: a tap on the clear button empties the field and sends editingChanged", arguments: devices)
    func tapClears(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("whileEditing")], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget("name-field"), .text("Grace")])
        let field = try #require(sim.view(withElementID: "name-field") as? TextField)
        let before = field.sentEvents.filter { $0.contains(.editingChanged) }.count
        _ = try sim.send([.tapTarget("name-field-clear")])
        #expect(field.text.isEmpty && sim.node("name-field")?.value == "")
        #expect(field.sentEvents.filter { $0.contains(.editingChanged) }.count == before + 1)
        #expect(sim.firstResponderID == "name-field")
        // With the text gone, the button goes.
        #expect(sim.node("name-field-clear") == nil)
    }

    @Test("B12.8: unlessEditing shows the clear button only while the field is not editing", arguments: devices)
    func unlessEditing(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("unlessEditing", value: "Ada")], device: device, orientation: orientation)
        #expect(sim.node("name-field-clear") != nil)
        _ = try sim.send([.tapTarget("name-field")])
        #expect(sim.node("name-field-clear") == nil)
    }

    @Test("B12.8: the text does not run under the clear button", arguments: devices)
    func textLeavesRoom(device: String, orientation: Orientation) throws {
        let sim = try formSimulator([Self.form("always", value: "Ada")], device: device, orientation: orientation)
        let field = try #require(sim.view(withElementID: "name-field") as? TextField)
        #expect(field.textLabel.frame.width == field.bounds.width - TextField.clearButtonWidth)
    }

    @Test("B12.8: an unknown clearButton mode is invalid_form naming its path")
    func unknownMode() throws {
        let error = try #require(formError(Self.form("sometimes")))
        #expect(error.path.hasSuffix("clearButton"))
        #expect(error.message.contains("whileEditing"))
    }

    @Test("B12.8: the normalized form writes clearButton back")
    func roundTrip() throws {
        let document = try FormParser.parse(Self.form("always"), file: "c.yaml")
        guard case .text(let entry) = document.rows[0].control else { throw CancellationError() }
        #expect(entry.clearButton == .always)
    }
}
