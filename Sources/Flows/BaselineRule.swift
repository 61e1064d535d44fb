/// When a baseline — a snapshot, an expected file, a flow's steps — is written rather than
/// compared with, as swift-snapshot-testing's record modes decide it. A run that writes a
/// baseline compared nothing, so it never passes:
/// - a baseline that exists is compared with;
/// - a missing one fails; outside CI it is written first (review it, run again), under CI
///   nothing is written (a baseline is made on a person's machine and committed);
/// - the record flag writes every baseline anew, in CI or not, and fails, naming each.
/// Flow runs (`run-flows --snapshots`) and the Swift tests' snapshots and corpus
/// (TestSupport's `Baseline`) decide by this one rule.
public struct BaselineRule: Equatable, Sendable {
    public enum Decision: Equatable, Sendable {
        case compare
        /// Write the baseline; the run fails with the message.
        case write(String)
        /// Write nothing; the run fails with the message.
        case fail(String)
    }

    /// The environment has `CI` set (`CI=true`, as CI services set it).
    public var isCI: Bool
    /// The record flag is set: every baseline is written anew.
    public var recordsAll: Bool

    public init(isCI: Bool = false, recordsAll: Bool = false) {
        self.isCI = isCI
        self.recordsAll = recordsAll
    }

    /// `CI` and the record flag (`flag`, an environment variable) as `environment` sets
    /// them.
    public init(environment: [String: String], flag: String) {
        self.init(isCI: Self.isSet(environment["CI"]), recordsAll: Self.isSet(environment[flag]))
    }

    /// Set to anything but nothing, `0` or `false`.
    public static func isSet(_ value: String?) -> Bool {
        guard let value else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// What to do with the baseline `name` (its path, for the message); `how` says how to
    /// record it anew (`FORMSIM_RECORD_SNAPSHOTS=1`, `--update-snapshots`).
    public func decision(for name: String, exists: Bool, how: String) -> Decision {
        if recordsAll {
            return .write("\(name) was recorded anew (\(how)); read its diff, then run again without \(how) to compare")
        }
        if exists { return .compare }
        if isCI {
            return .fail("\(name) is missing, and CI is set, so nothing was written; record it outside CI (run the test, or \(how)), review it and commit it")
        }
        return .write("\(name) was missing, so it was recorded; review it and run again to compare")
    }
}
