/// An uncaught exception (E3.S3): the app is marked crashed and the window shows why.
extension Window {
    /// Mirrors an NSException raised and not caught: the app ends. The first responder
    /// goes (the keyboard with it), the event is logged as the exception, and the crash
    /// report covers the screen.
    func raise(_ exception: Exception) {
        guard application.uncaughtException == nil else { return }
        application.uncaughtException = exception
        inspectorLog.record(.exception, exception.name, exception.reason)
        clearFirstResponder()
        let report = CrashReportView(exception: exception)
        report.frame = bounds
        addSubview(report)
    }

    /// Takes every alert, action sheet and sheet off the screen at once, with no slide:
    /// the app they belong to is gone (relaunched).
    func removeModalPresentationsAtOnce() {
        for modal in modalPresentations { for view in modal.views { view.removeFromSuperview() } }
        modalPresentations = []
    }

    /// The crash report on screen, if the app crashed.
    var crashReport: CrashReportView? { subviews.last { $0 is CrashReportView } as? CrashReportView }
}
