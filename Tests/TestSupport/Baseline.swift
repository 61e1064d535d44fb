import Flows
import Foundation
import Testing

/// A test's baselines (snapshots, expected files), written or compared by `BaselineRule`:
/// a missing one fails, written first outside CI and not under `CI=true`; `flag` set (an
/// environment variable, `FORMSIM_RECORD_SNAPSHOTS=1`) writes every one anew and fails.
public struct Baseline: Sendable {
    public let flag: String
    public var rule: BaselineRule

    public init(flag: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.flag = flag
        rule = BaselineRule(environment: environment, flag: flag)
    }

    /// The baseline at `url` to compare `actual` with; nil when there is nothing to compare
    /// (`actual` was written, or the baseline is missing under CI), an issue recorded that
    /// says which and names the file.
    public func expected(at url: URL, actual: Data, sourceLocation: SourceLocation = #_sourceLocation) throws -> Data? {
        let exists = FileManager.default.fileExists(atPath: url.path)
        switch rule.decision(for: url.lastPathComponent, exists: exists, how: "\(flag)=1") {
        case .compare:
            return try Data(contentsOf: url)
        case .fail(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        case .write(let message):
            try actual.write(to: url, options: .atomic)
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
        return nil
    }
}
