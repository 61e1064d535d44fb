/// What an alert controller shows (E3): its title and message over its actions, in one
/// of three arrangements — an alert card, an iPhone action sheet (the actions in one
/// rounded group, Cancel in its own below) or the content of an iPad popover (Cancel
/// left out, as UIKit leaves it out there).
///
/// Geometry (~, iOS 17's): an alert is 270 pt wide, its buttons 44 pt tall, side by side
/// when there are two whose titles fit in half the width; an action sheet's buttons are
/// 57 pt tall in 20 pt text, its groups 8 pt apart with 13 pt corners.
/// Deviation: the text does not grow with Dynamic Type (UIKit's alerts do).
final class AlertView: View {
    enum Arrangement { case alert, sheet, popover }

    static let alertWidth = 270.0
    static let alertButtonHeight = 44.0
    static let sheetButtonHeight = 57.0
    static let groupSpacing = 8.0
    static let cornerRadius = 13.0
    static let popoverWidth = 304.0  // ~
    static let groupBackground = Color(light: "#F2F2F2", dark: "#2C2C2E")

    let arrangement: Arrangement
    let group = View()
    let cancelGroup = View()
    let titleLabel: Label?
    let messageLabel: Label?
    /// The buttons in the order they show.
    let buttons: [Button]
    let cancelButton: Button?
    /// An alert's two buttons in one row.
    let isSideBySide: Bool
    private var separators: [View] = []

    init(alert: AlertController, arrangement: Arrangement, choose: @escaping (AlertAction) -> Void) {
        self.arrangement = arrangement
        let isAlert = arrangement == .alert
        let headerFont = isAlert ? Font(size: 17, weight: 600) : Font(size: 13, weight: 600)
        titleLabel = alert.title.map { Label(text: $0, font: headerFont, color: isAlert ? .label : .secondaryLabel) }
        messageLabel = alert.message.map { Label(text: $0, font: Font(size: 13), color: isAlert ? .label : .secondaryLabel) }
        func button(_ action: AlertAction) -> Button {
            let size = isAlert ? 17.0 : 20.0
            let font = Font(size: size, weight: action.style == .cancel ? 600 : 400)
            let b = Button(id: alert.elementID(of: action), title: action.title, font: font,
                           color: action.style == .destructive ? .systemRed : .systemBlue)
            b.titleLabel.adjustsFontForContentSizeCategory = false
            b.addAction(for: .primaryActionTriggered) { _ in choose(action) }
            return b
        }
        let cancel = alert.cancelAction
        let others = alert.actions.filter { $0 !== cancel }
        let sideBySide = isAlert && Self.fitsSideBySide(alert.actions)
        isSideBySide = sideBySide
        switch arrangement {
        case .alert:
            let ordered = cancel.map { sideBySide ? [$0] + others : others + [$0] } ?? others
            buttons = ordered.map(button)
            cancelButton = nil
        case .sheet:
            buttons = others.map(button)
            cancelButton = cancel.map(button)
        case .popover:
            buttons = others.map(button)
            cancelButton = nil
        }
        super.init(id: arrangement == .popover ? nil : alert.sheetID)
        semanticRole = alert.preferredStyle == .alert ? .alert : .actionSheet
        accessibilityLabel = alert.title ?? alert.message
        for label in [titleLabel, messageLabel].compactMap({ $0 }) {
            label.numberOfLines = 0
            label.textAlignment = .center
            label.adjustsFontForContentSizeCategory = false
            group.addSubview(label)
        }
        group.backgroundColor = arrangement == .popover ? nil : Self.groupBackground
        group.cornerRadius = arrangement == .popover ? 0 : Self.cornerRadius
        group.clipsToBounds = true
        addSubview(group)
        for _ in 0...buttons.count {
            let line = View()
            line.backgroundColor = .separator
            separators.append(line)
            group.addSubview(line)
        }
        for b in buttons { group.addSubview(b) }
        if let cancelButton {
            cancelGroup.backgroundColor = .elevatedBackground
            cancelGroup.cornerRadius = Self.cornerRadius
            cancelGroup.clipsToBounds = true
            cancelGroup.addSubview(cancelButton)
            addSubview(cancelGroup)
        }
    }

    /// UIKit puts two actions side by side when both titles fit in half the alert.
    static func fitsSideBySide(_ actions: [AlertAction]) -> Bool {
        guard actions.count == 2 else { return false }
        let font = Font(size: 17, weight: 600)
        return actions.allSatisfy { font.width(of: $0.title) <= alertWidth / 2 - 2 * 12 }
    }

    var hasHeader: Bool { titleLabel != nil || messageLabel != nil }

    private var buttonHeight: Double { arrangement == .alert ? Self.alertButtonHeight : Self.sheetButtonHeight }
    private var headerInset: (top: Double, side: Double, gap: Double) {
        arrangement == .alert ? (20, 16, 4) : (14, 16, 2)
    }

    /// The header's height at `width` (0 with neither title nor message).
    private func headerHeight(width: Double) -> Double {
        guard hasHeader else { return 0 }
        let inset = headerInset
        let textWidth = max(0, width - 2 * inset.side)
        let texts = [titleLabel, messageLabel].compactMap { $0 }.map { $0.sizeThatFits(Size(width: textWidth, height: .infinity)).height }
        return 2 * inset.top + texts.reduce(0, +) + (texts.count == 2 ? inset.gap : 0)
    }

    /// The main group's height at `width`.
    private func groupHeight(width: Double) -> Double {
        let rows = isSideBySide ? 1 : buttons.count
        return headerHeight(width: width) + Double(rows) * buttonHeight
    }

    /// The whole view's height at `width`: both groups and the space between them.
    func height(forWidth width: Double) -> Double {
        groupHeight(width: width) + (cancelButton == nil ? 0 : Self.groupSpacing + buttonHeight)
    }

    override func layoutSubviews() {
        let width = bounds.width
        let main = groupHeight(width: width)
        group.frame = Rect(x: 0, y: 0, width: width, height: main)
        cancelGroup.frame = Rect(x: 0, y: main + Self.groupSpacing, width: width, height: buttonHeight)
        cancelButton?.frame = cancelGroup.bounds
        let inset = headerInset
        var y = hasHeader ? inset.top : 0
        for label in [titleLabel, messageLabel].compactMap({ $0 }) {
            let height = label.sizeThatFits(Size(width: width - 2 * inset.side, height: .infinity)).height
            label.frame = Rect(x: inset.side, y: y, width: width - 2 * inset.side, height: height)
            y += height + inset.gap
        }
        y = headerHeight(width: width)
        let thin = Metrics.separatorThickness
        var frames: [Rect] = []
        if isSideBySide {
            let half = width / 2
            if hasHeader { frames.append(Rect(x: 0, y: y, width: width, height: thin)) }
            buttons[0].frame = Rect(x: 0, y: y, width: half, height: buttonHeight)
            buttons[1].frame = Rect(x: half, y: y, width: half, height: buttonHeight)
            frames.append(Rect(x: half, y: y, width: thin, height: buttonHeight))
        } else {
            for (index, b) in buttons.enumerated() {
                if index > 0 || hasHeader { frames.append(Rect(x: 0, y: y, width: width, height: thin)) }
                b.frame = Rect(x: 0, y: y, width: width, height: buttonHeight)
                y += buttonHeight
            }
        }
        // A line above each button but a first one with no header over it.
        for (index, line) in separators.enumerated() {
            line.isHidden = index >= frames.count
            if index < frames.count { line.frame = frames[index] }
        }
    }
}
