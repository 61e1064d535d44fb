import SimCore

/// The selectable list's delegate log (A4.7): one line per delegate call, newest last.
/// The screen shows the last few lines; the semantic value holds all of them.
final class DelegateLogView: View {
    static let visibleLines = 3
    static let lineHeight = 18.0
    private(set) var entries: [String] = [] {
        didSet { if oldValue != entries { setNeedsSemanticsUpdate() } }
    }
    let titleLabel: Label
    let lineLabels: [Label]

    init(id: String, title: String) {
        titleLabel = Label(text: title, font: Font(size: 13, weight: 600), color: .secondaryLabel)
        lineLabels = (0..<Self.visibleLines).map { _ in Label(font: Font(size: 13)) }
        super.init(id: id)
        semanticRole = .label
        accessibilityLabel = title
        backgroundColor = .systemGroupedBackground
        addSubview(titleLabel)
        for label in lineLabels { addSubview(label) }
    }

    /// The height the log needs above the bottom safe area.
    static var height: Double { Double(visibleLines + 1) * lineHeight + 8 }

    func append(_ entry: String) {
        entries.append(entry)
        setNeedsLayout()
    }

    override var accessibilityValue: String? { entries.joined(separator: "\n") }

    override func layoutSubviews() {
        let safe = safeAreaInsets
        let width = max(0, bounds.width - safe.left - safe.right - 32)
        titleLabel.frame = Rect(x: safe.left + 16, y: 4, width: width, height: Self.lineHeight)
        let shown = entries.suffix(Self.visibleLines)
        for (index, label) in lineLabels.enumerated() {
            label.frame = Rect(x: safe.left + 16, y: 4 + Double(index + 1) * Self.lineHeight, width: width, height: Self.lineHeight)
            label.text = index < shown.count ? shown[shown.startIndex + index] : nil
        }
    }
}
