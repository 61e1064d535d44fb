import Foundation
import SimCore
import Testing
@testable import Wire
import TestSupport

/// The client's defaults and the values the server leaves out are one table.
@Suite struct RenderDefaultsTests {
    @Test("every default the client draws is a value the server leaves out of a node")
    func everyDefaultIsLeftOut() throws {
        let blank = RenderNode.Fields(frame: .zero)
        for (name, value) in RenderDefaults.table {
            let property = try #require(RenderNode.Properties(name: name), "\(name) is not a property")
            // A font, a colour or an alignment a node does not name is drawn as the table
            // says; the others are left out at exactly the table's value.
            if [.font, .color, .align].contains(property) { continue }
            #expect(blank.json(property) == nil, "\(name)")
            #expect(value == .null || value == .array([]) || value == .string(blank.kind.rawValue) || value == .bool(false)
                || value == .number(name == "alpha" || name == "scale" ? 1 : 0), "\(name): \(value)")
        }
    }

    @Test("a node set to the default font, colour and alignment draws as one that names none")
    func theTextDefaultsAreTheDrawnOnes() {
        let table = Dictionary(uniqueKeysWithValues: RenderDefaults.table.map { ($0.name, $0.value) })
        var node = RenderNode(id: "n", frame: .zero)
        node.font = RenderNode.defaultFont
        node.color = RenderNode.defaultColor
        node.align = RenderNode.defaultAlign.rawValue
        #expect(node["font"] == table["font"])
        #expect(node["color"] == table["color"])
        #expect(node["align"] == table["align"])
    }

    @Test("the module exports the table, frozen, with each property once")
    func theModuleExportsTheTable() {
        let module = RenderDefaults.module
        #expect(module.contains("export const DEFAULTS = Object.freeze({"))
        #expect(module.contains("  children: Object.freeze([]),"))
        #expect(module.contains("  font: Object.freeze([17,400]),"))
        #expect(module.contains("  color: \"#000000\","))
        for (name, _) in RenderDefaults.table {
            #expect(module.components(separatedBy: "\n  \(name): ").count == 2, "\(name)")
        }
    }
}
