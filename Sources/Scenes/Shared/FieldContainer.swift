import SimCore

/// The article's final field design (seed 003, A2.3–A2.4): a text field in a container
/// at least 44 pt tall that focuses the field wherever it is tapped, drawn flat with a
/// bottom border only (blue while the field is editing).
final class FieldContainer: FieldHitArea {
    let bottomBorder = View()

    init(id: String, field: TextField) {
        super.init(id: id, field: field)
        semanticRole = .control
        accessibilityLabel = field.accessibilityLabel
        bottomBorder.isUserInteractionEnabled = false
        addSubview(bottomBorder)
    }

    /// A text field's intrinsic height at the body size (~).
    static let fieldHeight = 34.0

    override func layoutSubviews() {
        let line = field.isEditing ? 2.0 : 1.0
        // The field is its intrinsic height; the container around it is the 44 pt hit area.
        let fieldHeight = min(bounds.height, max(Self.fieldHeight, field.font.textLineHeight + 8))
        field.frame = Rect(x: 0, y: (bounds.height - fieldHeight) / 2, width: bounds.width, height: fieldHeight)
        bottomBorder.frame = Rect(x: 0, y: bounds.height - line, width: bounds.width, height: line)
        bottomBorder.backgroundColor = field.isEditing ? .systemBlue : .separator
    }
}
