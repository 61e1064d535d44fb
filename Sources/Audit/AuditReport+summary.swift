/// The test command's summary (docs/AUDIT.md, "Platform notes"): a finding that comes
/// from iOS's own default (`AuditFinding.platform`) is the same on every form and every
/// combination, so it is printed once per run as a platform note, and each form gets one
/// line of counts by check, its own findings apart from iOS's, so that a real problem
/// stands out.
extension AuditReport {
    /// "shipping: 0 errors, 3 warnings (cutText 1, unnamed 2); iOS defaults: placeholderContrast 300, targetSize 96".
    public static func formSummary(_ scene: String, _ findings: [AuditFinding]) -> String {
        let own = findings.filter { $0.platform == nil }
        let errors = own.filter { $0.severity == .error }.count
        var line = "\(scene): \(errors) errors, \(own.count - errors) warnings"
        if !own.isEmpty { line += " (\(countsByCheck(own)))" }
        let platform = findings.filter { $0.platform != nil }
        if !platform.isEmpty { line += "; iOS defaults: \(countsByCheck(platform))" }
        return line
    }

    /// One note per iOS default and check met in the run: what it is, how often and on
    /// how many forms, one example and the guidance.
    public static func platformNotes(_ findings: [AuditFinding]) -> [String] {
        var order: [String] = []
        var byDefault: [String: [AuditFinding]] = [:]
        for finding in findings {
            guard let platform = finding.platform else { continue }
            let key = "\(platform) \(finding.check.rawValue)"
            if byDefault[key] == nil { order.append(key) }
            byDefault[key, default: []].append(finding)
        }
        return order.compactMap { key in
            guard let group = byDefault[key], let first = group.first, let platform = first.platform else { return nil }
            let forms = Set(group.map(\.context.scene)).count
            return "platform note: \(platform) (\(first.check.rawValue)), iOS's own default: \(group.count) findings on \(forms) form\(forms == 1 ? "" : "s"), "
                + "as \(first.message) — \(first.guidance)"
        }
    }

    /// "contrast 2, targetSize 5", in the checks' order.
    static func countsByCheck(_ findings: [AuditFinding]) -> String {
        AuditFinding.Check.allCases.compactMap { check in
            let count = findings.filter { $0.check == check }.count
            return count > 0 ? "\(check.rawValue) \(count)" : nil
        }.joined(separator: ", ")
    }
}
