import SimCore

/// The colours a person sees an element in, from what the render tree paints: its text's
/// colour and its fill. What a flow's `color:` and `fill:` expect (a red invalid title).
public struct ElementPaint: Sendable {
    private let text: TextAudit

    public init(_ render: RenderTree) {
        text = TextAudit(render)
    }

    /// The colour of the text that reads the node's label, else its value, else the first
    /// text a person sees inside its frame; nil when it shows no text.
    public func textColor(of node: SemanticNode) -> RGBA? {
        let inside = text.visibleItems.filter { node.frame.contains($0.ink.center) }
        let item = inside.first { $0.text == node.label } ?? inside.first { $0.text == node.value } ?? inside.first
        return item?.color
    }

    /// The node's own background (as the semantic tree gives it), else what is painted
    /// behind its centre.
    public func fill(of node: SemanticNode) -> RGBA {
        node.background.flatMap(RGBA.init(css:)) ?? text.background(at: node.frame.center)
    }
}
