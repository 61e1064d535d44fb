@testable import Flows
import Foundation
import Testing

/// docs/flow.schema.json names what the flow reader reads: its flow keys, its steps and
/// blocks, and the keys of an expectation and of a step's element.
@Suite struct FlowSchemaTests {
    static func schema() throws -> [String: Any] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/flow.schema.json").standardized
        return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    static func properties(_ object: Any?) -> Set<String> {
        Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    static func definition(_ name: String) throws -> [String: Any] {
        try #require((try schema()["$defs"] as? [String: Any])?[name] as? [String: Any])
    }

    @Test("the schema's flow keys are the reader's")
    func flowKeys() throws {
        #expect(Self.properties(try Self.schema()) == FlowParser.flowKeys)
    }

    @Test("the schema's steps are the reader's steps and blocks, each step with on and optional")
    func steps() throws {
        let choices = try #require(try Self.definition("step")["oneOf"] as? [[String: Any]])
        let keyed = choices.compactMap { ($0["required"] as? [String])?.first }
        #expect(Set(keyed) == Set(FlowStepReader.actions).union(["when", "repeat", "runFlow"]))
        let words = Set(choices.compactMap { $0["const"] as? String })
        #expect(words == Set(FlowStepReader.words.keys))
        for choice in choices where FlowStepReader.actions.contains((choice["required"] as? [String])?.first ?? "") {
            #expect(Self.properties(choice).isSuperset(of: ["on", "optional"]))
        }
    }

    @Test("the schema's expectation and element keys are the reader's")
    func expectationKeys() throws {
        #expect(Self.properties(try Self.definition("expect")) == FlowExpectationReader.specKeys.union(["on", "firstResponder", "pasteboard", "absent"]))
        #expect(Self.properties(try Self.definition("selector")) == FlowExpectationReader.specKeys.subtracting(["count", "color", "fill"]))
    }
}
