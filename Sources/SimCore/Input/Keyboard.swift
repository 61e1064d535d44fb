/// The system keyboard as an input view (B3.1, B7): key rows for the keyboard type and
/// idiom, a return key titled by the return key type, shift, delete with repeat, and the
/// numbers and symbols planes (B7.8). Tapping a key sends key input to the first responder.
public final class Keyboard: View, InputViewContent {
    /// Mirrors the system keyboard's planes: letters, then numbers and punctuation
    /// ("123"), then more symbols ("#+=").
    public enum Plane: Sendable { case letters, numbers, symbols }

    // Each of these shapes or labels the keys in `layoutSubviews()`.
    public private(set) var keyboardType: KeyboardType = .default {
        didSet { setNeedsLayout() }
    }
    public private(set) var returnKeyType: ReturnKeyType = .default {
        didSet { setNeedsLayout() }
    }
    public private(set) var idiom: Idiom = .phone {
        didSet { setNeedsLayout() }
    }
    /// The responder's secure text entry: an iPhone keyboard then has no predictive bar.
    public private(set) var isSecure = false {
        didSet { setNeedsLayout() }
    }
    /// What besides the type and return key shapes the rows (the device's bottom row).
    private(set) var style = Style() {
        didSet { setNeedsLayout() }
    }
    /// The plane shown; letters whenever a responder brings the keyboard (B7.8).
    public private(set) var plane: Plane = .letters {
        didSet { setNeedsLayout() }
    }
    /// Shift is on: the next letter is typed in upper case, then shift turns off.
    public internal(set) var isShifted = false {
        didSet { setNeedsLayout() }
    }
    /// Caps lock is on (the iPad Pro 12.9's key): letters are capitals until it is tapped again.
    public private(set) var isCapsLocked = false {
        didSet { setNeedsLayout() }
    }
    var keys: [KeyView] = []
    /// Keys the last planes dropped, newest first (at most `setAsideLimit`): going from a
    /// field's keyboard to another's and back (the email keyboard's "@" and ".", a return
    /// key's title) brings the same key views back, drawn again from what they drew.
    private var setAside: [KeyView] = []
    private static let setAsideLimit = 16
    /// The rows of the last planes shown, newest first: going from field to field shows
    /// the same few again.
    private var recentRows: [(key: RowsKey, rows: [[KeySpec]])] = []

    private struct RowsKey: Equatable {
        var type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom, plane: Plane, style: Style
    }

    /// `rows(for:returnKey:idiom:plane:style:)` for this keyboard's type, return key,
    /// idiom and style.
    private func rows(_ plane: Plane) -> [[KeySpec]] {
        let key = RowsKey(type: keyboardType, returnKey: returnKeyType, idiom: idiom, plane: plane, style: style)
        if let index = recentRows.firstIndex(where: { $0.key == key }) { return recentRows[index].rows }
        let rows = Self.rows(for: keyboardType, returnKey: returnKeyType, idiom: idiom, plane: plane, style: style)
        recentRows = [(key, rows)] + recentRows.prefix(3)
        return rows
    }
    /// Each row's slots left to right: a key, or an empty slot's width (no view).
    private(set) var slots: [[(width: Double, key: KeyView?)]] = []
    /// Called with the key's text, "\u{8}" for delete, "\n" for return.
    var onKey: (String) -> Void = { _ in }
    /// The field and the text before its caret that shift last followed (B7.11): shift is
    /// set again only when they change, so a person's own shift tap stands until then.
    var shiftContext: (field: ObjectIdentifier, before: Substring)?
    /// The QuickType bar (iPhone) and the shortcut bar (iPad) at the top (B11.1, B11.2).
    let predictiveBar = PredictiveBar(id: "keyboard-predictive-bar")
    let shortcutBar = ShortcutBar(id: "keyboard-shortcut-bar")

    init() {
        super.init(id: "keyboard")
        // The English keyboard keeps its keys left to right in any language.
        semanticContentAttribute = .forceLeftToRight
        semanticRole = .keyboard
        addSubview(predictiveBar)
        addSubview(shortcutBar)
    }

    public var panelBackground: Color { .inputPanelBackground }

