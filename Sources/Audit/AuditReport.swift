import Flows
import Foundation

/// The audit's outputs: JSON (every finding), JUnit (a test case per form and device, a
/// failure per error) and one HTML page.
public enum AuditReport {
    public static func json(_ findings: [AuditFinding]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        return (try? encoder.encode(["findings": findings])) ?? Data("{\"findings\":[]}".utf8)
    }

    public static func junit(_ findings: [AuditFinding], scenes: [String], devices: [String]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for scene in scenes {
            let mine = findings.filter { $0.context.scene == scene }
            let failing = Set(mine.filter { $0.severity == .error }.map(\.context.device))
            out += "  <testsuite name=\"audit \(escape(scene))\" tests=\"\(devices.count)\" failures=\"\(failing.count)\" errors=\"0\">\n"
            for device in devices {
                let here = mine.filter { $0.context.device == device }
                let errors = here.filter { $0.severity == .error }
                out += "    <testcase name=\"\(escape(device))\" classname=\"audit.\(escape(scene))\">\n"
                if let first = errors.first {
                    out += "      <failure message=\"\(escape(first.message))\" type=\"\(first.check.rawValue)\">"
                    out += escape(errors.map(line).joined(separator: "\n")) + "</failure>\n"
                }
                out += "      <system-out>\(escape(here.map(line).joined(separator: "\n")))</system-out>\n    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// One line: severity, check, message, where.
    public static func line(_ finding: AuditFinding) -> String {
        "\(finding.severity.rawValue) \(finding.check.rawValue): \(finding.message) — \(finding.context.summary)"
    }

    public static func html(_ findings: [AuditFinding]) -> String {
        var out = "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>FormSim audit</title><style>\n"
        out += "body { font: 14px -apple-system, system-ui, sans-serif; margin: 24px; color: #1d1d1f; } table { border-collapse: collapse; width: 100%; }\n"
        out += "th, td { border-bottom: 1px solid #e5e5ea; padding: 6px 8px; text-align: left; vertical-align: top; } .error { color: #c41e16; font-weight: 600; } .warning { color: #8a4b00; } .guidance { color: #6e6e73; font-size: 12px; }\n"
        out += "</style></head><body>\n<h1>FormSim audit</h1>\n"
        let errors = findings.filter { $0.severity == .error }.count
        out += "<p>\(findings.count) findings: \(errors) errors, \(findings.count - errors) warnings.</p>\n"
        out += "<table><thead><tr><th>how bad</th><th>check</th><th>what</th><th>where</th></tr></thead><tbody>\n"
        for finding in findings {
            out += "<tr><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td><td>\(finding.check.rawValue)</td>"
            out += "<td>\(escape(finding.message))<div class=\"guidance\">\(escape(finding.guidance))</div></td>"
            out += "<td>\(escape(finding.context.summary))</td></tr>\n"
        }
        return out + "</tbody></table>\n</body></html>\n"
    }

    static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
