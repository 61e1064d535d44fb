import Flows
import Foundation
import SimCore
import Wire

/// The HTML report: one entry per problem (a check on an element of a form), errors
/// first, with a picture of the screen it was first seen on and its element outlined,
/// drawn by the page's own drawing code, and every combination it was seen in.
extension AuditReport {
    /// The most combinations listed under one problem; the rest are counted.
    static let listedPerProblem = 100

    public static func html(_ findings: [AuditFinding], assets: FlowReportAssets = FlowReportAssets()) -> String {
        var groups: [String: [AuditFinding]] = [:]
        var order: [String] = []
        for finding in findings {
            if groups[finding.group] == nil { order.append(finding.group) }
            groups[finding.group, default: []].append(finding)
        }
        let problems = order.compactMap { groups[$0] }.sorted { a, b in
            let (x, y) = (a[0], b[0])
            if x.severity != y.severity { return x.severity < y.severity }
            if x.check != y.check { return x.check.rawValue < y.check.rawValue }
            return (x.context.scene, x.element ?? "") < (y.context.scene, y.element ?? "")
        }
        var pictures: [JSONValue] = []
        var out = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>FormSim audit</title><style>
            \(assets.fontFaces)
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1d1d1f; max-width: 1100px; }
            .problem { display: flex; gap: 20px; border-bottom: 1px solid #e5e5ea; padding: 16px 0; }
            .problem canvas { flex: none; border-radius: 8px; }
            h2 { font-size: 16px; margin: 0 0 6px; } h2 small { color: #6e6e73; font-weight: 400; }
            .error { color: #c41e16; } .warning { color: #8a4b00; } .guidance { color: #6e6e73; font-size: 12px; }
            details { margin-top: 8px; font-size: 12px; } li { margin: 2px 0; }
            </style></head><body>

            """
        let errors = findings.filter { $0.severity == .error }.count
        out += "<h1>FormSim audit</h1>\n<p>\(findings.count) findings, \(errors) errors and \(findings.count - errors) warnings, "
        out += "in \(problems.count) problems: each a check on an element of a form, shown where it was first seen.</p>\n"
        for problem in problems {
            let first = problem[0]
            out += "<section class=\"problem\" data-check=\"\(first.check.rawValue)\">"
            if let picture = problem.first(where: { $0.picture != nil }), let render = picture.picture {
                let frame = (picture.frame ?? []).map { String($0) }.joined(separator: ",")
                out += "<canvas data-picture=\"\(pictures.count)\" data-frame=\"\(frame)\" aria-label=\"\(escape(picture.context.summary))\"></canvas>"
                pictures.append(render)
            }
            out += "<div><h2><span class=\"\(first.severity.rawValue)\">\(first.severity.rawValue)</span> \(first.check.rawValue)"
            out += " — \(escape(first.element ?? first.context.scene)) <small>\(escape(first.context.scene))</small></h2>\n"
            out += "<p>\(escape(first.message))</p><p class=\"guidance\">\(escape(first.guidance))</p>\n"
            out += "<details><summary>Seen in \(problem.count) combination\(problem.count == 1 ? "" : "s"): \(escape(spread(problem)))</summary><ul>"
            for finding in problem.prefix(listedPerProblem) {
                out += "<li>\(escape(finding.context.summary))\(finding.message == first.message ? "" : ": " + escape(finding.message))</li>"
            }
            if problem.count > listedPerProblem { out += "<li>and \(problem.count - listedPerProblem) more</li>" }
            out += "</ul></details></div></section>\n"
        }
        out += "<script type=\"application/json\" id=\"audit-data\">"
        out += JSONValue.object(["pictures": .array(pictures)]).scriptText(empty: "{\"pictures\":[]}") + "</script>\n"
        out += assets.scripts
        return out + "</body></html>\n"
    }

    /// Where a problem was seen, in a line: its devices, appearances and text sizes.
    static func spread(_ problem: [AuditFinding]) -> String {
        func distinct(_ values: [String]) -> String {
            var seen = Set<String>()
            return values.filter { seen.insert($0).inserted }.joined(separator: ", ")
        }
        return [distinct(problem.map(\.context.device)), distinct(problem.map(\.context.appearance)),
                "text " + distinct(problem.map(\.context.contentSize))].joined(separator: "; ")
    }
}
