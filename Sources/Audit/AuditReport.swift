import Flows
import Foundation

/// The audit's outputs: JSON (every finding), JUnit (a test case per form and device, a
/// failure per error) and one HTML page (AuditReport+html).
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

    static func escape(_ text: String) -> String { JUnitReport.escape(text) }
}
