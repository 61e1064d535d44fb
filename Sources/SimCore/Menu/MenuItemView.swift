/// One command of the edit menu.
final class MenuItemView: View {
    let action: EditAction
    let label: Label
    let divider = View()
    let onChoose: (EditAction) -> Void

    init(action: EditAction, title: String, onChoose: @escaping (EditAction) -> Void) {
        self.action = action
        self.onChoose = onChoose
        label = Label(text: title, font: Font(size: 15), color: .label)
        label.textAlignment = .center
        super.init(id: "menu-\(action.rawValue)")
        semanticRole = .menuItem
        accessibilityLabel = title
        divider.backgroundColor = .separator
        addSubview(label)
        addSubview(divider)
    }

    var preferredWidth: Double { label.font.width(of: label.text ?? "") + 28 }
    /// The hairline at the trailing edge: between commands, none after the last (B6.6).
    var showsDivider = true

    override func layoutSubviews() {
        label.frame = bounds
        divider.isHidden = !showsDivider
        divider.frame = Rect(x: bounds.width - 0.5, y: 8, width: 0.5, height: bounds.height - 16)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onChoose(action)
    }
}
