import SimCore

/// The last commits of one session, so a long-poll that is a few versions behind gets
/// the ops it missed instead of the whole tree (docs/RENDER_PROTOCOL.md, "Versions and
/// resets"). A pure ring of `(version, ops)`.
struct PatchLog: Sendable {
    enum Answer: Equatable, Sendable {
        /// `since` is the current version: nothing to send yet.
        case upToDate
        /// Every op after `since`, concatenated, taking the client to `version`.
        case ops(version: Int, [RenderOp])
        /// `since` cannot be diffed from: send the whole tree.
        case reset
    }

    struct Entry: Equatable, Sendable {
        /// The version this entry starts from: `version - 1` for one commit, earlier for
        /// the commits of one input request logged as one (no client ever saw a version
        /// in between).
        var from: Int
        /// The version it produced.
        var version: Int
        var ops: [RenderOp]
    }

    let capacity: Int
    /// The version of the newest commit (or the starting version).
    private(set) var version: Int
    /// The entries as a ring of `capacity` slots: once full, the newest overwrites the
    /// oldest at `head` (removing the first of an array shifted every other entry along,
    /// at every commit of a session with a full log).
    private var ring: [Entry] = []
    /// Where the oldest entry is, once the ring is full (0 until then).
    private var head = 0

    /// Oldest first; consecutive versions ending at `version`.
    var entries: [Entry] { (0..<ring.count).map(entry(at:)) }

    /// The entry `index` places after the oldest.
    private func entry(at index: Int) -> Entry { ring[(head + index) % ring.count] }

    init(version: Int, capacity: Int = 256) {
        self.version = version
        self.capacity = max(1, capacity)
    }

    /// Records one commit. A version that does not follow the last one (a commit whose ops
    /// were not seen) drops the history: older clients get a reset.
    mutating func record(version newVersion: Int, ops: [RenderOp]) {
        record(from: newVersion - 1, to: newVersion, ops: ops)
    }

    /// Records the commits from `start` to `newVersion` as one entry whose `ops` take a
    /// client from `start` to `newVersion`. A `start` other than the last version drops the
    /// history, as above.
    mutating func record(from start: Int, to newVersion: Int, ops: [RenderOp]) {
        guard newVersion > version, start < newVersion else { return }
        if start != version { clear() }
        let entry = Entry(from: start, version: newVersion, ops: ops)
        if ring.count < capacity {
            ring.append(entry)
        } else {
            ring[head] = entry
            head = (head + 1) % capacity
        }
        version = newVersion
    }

    /// The session's simulator was rebuilt (its form file changed): no client can be
    /// diffed to `newVersion`, so everyone older gets the whole tree.
    mutating func reset(to newVersion: Int) {
        clear()
        version = max(version, newVersion)
    }

    private mutating func clear() {
        ring.removeAll()
        head = 0
    }

    /// What a client at `since` needs.
    func ops(since: Int) -> Answer {
        if since == version { return .upToDate }
        // Only an entry's start can be diffed from (a version inside one was never sent).
        guard since > 0, since < version, let first = (0..<ring.count).last(where: { entry(at: $0).from == since }) else {
            return .reset
        }
        var ops: [RenderOp] = []
        for index in first..<ring.count { ops += entry(at: index).ops }
        return .ops(version: version, ops)
    }
}
