/// One key of the system keyboard: a rounded key cap that types on touch up. Delete
/// deletes on touch down and repeats while held (after `keyRepeatDelay`, every
/// `keyRepeatInterval`); shift, the numbers key and the dismiss key tell the keyboard.
final class KeyView: View {
    let spec: Keyboard.KeySpec
    let title: Label
    let onType: (String) -> Void
    let onSpecial: (Keyboard.Special) -> Void
    private var repeatTimer: TimerQueue.Token?

    init(spec: Keyboard.KeySpec, onType: @escaping (String) -> Void, onSpecial: @escaping (Keyboard.Special) -> Void) {
        self.spec = spec
        self.onType = onType
        self.onSpecial = onSpecial
        title = Label(text: spec.title, font: Font(size: spec.title.count > 1 ? 15 : 22))
        title.textAlignment = .center
        super.init(id: "key-\(Self.name(of: spec))")
        semanticRole = .button
        accessibilityLabel = spec.title
        backgroundColor = spec.isSystem ? Color("#ABB0BA") : .white
        cornerRadius = 5
        addSubview(title)
    }

    static func name(of spec: Keyboard.KeySpec) -> String {
        if let name = spec.name { return name }
        switch spec.special {
        case .shift?: return "shift"
        case .numbers?: return "numbers"
        case .dismiss?: return "dismiss"
        case nil: break
        }
        switch spec.text {
        case "\u{8}": return "delete"
        case "\n": return "return"
        case " ": return "space"
        default: return spec.text
        }
    }

    override func layoutSubviews() {
        title.frame = bounds
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        guard spec.isDelete else { return }
        onType(spec.text)
        scheduleRepeat(after: Metrics.keyRepeatDelay)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { stopRepeat() }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        stopRepeat()
        guard !spec.isDelete, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        if let special = spec.special {
            onSpecial(special)
        } else if !spec.text.isEmpty {
            onType(spec.text)
        }
    }

    private func scheduleRepeat(after delay: Double) {
        guard let window else { return }
        repeatTimer = window.timers.schedule(at: window.clock.now + delay) { [weak self] in
            guard let self, self.repeatTimer != nil else { return }
            self.onType(self.spec.text)
            self.scheduleRepeat(after: Metrics.keyRepeatInterval)
        }
    }

    private func stopRepeat() {
        window?.timers.cancel(repeatTimer)
        repeatTimer = nil
    }
}
