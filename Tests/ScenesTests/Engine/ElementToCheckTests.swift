import Scenes
import SimCore
import Testing
import TestSupport

/// The element a check at a point names (the page's Alt-click while it records): what a
/// finger would hit, or the deepest element inside it under the point, stopping at a
/// control picked as a whole.
@Suite struct ElementToCheckTests {
    static let devices = ["iphone-se", "iphone-15", "ipad-10"]

    func typing(_ device: String) throws -> Simulator {
        let sim = makeSimulator(device, scene: "contacts")
        _ = try sim.send([.tapTarget("first-name")])
        return sim
    }

    func frame(_ id: String, in sim: Simulator) throws -> Rect {
        try #require(sim.semanticTree().root.find(id)).frame
    }

    @Test("a check on a key names the key, not the keyboard", arguments: devices)
    func key(device: String) throws {
        let sim = try typing(device)
        let key = try frame("key-h", in: sim)
        #expect(sim.elementToCheck(at: key.center) == "key-h")
    }

    @Test("a check on a field names the field, whatever the finger would hit there", arguments: devices)
    func field(device: String) throws {
        let sim = try typing(device)
        let field = try frame("last-name-field", in: sim)
        #expect(sim.elementToCheck(at: field.center) == "last-name-field")
    }

    @Test("a check where no element is names none")
    func nothing() throws {
        let sim = makeSimulator("iphone-15", scene: "contacts")
        #expect(sim.elementToCheck(at: Point(x: -5, y: -5)) == nil)
    }
}
