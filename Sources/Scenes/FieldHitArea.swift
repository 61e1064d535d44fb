import SimCore

/// A view around a text field that is all of the field's hit area: a touch that ends
/// inside it focuses the field. Subclasses lay the field out and draw the surround.
class FieldHitArea: View {
    let field: TextField

    init(id: String? = nil, field: TextField) {
        self.field = field
        super.init(id: id)
        addSubview(field)
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        field.becomeFirstResponder()
    }
}
