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
        // A step's picture enlarged: report.js paints it here on a click.
        out += "<dialog id=\"enlarged\" aria-label=\"Enlarged picture\"><canvas></canvas><div class=\"aside\">"
            + "<button type=\"button\" class=\"close\" aria-label=\"Close\">×</button><p class=\"caption\"></p>"
            + "<div class=\"notes\"></div></div></dialog>\n"
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
        var out = "<div class=\"scroll\"><table class=\"summary\"><thead><tr><th>flow</th>"
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
        return out + "</tbody></table></div>\n"
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

    /// Per device, the form's own tappable elements under 44 × 44 pt it showed after any
    /// step, each once: a layout warning, said once per flow rather than under every step.
    /// The parts of system controls iOS draws at its own size are left out, named once by
    /// their control (`systemControls`).
    static func smallTargets(_ result: FlowResult) -> [(device: String, targets: [String])] {
        smallTargetsAndControls(result).devices
    }

    static func smallTargetsAndControls(_ result: FlowResult) -> (devices: [(device: String, targets: [String])], systemControls: [String]) {
        var controls: [String] = []
        let devices: [(device: String, targets: [String])] = result.devices.compactMap { run in
            var seen = Set<String>()
            var targets: [String] = []
            for step in run.steps {
                guard let tree = step.semantic else { continue }
                let small = FlowDifferences.smallTargets(tree)
                for control in small.systemControls where !controls.contains(control) { controls.append(control) }
                for target in small.own {
                    let id = String(target.split(separator: " ").first ?? "")
                    if seen.insert(id).inserted { targets.append(target) }
                }
            }
            return targets.isEmpty ? nil : (run.device.name, targets)
        }
        return (devices, controls)
    }

    /// The id of a device's cell for a step (from 0) of the report's `flow`-th flow, which
    /// `run-flows` points at for a failure: `flow-2-iphone-15-step-4`.
    public static func anchor(flow: Int, device: FlowDevice, step: Int) -> String {
        "flow-\(flow)-\(device.id)-step-\(step + 1)"
    }

    static func grid(_ result: FlowResult, index: Int) -> String {
        var out = "<section id=\"flow-\(index)\"><h2>\(escape(result.flow.name)) <small>\(escape(result.file)) · \(escape(result.flow.scene))</small></h2>\n"
        out += "<div class=\"scroll\"><table class=\"grid\"><thead><tr><th>step</th>"
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
                out += "<td id=\"\(anchor(flow: index, device: run.device, step: step))\" class=\"\(outcome.rawValue)\">"
                if step < run.steps.count {
                    // This run, the elements that differ from the snapshot framed in red; a
                    // click shows it enlarged.
                    out += "<button type=\"button\" class=\"shot\" aria-label=\"Enlarge step \(step + 1) on \(escape(run.device.name))\">"
                        + "<canvas data-snapshot=\"\(index):\(d):\(step)\"></canvas></button>"
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
                // An old id, an optional step that failed: said where it happened.
                for warning in run.warnings where warning.step == step {
                    out += "<pre class=\"warning\">warning: \(escape(warning.message))</pre>"
                }
                out += "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody></table></div>\n"
        let (small, controls) = smallTargetsAndControls(result)
        if !small.isEmpty || !controls.isEmpty {
            out += "<div class=\"layout\"><b>Tappable elements under 44 × 44 pt</b>"
            if !small.isEmpty {
                out += "<ul>" + small.map { "<li>\(escape($0.device)): \(escape($0.targets.joined(separator: ", ")))</li>" }.joined() + "</ul>"
            }
            if !controls.isEmpty {
                out += "<p>Not listed: \(escape(controls.sorted().joined(separator: ", "))), system controls iOS draws at its own size, and their parts.</p>"
            }
            out += "</div>\n"
        }
        return out + "</section>\n"
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
