/// The article's PIN code field (seed 001, A3): a control adopting key input, so
/// becoming first responder brings up the number pad, with a box per digit.
/// Digits fill the boxes; anything else and a digit past the last box are ignored;
/// delete removes the last digit. Every change sends `.editingChanged`; the last digit
/// also sends `.valueChanged` and `.primaryActionTriggered`.
/// (UIKit has no such class: it is the article's UIControl subclass, with SimCore names.)
public final class PinCodeField: Control, KeyInput, TextInputTraits {
    public let length: Int
    public private(set) var digits: String = "" {
        didSet { setNeedsLayout() }
    }
    public let keyboardType = KeyboardType.numberPad
    public let returnKeyType = ReturnKeyType.done
    public let isSecureTextEntry = false
    let boxes: [View]
    let boxLabels: [Label]

    public init(id: String, length: Int = 4, label: String? = nil) {
        self.length = max(1, length)
        boxes = (0..<max(1, length)).map { View(id: "\(id)-box-\($0)") }
        boxLabels = boxes.map { _ in Label(font: Font(size: 28, weight: 600)) }
        super.init(id: id)
        semanticRole = .control
        accessibilityLabel = label
        for (box, label) in zip(boxes, boxLabels) {
            box.isUserInteractionEnabled = false
            box.cornerRadius = 8
            box.borderWidth = 1
            box.backgroundColor = .secondarySystemGroupedBackground
            label.textAlignment = .center
            box.addSubview(label)
            addSubview(box)
        }
    }

    public var isComplete: Bool { digits.count == length }

    public override var canBecomeFirstResponder: Bool { isEnabled }

    public override var accessibilityValue: String? { digits }

    /// The width the boxes need: `length` boxes of `boxSize` with 12 pt between them.
    public static func width(length: Int, boxSize: Double) -> Double {
        Double(length) * boxSize + Double(max(0, length - 1)) * 12
    }

    // MARK: KeyInput

    public var hasText: Bool { !digits.isEmpty }

    public func insertText(_ text: String) {
        var changed = false
        for character in text where character.isASCII && character.isNumber && digits.count < length {
            digits.append(character)
            changed = true
            if isComplete { break }
        }
        guard changed else { return }
        sendActions(for: .editingChanged)
        if isComplete { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    public func deleteBackward() {
        guard !digits.isEmpty else { return }
        digits.removeLast()
        sendActions(for: .editingChanged)
    }

    /// Empties the boxes from code (no events).
    public func clear() { digits = "" }

    // MARK: Touches

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        becomeFirstResponder()
    }

    public override func layoutSubviews() {
        let count = Double(length)
        let gap = 12.0
        let side = min(bounds.height, (bounds.width - gap * (count - 1)) / count)
        let total = count * side + gap * (count - 1)
        var x = (bounds.width - total) / 2
        let characters = Array(digits)
        for (index, box) in boxes.enumerated() {
            box.frame = Rect(x: x, y: (bounds.height - side) / 2, width: side, height: side)
            x += side + gap
            boxLabels[index].frame = box.bounds
            boxLabels[index].text = index < characters.count ? String(characters[index]) : nil
            // The box the next digit goes into is outlined while editing.
            let isNext = isFirstResponder && index == min(characters.count, length - 1) && !isComplete
            box.borderColor = isNext ? .systemBlue : .separator
            box.borderWidth = isNext ? 2 : 1
        }
    }
}
