/// The article's final field design (seed 003, A2.3–A2.4): a text field in a container
/// at least 44 pt tall that focuses the field wherever it is tapped, drawn flat with a
/// bottom border only (blue while the field is editing).
final class FieldContainer: View {
    let field: TextField
    let bottomBorder = View()

    init(id: String, field: TextField) {
        self.field = field
        super.init(id: id)
        bottomBorder.isUserInteractionEnabled = false
        addSubview(field)
        addSubview(bottomBorder)
    }

    override func layoutSubviews() {
        let line = field.isEditing ? 2.0 : 1.0
        field.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - line))
        bottomBorder.frame = Rect(x: 0, y: bounds.height - line, width: bounds.width, height: line)
        bottomBorder.backgroundColor = field.isEditing ? .systemBlue : .separator
    }

    // The whole container is the field's hit area: a touch here focuses the field.
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        field.becomeFirstResponder()
    }
}
