/// A crashed app (E3.S3): it takes no input until it is relaunched.
extension Simulator {
    /// The exception that ended the app, if it crashed.
    public var crash: Exception? { application.uncaughtException }

    /// Refuses an event to a crashed app: every one but `relaunch`.
    func refuseIfCrashed(_ event: InputEvent) throws(InputError) {
        guard let crash, event != .relaunch else { return }
        throw InputError(.appCrashed(crash.message))
    }

    /// Mirrors launching the app again from the Home Screen: a new scene with nothing
    /// entered, nothing first responder, nothing presented, the crash forgotten.
    func relaunch() {
        if let touch = touches.active { cancelTouch(touch) }
        if window.isEditMenuVisible { window.hideEditMenu() }
        window.clearFirstResponder()
        for presentation in window.presentations { presentation.removeAtOnce() }
        window.removeModalPresentationsAtOnce()
        window.crashReport?.removeFromSuperview()
        application.uncaughtException = nil
        inspectorLog.record(.settings, "window", "relaunched")
        launchScene(restoring: [:])
        applyTraits()
    }
}
