/// One key of the system keyboard: a rounded key cap that types on touch up. Delete
/// deletes on touch down and repeats while held (after `keyRepeatDelay`, every
/// `keyRepeatInterval`); shift, the plane keys (123, #+=, ABC) and the dismiss key tell
/// the keyboard.
/// A key is highlighted while a finger is on it: a white cap turns the system grey and
/// a grey one turns white, as on the number pad and the iPad keyboard.
/// A number pad digit shows its letters small under it ("2" over "ABC"); the iPhone
/// number pad's delete has no cap until pressed.
/// Deviation: the iPhone's letter keys show their pressed state in the cap itself, not
/// in the callout balloon above the key.
final class KeyView: View {
    /// Every key's element id starts so: `key-a`, `key-return` (SemanticNode.isKeyboardKey).
    static let idPrefix = "key-"

    /// What the key is; only its width changes once made (the keyboard resizes a key it keeps).
    var spec: Keyboard.KeySpec
    /// The key's name on its keyboard, its element id's suffix (`name(of:)`).
    let name: String
    /// Whether shift changes the key's title, and the title it then shows (worked out
    /// once: the keyboard asks on every layout).
    let isLetter: Bool
    let shiftedTitle: String
    let title: Label
    /// A number pad digit's letters under the digit; nil on 1, 0 and the other keys.
    let letters: Label?
    /// The globe's or dictation's glyph, drawn in place of a title.
    let glyph: SymbolView?
    let onType: (String) -> Void
    let onSpecial: (Keyboard.Special) -> Void
    private var repeatTimer: TimerQueue.Token?
    private let capColor: Color?
    private let pressedColor: Color

    /// True while a touch is down on the key (and inside it).
    var isHighlighted = false {
        didSet {
            guard oldValue != isHighlighted else { return }
            updateCap()
            // Its state shows in the semantic tree even when the cap looks the same.
            setNeedsSemanticsUpdate()
        }
    }
    /// A key that is on (shift): drawn like a pressed one.
    var isSelected = false {
        didSet {
            guard oldValue != isSelected else { return }
            updateCap()
            // Its state shows in the semantic tree even when the cap looks the same.
            setNeedsSemanticsUpdate()
        }
    }

    private func updateCap() {
        backgroundColor = isHighlighted || isSelected ? pressedColor : capColor
    }

    init(spec: Keyboard.KeySpec, onType: @escaping (String) -> Void, onSpecial: @escaping (Keyboard.Special) -> Void) {
        self.spec = spec
        isLetter = spec.isLetter
        shiftedTitle = Keyboard.shiftedCharacters[spec.text] ?? spec.title.uppercased()
        self.onType = onType
        self.onSpecial = onSpecial
        title = Label(text: spec.symbol == nil ? spec.title : "", font: Font(size: spec.title.count > 1 ? 15 : 22))
        glyph = spec.symbol.map { SymbolView(symbol: $0, tint: .label) }
        glyph?.isUserInteractionEnabled = false
        title.textAlignment = .center
        letters = spec.letters.flatMap { $0.isEmpty ? nil : Label(text: $0, font: Font(size: 10, weight: 600)) }
        letters?.textAlignment = .center
        capColor = spec.isProminent ? .systemBlue : spec.isCapless ? nil : spec.isSystem ? .systemKeyCap : .keyCap
        pressedColor = spec.isProminent ? .systemKeyCap : spec.isSystem ? .keyCap : .systemKeyCap
        if spec.isProminent { title.textColor = .white }
        name = Self.name(of: spec)
        super.init(id: Self.idPrefix + name)
        semanticRole = .button
        accessibilityLabel = spec.title
        backgroundColor = capColor
        cornerRadius = 5
        // A key cap stands off the keyboard by a thin shadow below it; a
        // capless key (the number pad's delete) has none.
        shadowRadius = capColor == nil ? 0 : Metrics.keyCapShadowRadius
        addSubview(title)
        if let letters { addSubview(letters) }
        if let glyph { addSubview(glyph) }
    }

    static func name(of spec: Keyboard.KeySpec) -> String {
        if let name = spec.name { return name }
        switch spec.special {
        case .shift?: return "shift"
        case .numbers?: return "numbers"
        case .symbols?: return "symbols"
        case .letters?: return "letters"
        case .dismiss?: return "dismiss"
        case .globe?: return "globe"
        case .dictation?: return "dictation"
        case .tab?: return "tab"
        case .capsLock?: return "capslock"
        case nil: break
        }
        switch spec.text {
        case "\u{8}": return "delete"
        case "\n": return "return"
        case " ": return "space"
        default: return spec.text
        }
    }

    /// A key that is on (shift, B7.11) is `selected` in the semantic tree.
    override var semanticStates: [ElementState] { super.semanticStates + (isSelected ? [.selected] : []) }

    override func layoutSubviews() {
        if let glyph {
            let side = min(bounds.width, bounds.height) * 0.55
            glyph.frame = Rect(x: (bounds.width - side) / 2, y: (bounds.height - side) / 2, width: side, height: side)
        }
        guard spec.letters != nil else { return title.frame = bounds }
        // Every digit sits at the same height, with or without letters under it (1 and 0).
        let h = bounds.height
        title.frame = Rect(x: 0, y: 0, width: bounds.width, height: h * 0.74)
        letters?.frame = Rect(x: 0, y: h * 0.62, width: bounds.width, height: h * 0.26)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = true
        guard spec.isDelete else { return }
        onType(spec.text)
        scheduleRepeat(after: Metrics.keyRepeatDelay)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first else { return }
        isHighlighted = bounds.contains(touch.location(in: self))
    }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = false
        stopRepeat()
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        isHighlighted = false
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
