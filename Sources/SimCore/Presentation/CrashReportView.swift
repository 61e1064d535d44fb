/// What FormSim shows in place of an app that crashed (E3.S3): the screen dimmed, and
/// the exception's name and reason in the middle, as the system logs them.
/// Deviation: iOS takes a crashed app off the screen and shows the Home Screen; FormSim
/// keeps its last frame behind this, so that a person sees what ended it and where.
final class CrashReportView: View {
    override var placesFrameByLayoutDirection: Bool { false }

    let heading = Label(id: "crash-report-title", text: "The app crashed", font: Font(size: 22, weight: 700), color: .white)
    let reason: Label

    init(exception: Exception) {
        reason = Label(id: "crash-report-reason", text: exception.message, font: Font(size: 14), color: .white)
        super.init(id: "crash-report")
        backgroundColor = Color("rgba(0,0,0,0.82)")
        for label in [heading, reason] {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.adjustsFontForContentSizeCategory = false
            label.semanticRole = .label
            addSubview(label)
        }
        heading.accessibilityLabel = heading.text
        reason.accessibilityLabel = exception.message
    }

    override func layoutSubviews() {
        let width = min(bounds.width - 48, 560)
        let x = (bounds.width - width) / 2
        let title = heading.sizeThatFits(Size(width: width, height: .infinity)).height
        let body = reason.sizeThatFits(Size(width: width, height: .infinity)).height
        var y = max(0, (bounds.height - title - 16 - body) / 2)
        heading.frame = Rect(x: x, y: y, width: width, height: title)
        y += title + 16
        reason.frame = Rect(x: x, y: y, width: width, height: body)
    }
}
