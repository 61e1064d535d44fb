/// A person's events, each in a turn of its own.
extension Simulator {
    /// Runs events as a person makes them: each in its own turn of the run loop,
    /// committed (laid out and rendered) before the next is hit-tested, as UIKit lays out
    /// at the end of each turn. What comes back is one commit for them all: its ops take
    /// a client from the tree before the first event to the tree after the last, each
    /// node carrying the last animation a turn declared for it; its version is the last
    /// turn's (it may move by more than one); `touch` is the last lifted finger's,
    /// `typing` the first key's target and `oldActionIDs` every turn's.
    ///
    /// `stopBefore(index)` is asked before each event after the first: when it answers
    /// true, that event and the rest are not run, and `ran` says how many were. A refused
    /// event stops the events too (its index in `eventIndex`); the turns before it stay.
    ///
    /// Deviation: UIKit has no batch to stop; `stopBefore` is the owner's reason to end
    /// one early (a server that is stopping, a batch over its time), asked between
    /// events so that no event is cut in half.
    public func sendTurns(
        _ events: [InputEvent], stopBefore: (_ index: Int) -> Bool = { _ in false }
    ) -> (commit: Commit, failure: InputError?, ran: Int) {
        // Kept only when several events may make several commits: holding a copy while
        // the simulator patches its tree would make it copy the whole tree.
        let before = events.count > 1 ? renderTree : nil
        var commits: [Commit] = []
        var touch: TouchSummary?
        var typing: TypingSummary?
        var oldActionIDs: [OldActionID] = []
        var failure: InputError?
        var ran = 0
        for (index, event) in events.enumerated() {
            if index > 0, stopBefore(index) { break }
            let (commit, refused) = sendPartially([event])
            if !commit.ops.isEmpty { commits.append(commit) }
            if let ended = commit.touch { touch = ended }
            if typing == nil { typing = commit.typing }
            for old in commit.oldActionIDs where !oldActionIDs.contains(old) { oldActionIDs.append(old) }
            if let refused {
                failure = refused
                if events.count > 1 { failure?.eventIndex = index }
                break
            }
            ran += 1
        }
        let ops = Self.netOps(commits, from: before) { renderTree }
        return (Commit(version: version, ops: ops, touch: touch, typing: typing, oldActionIDs: oldActionIDs), failure, ran)
    }

    /// The ops from `before` to `after` over these commits: one commit's own ops, or for
    /// several the difference of the two trees, each node carrying the last animation a
    /// commit declared for it. `after` is read only then: the whole tree is built from the
    /// views' records when asked, which one commit's ops never need.
    static func netOps(_ commits: [Commit], from before: RenderTree?, to after: () -> RenderTree) -> [RenderOp] {
        guard commits.count > 1, let before else { return commits.first?.ops ?? [] }
        var animations: [String: Animation] = [:]
        for commit in commits {
            for op in commit.ops {
                if let animation = op.animation { animations[op.id] = animation }
            }
        }
        return before.diff(to: after(), animations: animations)
    }
}
