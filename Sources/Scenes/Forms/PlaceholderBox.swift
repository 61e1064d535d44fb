import SimCore

/// A placeholder row's look: the type's name in the secondary colour, centred in a dashed
/// rounded outline, so that it reads as a stand-in and not as a row of the form.
final class PlaceholderBox: View {
    static let height = 32.0
    let name = Label(text: "", font: .subheadline, color: .secondaryLabel)

    init() {
        super.init()
        semanticRole = .placeholder
        cornerRadius = 8
        borderWidth = 1
        borderColor = .secondaryLabel
        borderDash = [4, 3]
        name.textAlignment = .center
        name.isUserInteractionEnabled = false
        addSubview(name)
    }

    /// Names the row's view; a reused box takes the row's id.
    func show(id: String, name text: String) {
        elementID = id
        accessibilityLabel = text
        name.text = text
    }

    override func layoutSubviews() {
        name.frame = Rect(x: 8, y: 0, width: max(0, bounds.width - 16), height: bounds.height)
    }
}
