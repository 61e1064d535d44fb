import Foundation
import SimCore

/// The PIN code screen of BEHAVIOR.md A3 (seed 001): a four-box PIN code field that
/// takes the number pad as first responder, a status line that the field's primary
/// action fills when the fourth digit arrives, and a Clear button.
public final class PinScene: FormViewController {
    public static let descriptor = SceneDescriptor(
        id: "pin", title: "PIN code field", variants: ["default"],
        hint: "Click the boxes: the number pad comes up. Type four digits: anything else and a fifth digit are "
            + "ignored, Backspace takes one back, and the fourth says \u{201C}PIN \u{2026} entered\u{201D}.",
        make: { PinScene(context: $0) })

    static let boxSize = 56.0

    let context: SceneContext
    let titleLabel: Label
    let pinField: PinCodeField
    let statusLabel = Label(id: "pin-status", font: .body, color: .secondaryLabel)
    let clearButton: Button
    /// How many times the field sent its primary action.
    public private(set) var completions = 0

    init(context: SceneContext) {
        self.context = context
        let l = SceneStrings(Self.strings, context.localization)
        titleLabel = Label(id: "pin-title", text: l.string("pin.title"), font: Font(size: 22, weight: 600))
        titleLabel.semanticRole = .label
        titleLabel.textAlignment = .center
        pinField = PinCodeField(id: "pin-field", label: l.string("pin.title"))
        statusLabel.semanticRole = .label
        statusLabel.textAlignment = .center
        statusLabel.text = l.string("pin.waiting")
        clearButton = Button(id: "pin-clear-button", title: l.string("pin.clear"))
        let root = View(id: "pin")
        root.backgroundColor = .systemBackground
        super.init(view: root)
        for subview in [titleLabel, pinField, statusLabel, clearButton] { root.addSubview(subview) }
        root.keepFixedTextSizes()
        // A3.4: the field's primary action, sent when the last digit arrives.
        pinField.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.pinCompleted() }
        pinField.addAction(for: .editingChanged) { [weak self] _ in
            guard let self else { return }
            if !self.pinField.isComplete { self.statusLabel.text = SceneStrings(Self.strings, self.context.localization).string("pin.waiting") }
        }
        clearButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.pinField.clear()
            self.statusLabel.text = SceneStrings(Self.strings, self.context.localization).string("pin.waiting")
        }
    }

    func pinCompleted() {
        completions += 1
        statusLabel.text = SceneStrings(Self.strings, context.localization).string("pin.complete")
            .replacingOccurrences(of: "%@", with: pinField.digits)
    }

    public override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let safe = window.safeAreaInsetsOfScreen
        let bounds = view.bounds
        let compact = context.device.isVerticallyCompact(in: window.orientation)
        let usable = bounds.width - safe.left - safe.right
        var y = safe.top + (compact ? 8 : 40)
        titleLabel.frame = Rect(x: safe.left, y: y, width: usable, height: 30)
        y += 30 + (compact ? 8 : 24)
        let width = PinCodeField.width(length: pinField.length, boxSize: Self.boxSize)
        pinField.frame = Rect(x: safe.left + (usable - width) / 2, y: y, width: width, height: Self.boxSize + 8)
        y += Self.boxSize + 8 + (compact ? 4 : 16)
        // Vertically compact: the status and Clear sit beside the field, above the keyboard.
        if compact {
            let right = pinField.frame.maxX + 16
            statusLabel.textAlignment = .left
            statusLabel.frame = Rect(x: right, y: pinField.frame.minY, width: max(0, bounds.width - safe.right - right), height: 22)
            clearButton.frame = Rect(
                x: right, y: pinField.frame.minY + 24, width: max(Metrics.minimumHitSize, clearButton.intrinsicWidth),
                height: Metrics.minimumHitSize)
        } else {
            statusLabel.textAlignment = .center
            statusLabel.frame = Rect(x: safe.left, y: y, width: usable, height: 22)
            y += 22 + 12
            let buttonWidth = max(Metrics.minimumHitSize, clearButton.intrinsicWidth)
            clearButton.frame = Rect(
                x: safe.left + (usable - buttonWidth) / 2, y: y, width: buttonWidth, height: Metrics.minimumHitSize)
        }
    }
}
