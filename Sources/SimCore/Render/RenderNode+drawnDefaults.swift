extension RenderNode {
    /// The font of a text or wheel node that names none: the system font at 17 pt, as a
    /// `UILabel` starts.
    public static let defaultFont = Font(size: 17)
    /// The colour of a text or symbol node that names none.
    public static let defaultColor = Color.black
    /// The alignment of a text node that names none.
    public static let defaultAlign = Label.Alignment.left
}
