/// One key of the system keyboard: a rounded key cap that types on touch up.
final class KeyView: View {
    let spec: Keyboard.KeySpec
    let title: Label
    let onType: (String) -> Void

    init(spec: Keyboard.KeySpec, onType: @escaping (String) -> Void) {
        self.spec = spec
        self.onType = onType
        title = Label(text: spec.title, font: Font(size: spec.title.count > 1 ? 15 : 22))
        title.textAlignment = .center
        let name: String
        switch spec.text {
        case "\u{8}": name = "delete"
        case "\n": name = "return"
        case " ": name = "space"
        case "": name = spec.title == "⇧" ? "shift" : "numbers"
        default: name = spec.text
        }
        super.init(id: "key-\(name)")
        semanticRole = .button
        accessibilityLabel = spec.title
        backgroundColor = spec.isSystem ? Color("#ABB0BA") : .white
        cornerRadius = 5
        addSubview(title)
    }

    override func layoutSubviews() {
        title.frame = bounds
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard !spec.text.isEmpty, let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        onType(spec.text)
    }
}
