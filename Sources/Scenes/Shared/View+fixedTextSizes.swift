import SimCore

extension View {
    /// Keeps every label, field and button title under this view at its own size whatever
    /// the text size, as a screen laid out by hand with UIFont.systemFont(ofSize:) does:
    /// the caret and PIN screens, whose seed articles do not adopt Dynamic Type.
    func keepFixedTextSizes() {
        if let label = self as? Label { label.adjustsFontForContentSizeCategory = false }
        if let field = self as? TextField { field.adjustsFontForContentSizeCategory = false }
        for view in subviews { view.keepFixedTextSizes() }
    }
}
