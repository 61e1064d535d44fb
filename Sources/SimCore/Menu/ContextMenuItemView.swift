/// One item of a pop-up button's menu (E2.M1): its title, a checkmark before the chosen
/// one (state `checked`), a hairline under it. A tap on it chooses it.
public final class ContextMenuItemView: View {
    public let index: Int
    let label: Label
    let checkmark = SymbolView(symbol: "checkmark", tint: .label)
    let divider = View()
    var onChoose: (Int) -> Void = { _ in }
    public var isChecked = false {
        didSet { checkmark.isHidden = !isChecked }
    }

    init(id: String, index: Int, title: String) {
        self.index = index
        label = Label(text: title, font: .body)
        super.init(id: id)
        semanticRole = .menuItem
        accessibilityLabel = title
        divider.backgroundColor = .separator
        checkmark.isHidden = true
        addSubview(checkmark)
        addSubview(label)
        addSubview(divider)
    }

    public override var semanticStates: [ElementState] { isChecked ? [.checked] : [] }

    public override func layoutSubviews() {
        checkmark.frame = Rect(x: 14, y: bounds.height / 2 - 7, width: 16, height: 14)
        label.frame = Rect(x: 40, y: 0, width: max(0, bounds.width - 56), height: bounds.height)
        divider.frame = Rect(x: 0, y: bounds.height - 0.5, width: bounds.width, height: 0.5)
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onChoose(index)
    }
}
