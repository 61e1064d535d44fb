import Foundation
@testable import Scenes
import Testing

/// The kinds' one list holds every kind, and docs/form.schema.json's rows are the kinds'.
@Suite struct RowKindsTests {
    @Test("every row kind has its definition, in FormRow.Kind's order")
    func everyKind() {
        #expect(RowKinds.all.map(\.kind) == FormRow.Kind.allCases)
        for kind in FormRow.Kind.allCases { #expect(RowKinds.definition(of: kind).kind == kind) }
    }

    @Test("each kind's schema is an object of properties, and the reader takes those keys")
    func schemaFragments() {
        for kind in RowKinds.all {
            #expect(RowKinds.object(kind.schema)["properties"] is [String: Any], "\(kind.kind): its schema has no properties")
            #expect(kind.keys.isDisjoint(with: FormReader.commonKeys), "\(kind.kind)")
        }
    }

    @Test("docs/form.schema.json's rows are the ones the kinds make")
    func schemaFile() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../docs/form.schema.json").standardized
        let file = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        let defs = try #require(file?["$defs"] as? [String: Any])
        let rows = try #require(defs["row"] as? [String: Any])
        let made = RowKinds.rowSchema()
        // One of the rows matches, in any order.
        let byTitle = { (schema: [String: Any]) in
            ((schema["oneOf"] as? [[String: Any]]) ?? []).sorted { "\($0["title"] ?? "")" < "\($1["title"] ?? "")" }
        }
        let same = rows.keys.sorted() == ["oneOf"] && NSArray(array: byTitle(made)).isEqual(to: byTitle(rows))
        if !same {
            let text = try JSONSerialization.data(withJSONObject: made, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            Issue.record("docs/form.schema.json's $defs.row differs from the kinds' (Kinds/RowKind+*.swift); theirs:\n\(String(decoding: text, as: UTF8.self))")
        }
        #expect(same)
    }
}