    /// Whether the bar at the top shows: iPad's shortcut bar always; iPhone's predictive
    /// bar except over a number, decimal or phone pad and for secure text entry (B11.1).
    public var showsBar: Bool { idiom == .pad || !(keyboardType.isPad || isSecure) }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        let full = orientation.isLandscape ? device.keyboardHeightLandscape : device.keyboardHeightPortrait
        return showsBar ? full : full - Geometry(device: device, orientation: orientation).barHeight
    }

    /// Sets the keys up for a responder's traits, on the letters plane (the numbers plane
    /// for a number pad type on iPad, B7.2); called each time a responder brings the
    /// keyboard (B7.8).
    func configure(
        type: KeyboardType, returnKey: ReturnKeyType, device: DeviceProfile, isSecure: Bool = false,
        locale: String = KeyboardLanguage.english.identifier
    ) {
        let start = Self.startPlane(for: type, idiom: device.idiom)
        // The language is made again only when the locale changed (it asks Foundation).
        let language = locale == self.style.language.identifier ? self.style.language : KeyboardLanguage(identifier: locale)
        let style = Style(device: device, language: language)
        self.isSecure = isSecure
        guard
            keys.isEmpty || type != keyboardType || returnKey != returnKeyType || device.idiom != idiom
                || plane != start || style != self.style
        else { return }
        keyboardType = type
        returnKeyType = returnKey
        idiom = device.idiom
        self.style = style
        show(start)
    }

    /// The key among `keys` that draws `spec` (the same key, maybe another size), taken
    /// out of them. Found by name first: comparing the whole spec of every key copied each
    /// one.
    private static func take(_ spec: KeySpec, from keys: inout [KeyView]) -> KeyView? {
        let name = KeyView.name(of: spec)
        guard let index = keys.firstIndex(where: { $0.name == name && $0.spec.isSameKey(as: spec) }) else { return nil }
        return keys.remove(at: index)
    }

    /// Rebuilds the keys for a plane; shift turns off.
    func show(_ plane: Plane) {
        self.plane = plane
        isShifted = false
        isCapsLocked = false
        // A key the new plane shows again stays (its views and node ids with it), resized
        // if need be: changing from a field's keyboard to another's moves a few keys, not
        // all of them.
        var spare = keys
        slots = rows(plane).map { row in
            row.map { spec in
                guard !spec.isGap else { return (spec.width, nil) }
                guard let kept = Self.take(spec, from: &spare) ?? Self.take(spec, from: &setAside) else {
                    let key = KeyView(
                        spec: spec, onType: { [weak self] text in self?.type(text) },
                        onSpecial: { [weak self] special in self?.handle(special) })
                    return (spec.width, key)
                }
                kept.spec = spec
                kept.isHighlighted = false
                kept.isSelected = false
                return (spec.width, kept)
            }
        }
        let shown = slots.joined().compactMap(\.key)
        // Keys the plane drops leave; the rest stay where they are and new ones join, then
        // all are put in the plane's order (as removing and adding every key did, for less).
        for key in spare { key.removeFromSuperview() }
        setAside = Array((spare + setAside).prefix(Self.setAsideLimit))
        for key in shown where key.superview !== self { addSubview(key) }
        if !subviews.suffix(shown.count).elementsEqual(shown, by: ===) { bringSubviewsToFront(shown) }
        keys = shown
    }

    func type(_ text: String) {
        let letter = text.count == 1 && text.first?.isLetter == true
        if isCapsLocked && letter { return onKey(text.uppercased()) }
        // Only the full-size keyboard's number row and punctuation have a shifted character.
        let shifted = letter ? text.uppercased() : style.isFullSize ? Self.shiftedCharacters[text] : nil
        guard isShifted, let shifted else { return onKey(text) }
        isShifted = false
        onKey(shifted)
    }

    func handle(_ special: Special) {
        switch special {
        case .shift: isShifted.toggle()
        case .numbers: show(.numbers)
        case .symbols: show(.symbols)
        case .letters: show(.letters)
        case .dismiss: window?.endEditing(force: true)
        case .globe, .dictation: break
        case .tab: window?.moveKeyFocus(backward: false)
        case .capsLock:
            isCapsLocked.toggle()
            isShifted = false
        }
    }

    public override func layoutSubviews() {
        for key in keys where key.isLetter || (style.isFullSize && Self.shiftedCharacters[key.spec.text] != nil) {
            key.title.text = isShifted || (isCapsLocked && key.isLetter) ? key.shiftedTitle : key.spec.title
        }
        for key in keys where key.spec.special == .shift {
            key.isSelected = isShifted
        }
        for key in keys where key.spec.special == .capsLock {
            key.isSelected = isCapsLocked
        }
        guard let panel = superview as? InputPanel, let window else { return }
        layoutRows(Geometry(device: panel.device, orientation: window.orientation))
    }
}
