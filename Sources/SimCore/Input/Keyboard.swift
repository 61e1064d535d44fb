/// The system keyboard as an input view (B3.1, B7): key rows for the keyboard type and
/// a return key titled by the return key type. Tapping a key sends key input to the
/// first responder.
public final class Keyboard: View, InputViewContent {
    public private(set) var keyboardType: KeyboardType = .default
    public private(set) var returnKeyType: ReturnKeyType = .default
    var keys: [KeyView] = []
    /// Called with the key's text, "\u{8}" for delete, "\n" for return.
    var onKey: (String) -> Void = { _ in }

    init() {
        super.init(id: "keyboard")
        semanticRole = .keyboard
    }

    public var panelBackground: Color { .inputPanelBackground }

    public func inputPanelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        orientation.isLandscape ? device.keyboardHeightLandscape : device.keyboardHeightPortrait
    }

    /// Rebuilds the keys for a responder's traits.
    func configure(type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom) {
        guard keys.isEmpty || type != keyboardType || returnKey != returnKeyType else { return }
        keyboardType = type
        returnKeyType = returnKey
        for key in keys { key.removeFromSuperview() }
        keys = Self.rows(for: type, returnKey: returnKey, idiom: idiom).joined().map { spec in
            let key = KeyView(spec: spec) { [weak self] text in self?.onKey(text) }
            addSubview(key)
            return key
        }
    }

    public override func layoutSubviews() {
        let rows = Dictionary(grouping: keys, by: \.spec.row)
        let rowCount = Double(rows.count)
        let usable = bounds.height - 8
        let rowHeight = usable / max(1, rowCount)
        for (row, rowKeys) in rows {
            let units = rowKeys.reduce(0) { $0 + $1.spec.width }
            let unit = (bounds.width - 6) / max(units, 10)
            var x = (bounds.width - units * unit) / 2
            for key in rowKeys {
                key.frame = Rect(
                    x: x + 3, y: 6 + Double(row) * rowHeight, width: key.spec.width * unit - 6,
                    height: rowHeight - 11)
                x += key.spec.width * unit
            }
        }
    }
}
