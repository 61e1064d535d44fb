import SimCore

extension Router {
    struct Housekeeping: Equatable, Sendable {
        /// Held long-polls to answer now.
        var wake: [LongPollHub.WaiterID] = []
        /// Sessions removed for being idle.
        var expiredSessions: [String] = []
        /// Uploaded forms removed for being unused (`UploadQuota`).
        var expiredForms: [String] = []
        /// The earliest moment something is due again (a simulator timer or a hold), if any.
        var nextDeadline: Double?
    }

    /// What the timer thread does on each tick: answer holds that waited long enough,
    /// drop idle sessions (answering their holds) and unused uploaded forms, and run due
    /// simulator timers of real-clock sessions (publishing what they changed).
    func housekeeping(now: Double) -> Housekeeping {
        var result = Housekeeping()
        result.wake = hub.withEveryHub { $0.expire(now: now) }.flatMap { $0 }
        result.expiredSessions = sessions.expireIdle(now: now)
        for id in result.expiredSessions {
            result.wake += hub.publish(session: id)
        }
        let all = sessions.all()
        if library.holdsUploads {
            result.expiredForms = library.expireUploads(now: now, open: Set(all.map(\.sceneID)))
        }
        var deadlines: [Double] = []
        for session in all where session.isRealTime {
            let (wake, next) = service.advanceTimers(of: session, now: now)
            result.wake += wake
            if let next { deadlines.append(next) }
        }
        if let expiry = hub.withEveryHub({ $0.nextExpiry }).compactMap({ $0 }).min() { deadlines.append(expiry) }
        result.nextDeadline = deadlines.min()
        return result
    }
}
