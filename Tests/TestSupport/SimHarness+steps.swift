import SimCore

extension SimHarness {
    /// Sends events as one turn and returns what it committed.
    @discardableResult
    public func send(_ events: [InputEvent]) throws(InputError) -> Commit { try sim.send(events) }

    /// A tap on the element with this id.
    @discardableResult
    public func tap(_ id: String) throws(InputError) -> Commit { try send([.tapTarget(id)]) }

    /// Text typed into the first responder.
    @discardableResult
    public func type(_ text: String) throws(InputError) -> Commit { try send([.text(text)]) }

    /// A key pressed by its name (`Backspace`, `Enter`, a letter).
    @discardableResult
    public func key(_ name: String) throws(InputError) -> Commit { try send([.key(name)]) }

    /// Runs the clock past every animation (a push, pop or sheet lasts well under a second).
    @discardableResult
    public func settle() -> Commit {
        clock.advance(by: 1)
        return sim.advanceTime()
    }
}
