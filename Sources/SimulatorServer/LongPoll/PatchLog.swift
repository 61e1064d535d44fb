import SimCore
import Wire

/// The last commits of one session, so a long-poll that is a few versions behind gets
/// the ops it missed instead of the whole tree (docs/RENDER_PROTOCOL.md, "Versions and
/// resets"). A pure ring of `(version, ops)`.
struct PatchLog: Sendable {
    enum Answer: Equatable, Sendable {
        /// `since` is the current version: nothing to send yet.
        case upToDate
        /// Every op after `since`, concatenated, taking the client to `version`.
        case ops(version: Int, [JSONValue])
        /// `since` cannot be diffed from: send the whole tree.
        case reset
    }

    struct Entry: Equatable, Sendable {
        /// The version this commit produced (from `version - 1`).
        var version: Int
        var ops: [JSONValue]
    }

    let capacity: Int
    /// The version of the newest commit (or the starting version).
    private(set) var version: Int
    /// Oldest first; consecutive versions ending at `version`.
    private(set) var entries: [Entry] = []

    init(version: Int, capacity: Int = 256) {
        self.version = version
        self.capacity = max(1, capacity)
    }

    /// Records one commit. A version that does not follow the last one (a commit whose ops
    /// were not seen) drops the history: older clients get a reset.
    mutating func record(version newVersion: Int, ops: [JSONValue]) {
        guard newVersion > version else { return }
        if newVersion != version + 1 { entries.removeAll() }
        entries.append(Entry(version: newVersion, ops: ops))
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        version = newVersion
    }

    /// The session's simulator was rebuilt (its form file changed): no client can be
    /// diffed to `newVersion`, so everyone older gets the whole tree.
    mutating func reset(to newVersion: Int) {
        entries.removeAll()
        version = max(version, newVersion)
    }

    /// What a client at `since` needs.
    func ops(since: Int) -> Answer {
        if since == version { return .upToDate }
        guard since > 0, since < version, let first = entries.first, since >= first.version - 1 else {
            return .reset
        }
        let ops = entries.drop { $0.version <= since }.flatMap(\.ops)
        return .ops(version: version, ops)
    }
}
