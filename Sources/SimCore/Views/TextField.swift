/// Mirrors UITextField's look: text, or a grey placeholder when empty.
/// (Editing, the caret and key input arrive with the interaction engine.)
open class TextField: View {
    public var text: String = ""
    public var placeholder: String?
    public var font: Font = .body
    public var textColor: Color = .label

    let textLabel = Label()

    public init(id: String? = nil, placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(id: id)
        semanticRole = .textField
        accessibilityLabel = placeholder
        addSubview(textLabel)
    }

    open override func layoutSubviews() {
        textLabel.frame = bounds
        textLabel.font = font
        if text.isEmpty {
            textLabel.text = placeholder
            textLabel.textColor = .placeholderText
        } else {
            textLabel.text = text
            textLabel.textColor = textColor
        }
    }

    open override var accessibilityValue: String? { text }
}
