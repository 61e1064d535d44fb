/// Mirrors UIStepper as iOS 17 draws it: 94 × 32 pt, a grey rounded rect (8 pt corners)
/// split into − and + halves by a thin divider. A finger down on a half steps the value
/// at once and sends `.valueChanged`; held, it repeats after 0.5 s and then every 0.1 s
/// on the session's timers. A half at its bound is faded and does nothing (B8.3). The
/// halves are elements `<id>-decrement` and `<id>-increment` (role `button`).
/// Deviations: the repeat keeps one pace (UIKit speeds up after a while); `value` is
/// text in the semantic tree without a trailing ".0".
public final class Stepper: Control {
    public static let size = Size(width: 94, height: 32)
    static let repeatDelay = 0.5
    static let repeatInterval = 0.1

    /// Mirrors value: always kept within minimumValue…maximumValue. Setting it from
    /// code sends nothing.
    public var value = 0.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// Mirrors minimumValue; the value follows into range.
    public var minimumValue = 0.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// Mirrors maximumValue; the value follows into range.
    public var maximumValue = 100.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// Mirrors stepValue (must be above 0).
    public var stepValue = 1.0
    /// Mirrors autorepeat: holding a half repeats its step.
    public var autorepeat = true
    /// Mirrors wraps: stepping past one bound goes to the other.
    public var wraps = false
    /// Mirrors isContinuous: when false, a held half sends valueChanged once, at release.
    public var isContinuous = true

    let decrementPart: ControlPart
    let incrementPart: ControlPart
    /// The − and + buttons are `<id>-decrement` and `<id>-increment`, also when a reused
    /// table cell's stepper takes another row's id.
    public override var elementID: String? {
        didSet {
            decrementPart.elementID = elementID.map { "\($0)-decrement" }
            incrementPart.elementID = elementID.map { "\($0)-increment" }
        }
    }
    let divider = View()
    /// The half under the finger (-1 or +1) and its repeat timer.
    private(set) var trackedDirection: Double?
    private var repeatTimer: TimerQueue.Token?
    private var changedWhileTracking = false

    public init(id: String? = nil) {
        decrementPart = ControlPart(id: id.map { "\($0)-decrement" }, role: .button, title: "−", label: "Decrement")
        incrementPart = ControlPart(id: id.map { "\($0)-increment" }, role: .button, title: "+", label: "Increment")
        super.init(id: id)
        semanticRole = .stepper
        frame.size = Self.size
        backgroundColor = .tertiarySystemFill
        cornerRadius = 8
        divider.backgroundColor = .controlDivider
        divider.isUserInteractionEnabled = false
        for part in [decrementPart, incrementPart] {
            part.titleLabel.font = Font(size: 22, weight: 300)
            addSubview(part)
        }
        addSubview(divider)
    }

    /// UIStepper keeps its size: a frame of any other size keeps its origin only.
    public override var frame: Rect {
        didSet { if frame.size != Self.size { frame.size = Self.size } }
    }

    public override var intrinsicContentSize: Size { Self.size }

    public override var accessibilityValue: String? { value.valueText }

    func clamped(_ v: Double) -> Double { v.clamped(minimumValue, maximumValue) }

    /// Whether a step in this direction (-1 or +1) can change the value.
    func canStep(_ direction: Double) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return direction < 0 ? value > minimumValue : value < maximumValue
    }

    /// One step: clamped, or wrapped to the other bound past an end (UIKit's `wraps`).
    func step(_ direction: Double) {
        guard canStep(direction) else { return }
        var next = value + direction * stepValue
        if wraps {
            if next > maximumValue { next = minimumValue } else if next < minimumValue { next = maximumValue }
        }
        next = clamped(next)
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileTracking = true }
    }

    public override func layoutSubviews() {
        let half = bounds.width / 2
        decrementPart.frame = Rect(x: 0, y: 0, width: half, height: bounds.height)
        incrementPart.frame = Rect(x: half, y: 0, width: half, height: bounds.height)
        divider.frame = Rect(x: half - 0.5, y: (bounds.height - 18) / 2, width: 1, height: 18)
        for (part, direction) in [(decrementPart, -1.0), (incrementPart, 1.0)] {
            part.isEnabled = canStep(direction)
            // Faded at a bound; dimmed while the finger holds it (UIKit's highlight).
            let held = trackedDirection == direction && isHighlighted
            part.titleLabel.alpha = part.isEnabled ? (held ? 0.3 : 1) : 0.25
        }
    }

    // MARK: Touches (B8.3): down steps at once; held repeats; up or cancel stops

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return }
        trackedDirection = direction
        changedWhileTracking = false
        step(direction)
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
    }

    private func scheduleRepeat(after delay: Double) {
        guard let window else { return }
        window.timers.cancel(repeatTimer)
        repeatTimer = window.timers.schedule(at: window.clock.now + delay) { [weak self] in
            guard let self, let direction = self.trackedDirection, self.canStep(direction) else { return }
            self.step(direction)
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        super.touchesMoved(touches, with: event)
        // Leaving the stepper stops the repeat, as in UIKit.
        if !isHighlighted { stopTracking() }
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        endTracking()
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        super.touchesCancelled(touches, with: event)
        endTracking()
    }

    private func stopTracking() {
        window?.timers.cancel(repeatTimer)
        repeatTimer = nil
    }

    private func endTracking() {
        stopTracking()
        trackedDirection = nil
        if changedWhileTracking {
            changedWhileTracking = false
            sendActions(for: .valueChanged)
        }
    }
}
