import Foundation
import Testing
import Wire

@Suite("JSON nesting check")
struct JSONNestingTests {
    func nested(_ depth: Int, inside text: String = "") -> Data {
        Data((String(repeating: "[", count: depth) + text + String(repeating: "]", count: depth)).utf8)
    }

    @Test("nesting up to the limit passes and one level more is reported with its depth")
    func limitIsInclusive() {
        #expect(JSONNesting.depthOverLimit(nested(JSONNesting.maxDepth)) == nil)
        #expect(JSONNesting.depthOverLimit(nested(JSONNesting.maxDepth + 1)) == JSONNesting.maxDepth + 1)
    }

    @Test("brackets inside strings, escaped quotes among them, do not count")
    func stringsDoNotCount() {
        let brackets = String(repeating: "[{", count: 100)
        #expect(JSONNesting.depthOverLimit(Data(#"{"a":"\#(brackets)\"\#(brackets)"}"#.utf8)) == nil)
        #expect(JSONNesting.depthOverLimit(Data(#"["\\", \#(String(repeating: "[", count: 64))]"#.utf8)) == 65)
    }

    @Test("an empty body nests nowhere")
    func emptyBody() {
        #expect(JSONNesting.depthOverLimit(Data()) == nil)
    }
}
