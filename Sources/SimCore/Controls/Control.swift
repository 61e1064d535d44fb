/// Mirrors UIControl: target-action for control events, and the enabled, highlighted
/// and selected states. Deviation: actions are closures (`addAction(for:_:)`), not
/// target/selector pairs.
open class Control: View {
    /// Mirrors UIControl's states; a change lays the control out again, where its look
    /// for the state is set (as UIButton updates its title in layoutSubviews).
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsLayout() } }
    }
    public var isHighlighted = false {
        didSet { if oldValue != isHighlighted { setNeedsLayout() } }
    }
    public var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsLayout() } }
    }
    private var actions: [(ControlEvents, (Control) -> Void)] = []
    /// Every event sent, in order (the inspector's event log reads it).
    public private(set) var sentEvents: [ControlEvents] = []

    public func addAction(for events: ControlEvents, _ action: @escaping (Control) -> Void) {
        actions.append((events, action))
    }

    /// Mirrors sendActions(for:).
    public func sendActions(for events: ControlEvents) {
        sentEvents.append(events)
        if let log = window?.inspectorLog {
            log.record(events.contains(.valueChanged) ? .valueChanged : .controlEvent, log.name(of: self), events.names.joined(separator: ", "))
        }
        for (registered, action) in actions where !registered.intersection(events).isEmpty {
            action(self)
        }
    }

    open override var semanticStates: [ElementState] {
        (isEnabled ? [] : [.disabled]) + (isHighlighted ? [.highlighted] : []) + (isSelected ? [.selected] : [])
    }

    // Touch tracking: touchDown, touchUpInside (B4 of the article on UIControl).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled else { return super.touchesBegan(touches, with: event) }
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled, let touch = touches.first else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard isEnabled else { return super.touchesEnded(touches, with: event) }
        isHighlighted = false
        if let touch = touches.first, bounds.contains(touch.location(in: self)) {
            // `.primaryActionTriggered` is the subclass's to send (Button on a tap, as UIButton).
            sendActions(for: [.touchUpInside])
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = false
        if isEnabled { sendActions(for: .touchCancel) }
    }
}
