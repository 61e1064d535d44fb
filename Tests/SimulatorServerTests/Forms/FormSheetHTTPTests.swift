import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// E4 over HTTP: a child row's sheet on a phone and a tablet, in both orientations.
@Suite("Sheets over HTTP", .serialized)
struct FormSheetHTTPTests {
    static let form = """
        id: trip
        title: Trip
        sections:
          - rows:
              - child: extras
                label: Extras
                form: trip-extras
                presentation: sheet
                detents: [medium, large]
              - child: note
                label: Note
                form: trip-extras
                presentation: formSheet
        """
    static let child = "id: trip-extras\ntitle: Extras\ncancel: Cancel\ndone: Done\nsections:\n  - rows:\n      - text: extra\n        label: Extra\n"
    static let devices = ["iphone-se", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"].flatMap { [($0, "portrait"), ($0, "landscapeLeft")] }

    static func session(_ device: String, _ orientation: String) throws -> FormSession {
        try FormSession(files: ["trip.yaml": form, "trip-extras.yaml": child], scene: "trip", device: device, orientation: orientation)
    }

    @Test(
        "E4.P1, E4.P2, E4.P5: a sheet opens (medium on an iPhone, large in landscape, a card on an iPad) and Cancel dismisses it",
        arguments: devices)
    func sheet(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"extras"},{"type":"advance","ms":1000}"#).status == 200)
        let sheet = try #require(try d.node("extras-sheet"))
        #expect(sheet["role"]?.stringValue == "sheet")
        let iPhoneDetent = orientation.hasPrefix("landscape") ? "large" : "medium"
        #expect(sheet["value"]?.stringValue == (device.hasPrefix("iphone") ? iPhoneDetent : nil))
        #expect(try d.send(#"{"type":"tap","target":"cancel"},{"type":"advance","ms":1000}"#).status == 200)
        #expect(try d.node("extras-sheet") == nil)
        #expect(try d.node("extras") != nil)
    }

    @Test("E4.P2: an iPad form sheet is 540 × 620", arguments: devices.filter { $0.0.hasPrefix("ipad") })
    func formSheet(device: String, orientation: String) throws {
        let d = try Self.session(device, orientation)
        #expect(try d.send(#"{"type":"tap","target":"note"},{"type":"advance","ms":1000}"#).status == 200)
        let frame = try #require(try d.node("note-sheet")?["frame"]?.array)
        #expect(frame[2] == .number(540) && frame[3] == .number(620))
    }
}
