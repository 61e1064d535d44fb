import Foundation
import SimCore
import Wire

/// The report: one self-contained HTML file (no network) with a summary table, then per
/// flow a grid of steps × devices, each cell the device after that step drawn by the
/// page's own drawing code from the recorded render tree, failures in red with expected
/// against actual, and per step where the devices behave differently.
public enum FlowReport {
    public static func html(_ results: [FlowResult], assets: FlowReportAssets, generated: Date = Date()) -> String {
        let failing = results.flatMap(\.devices).filter { !$0.passed }.count
        let deviceRuns = results.reduce(0) { $0 + $1.devices.count }
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>FormSim flows: \(failing == 0 ? "all passed" : "\(failing) failing")</title>
            <style>
            \(assets.fontFaces)
            \(css)
            </style>
            </head>
            <body>
            <h1>FormSim flow report</h1>
            <p class="meta">\(results.count) flows on \(deviceRuns) devices: <b class="\(failing == 0 ? "passed" : "failed")">\(failing == 0 ? "all passed" : "\(failing) failing")</b> · \(escape(ISO8601DateFormatter().string(from: generated)))</p>

            """
        out += summary(results)
        for (index, result) in results.enumerated() { out += grid(result, index: index) }
        out += "<script type=\"application/json\" id=\"flow-data\">\(data(results))</script>\n"
        out += assets.scripts + "</body>\n</html>\n"
        return out
    }

    static func summary(_ results: [FlowResult]) -> String {
        // Every device a flow ran on, in the order of the profiles, an iPad's windows in the
        // order first met.
        var devices: [FlowDevice] = []
        for run in results.flatMap(\.devices) where !devices.contains(run.device) { devices.append(run.device) }
        let order = Dictionary(uniqueKeysWithValues: DeviceProfile.all.enumerated().map { ($1.id, $0) })
        devices = devices.enumerated().sorted { a, b in
            (order[a.element.profile.id] ?? 0, a.offset) < (order[b.element.profile.id] ?? 0, b.offset)
        }.map(\.element)
        var out = "<table class=\"summary\"><thead><tr><th>flow</th>"
        out += devices.map { "<th>\(escape($0.name))</th>" }.joined() + "<th>steps with differences</th></tr></thead><tbody>\n"
        for (index, result) in results.enumerated() {
            out += "<tr><th><a href=\"#flow-\(index)\">\(escape(result.flow.name))</a></th>"
            for device in devices {
                guard let run = result.devices.first(where: { $0.device.id == device.id }) else {
                    out += "<td class=\"none\">–</td>"
                    continue
                }
                out += run.passed ? "<td class=\"passed\">✓</td>" : "<td class=\"failed\">✗ step \(run.failures[0].step + 1)</td>"
            }
            let differing = differences(result).filter { !$0.isEmpty }.count
            out += "<td>\(differing)</td></tr>\n"
        }
        return out + "</tbody></table>\n"
    }

    /// Per step, the differences between the devices that ran it.
    static func differences(_ result: FlowResult) -> [[String]] {
        result.flow.steps.indices.map { step in
            let trees = result.devices.compactMap { run -> (device: String, tree: SemanticTree)? in
                guard step < run.steps.count, run.steps[step].outcome != .skipped, run.steps[step].outcome != .notRun,
                    let tree = run.steps[step].semantic
                else { return nil }
                return (run.device.name, tree)
            }
            return FlowDifferences.between(trees)
        }
    }

    /// Per device, the tappable elements under 44 × 44 pt it showed after any step, each
    /// once: a layout warning, said once per flow rather than under every step.
    static func smallTargets(_ result: FlowResult) -> [(device: String, targets: [String])] {
        result.devices.compactMap { run in
            var seen = Set<String>()
            var targets: [String] = []
            for step in run.steps {
                guard let tree = step.semantic else { continue }
                for target in FlowDifferences.smallTargets(tree) {
                    let id = String(target.split(separator: " ").first ?? "")
                    if seen.insert(id).inserted { targets.append(target) }
                }
            }
            return targets.isEmpty ? nil : (run.device.name, targets)
        }
    }

    static func grid(_ result: FlowResult, index: Int) -> String {
        var out = "<section id=\"flow-\(index)\"><h2>\(escape(result.flow.name)) <small>\(escape(result.file)) · \(escape(result.flow.scene))</small></h2>\n"
        out += "<table class=\"grid\"><thead><tr><th>step</th>"
        out += result.devices.map { "<th class=\"\($0.passed ? "passed" : "failed")\">\(escape($0.device.name))</th>" }.joined()
        out += "</tr></thead><tbody>\n"
        let differences = differences(result)
        var shownAt: Int?
        for (step, flowStep) in result.flow.steps.enumerated() {
            let lines = differences[step]
            out += "<tr><th class=\"step\">\(step + 1). <code>\(escape(flowStep.text))</code>"
            // The same differences as the step before: said once, then pointed at.
            if let shown = shownAt, !lines.isEmpty, differences[shown] == lines {
                out += "<div class=\"differences\">differences as after step \(shown + 1)</div>"
            } else if !lines.isEmpty {
                shownAt = step
                out += "<div class=\"differences\"><b>differences</b><ul>" + lines.map { "<li>\(escape($0))</li>" }.joined() + "</ul></div>"
            }
            out += "</th>"
            for (d, run) in result.devices.enumerated() {
                let outcome = step < run.steps.count ? run.steps[step].outcome : (run.failures.contains { $0.step == step } ? .failed : .passed)
                out += "<td class=\"\(outcome.rawValue)\">"
                if step < run.steps.count {
                    // This run, the elements that differ from the snapshot framed in red.
                    out += "<canvas data-snapshot=\"\(index):\(d):\(step)\"></canvas>"
                    let differences = run.steps[step].differences
                    if !differences.isEmpty {
                        out += "<ul class=\"snapshot-differences\">" + differences.map { "<li>\(escape($0))</li>" }.joined() + "</ul>"
                    }
                }
                if outcome == .skipped { out += "<div class=\"note\">skipped (on:)</div>" }
                if outcome == .notRun { out += "<div class=\"note\">not run</div>" }
                let listed = step < run.steps.count ? run.steps[step].differences : []
                // A snapshot's difference is in the list under the picture already.
                for failure in run.failures where failure.step == step && !listed.contains(where: { failure.message.hasPrefix("snapshot: \($0) (") }) {
                    out += "<pre class=\"failure\">\(escape(failure.message))</pre>"
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table>\n"
        let small = smallTargets(result)
        if !small.isEmpty {
            out += "<div class=\"layout\"><b>Tappable elements under 44 × 44 pt</b><ul>"
            out += small.map { "<li>\(escape($0.device)): \(escape($0.targets.joined(separator: ", ")))</li>" }.joined()
            out += "</ul></div>\n"
        }
        return out + "</section>\n"
    }

    /// The render trees the pictures are drawn from; a step that left the tree as it was
    /// points at the one before (its index) instead of repeating it.
    static func data(_ results: [FlowResult]) -> String {
        let flows: [JSONValue] = results.map { result in
            .object([
                "name": .string(result.flow.name),
                "devices": .array(result.devices.map { run in
                    var previous: (Int, JSONValue)?
                    var snapshots: [JSONValue] = []
                    for (index, step) in run.steps.enumerated() {
                        guard let render = step.render else { snapshots.append(.null); continue }
                        if let previous, previous.1 == render {
                            snapshots.append(.number(Double(previous.0)))
                        } else {
                            snapshots.append(render)
                            previous = (index, render)
                        }
                    }
                    var device: [String: JSONValue] = ["id": .string(run.device.id), "snapshots": .array(snapshots)]
                    // Steps that differ from a snapshot: the elements to frame.
                    var changed: [String: JSONValue] = [:]
                    for (index, step) in run.steps.enumerated() where !step.changed.isEmpty {
                        changed[String(index)] = .array(step.changed.map(JSONValue.string))
                    }
                    if !changed.isEmpty { device["changed"] = .object(changed) }
                    return .object(device)
                }),
            ])
        }
        return scriptJSON(.object(["flows": .array(flows)]), empty: "{\"flows\":[]}")
    }

    /// `value` as JSON text to put inside a `<script type="application/json">` element.
    public static func scriptJSON(_ value: JSONValue, empty: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? empty
        // In a script element "<!--", "<script" and "</script" change how the HTML parser
        // reads on (an escaped script swallows the rest of the page); JSON allows "<", ">"
        // and "&" only inside strings, where their escapes mean the same.
        return json.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    static let css = """
        body { font: 14px/1.4 Inter, system-ui, sans-serif; margin: 24px; color: #1d1d1f; background: #f5f5f7; }
        h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 32px 0 8px; } h2 small { color: #6e6e73; font-weight: 400; }
        .meta { color: #6e6e73; margin: 0 0 16px; }
        table { border-collapse: collapse; background: #fff; }
        th, td { border: 1px solid #d2d2d7; padding: 6px 8px; vertical-align: top; text-align: left; }
        .summary td { text-align: center; }
        .grid th.step { width: 280px; min-width: 280px; font-weight: 400; } .grid code { white-space: pre-wrap; word-break: break-word; font-size: 12px; }
        .grid td { width: 1%; }
        .passed { color: #1a7f37; } .failed { color: #c62828; } .grid td.failed { background: #fdecea; } .grid td.skipped, .grid td.notRun { background: #f2f2f7; }
        .grid td { color: inherit; } canvas { display: block; }
        pre.failure { color: #c62828; white-space: pre-wrap; max-width: 320px; max-height: 240px; overflow: auto; font-size: 11px; margin: 6px 0 0; }
        .note { color: #6e6e73; font-size: 12px; } .differences { margin-top: 6px; font-size: 12px; color: #8a4b00; } .differences ul { margin: 2px 0 0; padding-left: 16px; }
        .snapshot-differences { margin: 4px 0 0; padding-left: 16px; font-size: 12px; color: #b00020; max-width: 260px; overflow-wrap: anywhere; }
        .layout { margin: 8px 0 24px; font-size: 12px; color: #6e6e73; } .layout ul { margin: 2px 0 0; padding-left: 16px; }
        """
}
