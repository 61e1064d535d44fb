import Foundation

/// What `run-flows` prints for a failure (docs/FLOWS.md, Running headless): a line that
/// says which flow, device and step failed and how, `login · iPhone 15 · step 3
/// (Flows/login.yaml:12): no element "pasword-field" on screen; …`, then at most
/// `screenLines` lines of what the screen showed (a system control's parts already folded
/// by FlowScreen), then where the report shows that device after that step. The same
/// failure on the next device of the flow says so instead of listing the screen again.
/// The whole message stays in the report and in JUnit.
public struct FlowConsole {
    /// The most lines of a failure's detail printed under its line.
    public static let screenLines = 8
    /// How the detail lines are set off from the failure's line.
    static let indent = "      "
    /// Where the report is written, when it is.
    public var report: String?
    /// The device each failure was first printed for in full, by flow, step and message.
    var shown: [String: String] = [:]

    public init(report: String?) {
        self.report = report
    }

    /// The lines for `failure` of `flow` (from `file`) on `device`; `flowIndex` is the
    /// flow's place in the report.
    public mutating func lines(_ failure: FlowFailure, flow: Flow, file: String, device: FlowDevice, flowIndex: Int) -> [String] {
        let line = failure.step < flow.steps.count ? flow.steps[failure.step].line : nil
        let place = "\(file)\(line.map { ":\($0)" } ?? "")"
        var message = failure.message.split(separator: "\n").map(String.init)
        // The message names its step as JUnit does ("step 3 (tap: done): "); the line has said it.
        if failure.step < flow.steps.count, let first = message.first {
            let named = "step \(failure.step + 1) (\(flow.steps[failure.step].text)): "
            if first.hasPrefix(named) { message[0] = String(first.dropFirst(named.count)) }
        }
        var out = ["\(flow.name) · \(device.name) · step \(failure.step + 1) (\(place)): \(message.first ?? "")"]
        let detail = message.dropFirst().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        let key = "\(flowIndex)\n\(failure.step)\n\(failure.message)"
        if !detail.isEmpty, let first = shown[key] {
            out.append(Self.indent + "the screen as on \(first)")
        } else {
            shown[key] = device.name
            out += detail.prefix(Self.screenLines).map { Self.indent + $0 }
            if detail.count > Self.screenLines { out.append(Self.indent + "… \(detail.count - Self.screenLines) more lines in the report") }
        }
        if let report {
            out.append(Self.indent + "see \(report)#\(FlowReport.anchor(flow: flowIndex, device: device, step: failure.step))")
        }
        return out
    }
}
