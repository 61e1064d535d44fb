@testable import Flows
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
        #expect(xml.contains("<testcase name=\"iPhone 15\""))
        #expect(xml.contains("<failure message=\"a.yaml:6: step 2 (expect: {role: inputView}): no inputView element on screen\" type=\"expectation\""))
        #expect(!xml.contains("a <b>"))
    }

    func junit(_ yaml: String, devices: [String] = ["iphone-15"]) throws -> String {
        let flow = try FlowParser.parse(yaml, file: "flows/b.yaml")
        let runner = FlowRunner(scenes: .builtIn)
        return JUnitReport.xml([try runner.run(flow, file: "flows/b.yaml", devices: flow.profiles(replacing: devices))])
    }

    @Test("a JUnit failure for a misspelt element is typed noElement and points at the step's line")
    func noElementType() throws {
        let xml = try junit("name: b\nscene: login\nsteps:\n  - tap: email-field\n  - tap: pasword-field\n")
        #expect(xml.contains("<failure message=\"flows/b.yaml:5: step 2 (tap: pasword-field): no element &quot;pasword-field&quot; on screen; did you mean &quot;password-field&quot;?"))
        #expect(xml.contains("type=\"noElement\""))
    }

    @Test("a JUnit test case in an iPad window is named as a person says it")
    func windowNames() throws {
        let xml = try junit("name: b\nscene: contacts\nsteps:\n  - tap: birthday\n", devices: ["ipad-10@oneThird", "ipad-pro-12-9@slideOver"])
        #expect(xml.contains("<testcase name=\"iPad (10th) · one third\""))
        #expect(xml.contains("<testcase name=\"iPad Pro 12.9 · Slide Over\""))
    }

    @Test("the report is one file: drawing code and data inline, failures and differences shown, nothing fetched")
    func report() throws {
        let module = Data("export function paintReport() {}".utf8)
        let html = FlowReport.html([try result()], assets: FlowReportAssets(modules: ["report.js": module]))
        #expect(html.contains("\"formsim/report.js\":\"data:text/javascript;base64,\(module.base64EncodedString())\""))
        #expect(html.contains("<script type=\"module\">import 'formsim/report.js';</script>"))
        #expect(html.contains("id=\"flow-data\""))
        #expect(html.contains("no inputView element on screen"))
        #expect(html.contains("presented: input view on iPhone 15; popover on iPad (10th)"))
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
        let html = FlowReport.html([result], assets: FlowReportAssets(modules: ["report.js": Data("export function paintReport() {}".utf8)]))
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
        #expect(html.contains("<script type=\"importmap\">"))
    }

    @Test("differences name what one device shows and another does not, by the devices' names")
    func differences() throws {
        let run = try result()
        let trees = run.devices.map { ($0.device.name, $0.steps[0].semantic!) }
        let lines = FlowDifferences.between(trees.map { (device: $0.0, tree: $0.1) })
        #expect(lines.contains("only on iPad (10th): birthday-popover"))
        #expect(lines.contains("presented: input view on iPhone 15; popover on iPad (10th)"))
        #expect(lines.contains { $0.hasPrefix("first responder") } == false)
        #expect(lines.contains { $0.contains("44") } == false)
    }

    /// Shipping's speed chosen on the phones only: the value a person sees differs.
    func shippingRun() throws -> FlowResult {
        let forms = FormLibrary.load(folders: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Forms").standardizedFileURL])
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(forms.documents)
        for document in forms.documents { registry.register(document.sceneDescriptor(directory: directory)) }
        let flow = try FlowParser.parse(
            "scene: shipping\ndevices: [iphone-se, iphone-15, ipad-10, ipad-pro-12-9]\nsteps:\n  - {tap: speed-segment-1, on: phone}\n  - wait: 10\n  - expect: {id: speed-segment-1}\n",
            file: "speed.yaml")
        return try FlowRunner(scenes: registry, recordsTrees: true).run(flow, file: "speed.yaml", devices: flow.profiles())
    }

    @Test("a value chosen on the phones only is a difference in words: the value on each group of devices")
    func valueDifferences() throws {
        let lines = FlowReport.differences(try shippingRun())[2]
        #expect(lines.contains("speed-control: Express on iPhone SE (3rd), iPhone 15; Standard on iPad (10th), iPad Pro 12.9"), "\(lines)")
        #expect(lines.contains("speed-segment-1 states: selected on iPhone SE (3rd), iPhone 15; no state on iPad (10th), iPad Pro 12.9"))
    }

    @Test("targets under 44 pt are listed once per device under the flow, not under every step")
    func smallTargetsOncePerDevice() throws {
        // The login form's fields are 34 pt tall; the flow types in both.
        let flow = try FlowParser.parse(
            "scene: login\ndevices: [iphone-se, iphone-15, ipad-10, ipad-pro-12-9]\nsteps:\n  - tap: email-field\n  - type: a\n  - tap: password-field\n",
            file: "small.yaml")
        let run = try FlowRunner(scenes: .builtIn, recordsTrees: true).run(flow, file: "small.yaml", devices: flow.profiles())
        let html = FlowReport.html([run], assets: FlowReportAssets())
        let small = FlowReport.smallTargets(run)
        #expect(!small.isEmpty)
        #expect(Set(small.map(\.device)).count == small.count)
        #expect(html.components(separatedBy: "Tappable elements under 44 × 44 pt").count == 2)
        #expect(FlowReport.differences(run).allSatisfy { $0.allSatisfy { !$0.contains("under 44") } })
    }
}
