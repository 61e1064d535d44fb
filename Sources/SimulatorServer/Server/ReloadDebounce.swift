import Foundation
import Scenes

/// Which changed form files are due for a reload, as a pure state machine over times the
/// caller gives: each file on its own, once it has been quiet for `quiet` seconds (an
/// editor's save is several writes), or at the latest `maxWait` after its first change
/// not yet reported (a file rewritten without pause still reloads now and then). One busy
/// file never holds back another. Files that are not forms (`noise.log`, an editor's
/// `.swp` or `~` backup) are not tracked at all.
struct ReloadDebounce {
    static let quiet = 0.05
    static let maxWait = 1.0

    private var pending: [String: (first: Double, last: Double)] = [:]

    /// Whether a path names a form file: a form extension, not hidden, not a backup.
    static func isForm(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return !name.hasPrefix(".") && !name.hasSuffix("~")
            && FormSources.isForm(name)
    }

    var isEmpty: Bool { pending.isEmpty }

    mutating func changed(_ path: String, at now: Double) {
        guard Self.isForm(path) else { return }
        pending[path] = (pending[path]?.first ?? now, now)
    }

    /// The files due at `now`, sorted; they are no longer pending.
    mutating func due(at now: Double) -> [String] {
        let ready = pending.filter { Self.deadline($0.value) <= now }.map(\.key).sorted()
        for path in ready { pending[path] = nil }
        return ready
    }

    /// When the next file falls due, or nil when none is pending.
    var nextDeadline: Double? { pending.values.map(Self.deadline).min() }

    private static func deadline(_ times: (first: Double, last: Double)) -> Double {
        min(times.last + quiet, times.first + maxWait)
    }
}
