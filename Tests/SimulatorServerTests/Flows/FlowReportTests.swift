import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// JUnit XML and the HTML report of a run.
@Suite struct FlowReportTests {
    func result() throws -> FlowResult {
        let flow = try FlowParser.parse(
            "name: a <b> & \"c\"\nscene: contacts\ndevices: [iphone-15, ipad-10]\nsteps:\n  - tap: birthday\n  - expect: {role: inputView}\n",
            file: "a.yaml")
        return try FlowRunner(scenes: .builtIn, recordsTrees: true).run(flow, file: "a.yaml", devices: flow.profiles())
    }

    @Test("JUnit has a test case per device and a failure on the failing one, escaped")
    func junit() throws {
        let xml = JUnitReport.xml([try result()])
        #expect(xml.contains("<testsuite id=\"0\" package=\"formsim.flows\" name=\"a &lt;b&gt; &amp; &quot;c&quot;\""))
        #expect(xml.contains("tests=\"2\" failures=\"1\""))
        #expect(xml.contains("<testcase name=\"iphone-15\""))
        #expect(xml.contains("<failure message=\"step 2 (expect: {role: inputView}): no inputView element on screen\""))
        #expect(!xml.contains("a <b>"))
    }

    @Test("the report is one file: drawing code and data inline, failures and differences shown, nothing fetched")
    func report() throws {
        let assets = FlowReportAssets(script: "function paintReport() {}", fontFaces: "")
        let html = FlowReport.html([try result()], assets: assets)
        #expect(html.contains("function paintReport() {}"))
        #expect(html.contains("id=\"flow-data\""))
        #expect(html.contains("no inputView element on screen"))
        #expect(html.contains("input view: panel on iphone-15 · popover on ipad-10"))
        #expect(!html.contains("src=\"http") && !html.contains("href=\"http"))
        #expect(html.contains("a &lt;b&gt; &amp; &quot;c&quot;"))
    }

    @Test("text that opens an HTML comment and a script inside the report's data cannot end or swallow its script")
    func scriptContextEscaping() throws {
        let hostile = "<!--<script> </script><!-- x"
        let flow = try FlowParser.parse(
            "name: \"\(hostile)\"\nscene: login\ndevices: [iphone-15]\nsteps:\n  - tap: email\n  - type: \"\(hostile)\"\n",
            file: "hostile.yaml")
        let result = try FlowRunner(scenes: .builtIn, recordsTrees: true).run(flow, file: "hostile.yaml", devices: flow.profiles())
        let html = FlowReport.html([result], assets: FlowReportAssets(script: "function paintReport() {}", fontFaces: ""))
        let open = "<script type=\"application/json\" id=\"flow-data\">"
        let start = try #require(html.range(of: open)).upperBound
        let end = try #require(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
        let data = String(html[start..<end])
        for marker in ["<!--", "<script", "</script"] { #expect(!data.lowercased().contains(marker)) }
        func holds(_ value: Any) -> Bool {
            switch value {
            case let text as String: text == hostile
            case let list as [Any]: list.contains(where: holds)
            case let object as [String: Any]: object.values.contains(where: holds)
            default: false
            }
        }
        #expect(holds(try JSONSerialization.jsonObject(with: Data(data.utf8))))
        #expect(html.contains("function paintReport() {}"))
    }

    @Test("differences name what one device shows and another does not, and small targets")
    func differences() throws {
        let run = try result()
        let trees = run.devices.map { ($0.device.id, $0.steps[0].semantic!) }
        let lines = FlowDifferences.between(trees.map { (device: $0.0, tree: $0.1) })
        #expect(lines.contains("only on ipad-10: birthday-popover"))
        #expect(lines.contains { $0.hasPrefix("first responder") } == false)
    }
}
