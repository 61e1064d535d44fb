/// The system keyboard as an input view (B3.1, B7): key rows for the keyboard type and
/// idiom, a return key titled by the return key type, shift, delete with repeat, and the
/// numbers and symbols planes (B7.8). Tapping a key sends key input to the first responder.
public final class Keyboard: View, InputViewContent {
    /// Mirrors the system keyboard's planes: letters, then numbers and punctuation
    /// ("123"), then more symbols ("#+=").
    public enum Plane: Sendable { case letters, numbers, symbols }

    public private(set) var keyboardType: KeyboardType = .default
    public private(set) var returnKeyType: ReturnKeyType = .default
    public private(set) var idiom: Idiom = .phone
    /// The plane shown; letters whenever a responder brings the keyboard (B7.8).
    public private(set) var plane: Plane = .letters
    /// Shift is on: the next letter is typed in upper case, then shift turns off.
    public internal(set) var isShifted = false
    var keys: [KeyView] = []
    /// Each row's slots left to right: a key, or an empty slot's width (no view).
    private var slots: [[(width: Double, key: KeyView?)]] = []
    /// Called with the key's text, "\u{8}" for delete, "\n" for return.
    var onKey: (String) -> Void = { _ in }

    init() {
        super.init(id: "keyboard")
        // The English keyboard keeps its keys left to right in any language.
        semanticContentAttribute = .forceLeftToRight
        semanticRole = .keyboard
    }

    public var panelBackground: Color { .inputPanelBackground }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        let full = orientation.isLandscape ? device.keyboardHeightLandscape : device.keyboardHeightPortrait
        // iPhone's number, decimal and phone pads have no predictive bar above their keys.
        return device.idiom == .phone && keyboardType.isPad ? full - Metrics.predictiveBarHeight : full
    }

    /// Sets the keys up for a responder's traits, on the letters plane (the numbers plane
    /// for a number pad type on iPad, B7.2); called each time a responder brings the
    /// keyboard (B7.8).
    func configure(type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom) {
        let start = Self.startPlane(for: type, idiom: idiom)
        guard keys.isEmpty || type != keyboardType || returnKey != returnKeyType || idiom != self.idiom || plane != start
        else { return }
        keyboardType = type
        returnKeyType = returnKey
        self.idiom = idiom
        show(start)
    }

    /// Rebuilds the keys for a plane; shift turns off.
    func show(_ plane: Plane) {
        self.plane = plane
        isShifted = false
        // A key the new plane shows again stays (its views and node ids with it): changing
        // from a field's keyboard to another's moves a few keys, not all of them.
        var spare = keys
        slots = Self.rows(for: keyboardType, returnKey: returnKeyType, idiom: idiom, plane: plane).map { row in
            row.map { spec in
                guard !spec.isGap else { return (spec.width, nil) }
                let key: KeyView
                if let index = spare.firstIndex(where: { $0.spec == spec }) {
                    key = spare.remove(at: index)
                    key.isHighlighted = false
                    key.isSelected = false
                } else {
                    key = KeyView(
                        spec: spec, onType: { [weak self] text in self?.type(text) },
                        onSpecial: { [weak self] special in self?.handle(special) })
                }
                return (spec.width, key)
            }
        }
        let shown = slots.joined().compactMap(\.key)
        // Keys the plane drops leave; the rest stay where they are and new ones join, then
        // all are put in the plane's order (as removing and adding every key did, for less).
        for key in spare { key.removeFromSuperview() }
        for key in shown where key.superview !== self { addSubview(key) }
        if !subviews.suffix(shown.count).elementsEqual(shown, by: ===) {
            for key in shown { bringSubviewToFront(key) }
        }
        keys = shown
    }

    func type(_ text: String) {
        guard isShifted, text.count == 1, text.first?.isLetter == true else { return onKey(text) }
        isShifted = false
        onKey(text.uppercased())
    }

    func handle(_ special: Special) {
        switch special {
        case .shift: isShifted.toggle()
        case .numbers: show(.numbers)
        case .symbols: show(.symbols)
        case .letters: show(.letters)
        case .dismiss: window?.endEditing(force: true)
        }
    }

    public override func layoutSubviews() {
        for key in keys where key.isLetter {
            key.title.text = isShifted ? key.shiftedTitle : key.spec.title
        }
        for key in keys where key.spec.special == .shift {
            key.isSelected = isShifted
        }
        let usable = bounds.height - 8
        let rowHeight = usable / max(1, Double(slots.count))
        for (row, rowSlots) in slots.enumerated() {
            let units = rowSlots.reduce(0) { $0 + $1.width }
            let unit = (bounds.width - 6) / max(units, 10)
            var x = (bounds.width - units * unit) / 2
            for (width, key) in rowSlots {
                key?.frame = Rect(
                    x: x + 3, y: 6 + Double(row) * rowHeight, width: width * unit - 6, height: rowHeight - 11)
                x += width * unit
            }
        }
    }
}
