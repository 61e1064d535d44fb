import Foundation

/// JUnit XML as CI tools read it (Jenkins' junit-10.xsd, which the browser tests check): a test suite
/// per flow, a test case per device, a failure per failed device with every failing
/// step and the screen near it.
public enum JUnitReport {
    public static func xml(_ results: [FlowResult], timestamp: Date = Date()) -> String {
        let stamp = ISO8601DateFormatter().string(from: timestamp).replacingOccurrences(of: "Z", with: "")
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        for (index, result) in results.enumerated() {
            let failures = result.devices.filter { !$0.passed }.count
            let seconds = result.devices.reduce(0) { $0 + $1.seconds }
            out += "  <testsuite id=\"\(index)\" package=\"formsim.flows\" name=\"\(escape(result.flow.name))\" "
            out += "timestamp=\"\(stamp)\" hostname=\"localhost\" tests=\"\(result.devices.count)\" failures=\"\(failures)\" "
            out += "errors=\"0\" time=\"\(format(seconds))\">\n    <properties>\n"
            out += "      <property name=\"file\" value=\"\(escape(result.file))\"/>\n"
            out += "      <property name=\"scene\" value=\"\(escape(result.flow.scene))\"/>\n    </properties>\n"
            for device in result.devices {
                out += "    <testcase name=\"\(escape(device.device.name))\" classname=\"\(escape(result.flow.name))\" time=\"\(format(device.seconds))\">\n"
                if let failure = device.failures.first {
                    let first = failure.message.split(separator: "\n").first.map(String.init) ?? ""
                    out += "      <failure message=\"\(escape(location(result, failure) + first))\" type=\"\(failure.kind.rawValue)\">"
                    out += escape(device.failures.map { location(result, $0) + $0.message }.joined(separator: "\n\n"))
                    out += "</failure>\n"
                }
                out += "      <system-out>\(escape(stepLines(result.flow, device)))</system-out>\n    </testcase>\n"
            }
            out += "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// `file:line: ` of the failing step, as compilers and CI annotations point at a line
    /// (junit-10.xsd gives a test case no file or line attribute); the file alone when
    /// the step's line is not known.
    static func location(_ result: FlowResult, _ failure: FlowFailure) -> String {
        let steps = result.flow.steps
        let line = failure.step < steps.count ? steps[failure.step].line : nil
        return "\(result.file)\(line.map { ":\($0)" } ?? ""): "
    }

    /// Every step of the flow on the device, a line each: what became of it and the step;
    /// then its warnings (optional steps that failed, old action ids), a line each.
    static func stepLines(_ flow: Flow, _ device: FlowDeviceResult) -> String {
        var lines: [String] = []
        for (index, step) in flow.steps.enumerated() {
            let outcome = index < device.outcomes.count ? device.outcomes[index].rawValue : FlowStepRecord.Outcome.notRun.rawValue
            lines.append("\(outcome) \(index + 1). \(step.text)")
        }
        for warning in device.warnings {
            lines.append("warning: \(warning.message)")
        }
        return lines.joined(separator: "\n")
    }

    static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// Text for an XML attribute or element: markup escaped, characters XML cannot
    /// carry dropped.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out += "&#\(scalar.value);"
            default:
                if scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
