/// A popover on screen: a white rounded body holding the content, and an arrow that
/// points at the source (B4.1). Its frame includes the arrow.
public final class PopoverView: View {
    /// Placed in screen coordinates: not mirrored in a right-to-left window.
    public override var placesFrameByLayoutDirection: Bool { false }

    let body = View()
    let arrow = SymbolView(symbol: "popover.arrow.up", tint: .elevatedBackground)
    let content: View
    /// The view the popover points at (mirrors UIPopoverPresentationController.sourceView).
    weak var sourceView: View?
    public internal(set) var arrowDirection: PopoverArrowDirection = .up
    /// Set while a popover shows as a sheet from the bottom (F1.W2): the bottom safe area
    /// under its content. It has no arrow then.
    var sheetBottomInset: Double? {
        didSet { arrow.isHidden = style.isAdjacent || sheetBottomInset != nil }
    }
    /// A card or a menu has no arrow and keeps its whole frame for the body.
    var style = PresentationStyle.popover {
        didSet {
            arrow.isHidden = style.isAdjacent || sheetBottomInset != nil
            if style == .menu {
                semanticRole = .menu
                body.backgroundColor = .menuBackground
            }
        }
    }

    init(id: String, content: View) {
        self.content = content
        super.init(id: id)
        semanticRole = .popover
        body.backgroundColor = .elevatedBackground
        body.cornerRadius = Metrics.popoverCornerRadius
        body.clipsToBounds = true
        body.shadowRadius = 24
        // The arrow goes over the body, so the body's shadow does not grey it.
        addSubview(body)
        addSubview(arrow)
        body.addSubview(content)
    }

    /// Applies a placement from `PopoverLayout` (screen coordinates; the popover lives in
    /// the window, whose coordinates are the screen's).
    func apply(_ layout: PopoverLayout) {
        frame = layout.frame
        arrowDirection = layout.arrowDirection
        body.frame = Rect(
            origin: Point(x: layout.contentFrame.minX - frame.minX, y: layout.contentFrame.minY - frame.minY),
            size: layout.contentFrame.size)
        content.frame = body.bounds
        if let inset = sheetBottomInset { content.frame.size.height = max(0, body.bounds.height - inset) }
        let h = Metrics.popoverArrowHeight, base = Metrics.popoverArrowBase
        let tip = Point(x: layout.arrowTip.x - frame.minX, y: layout.arrowTip.y - frame.minY)
        arrow.symbolName = "popover.arrow.\(layout.arrowDirection.rawValue)"
        switch layout.arrowDirection {
        case .up: arrow.frame = Rect(x: tip.x - base / 2, y: tip.y, width: base, height: h + 1)
        case .down: arrow.frame = Rect(x: tip.x - base / 2, y: tip.y - h - 1, width: base, height: h + 1)
        case .left: arrow.frame = Rect(x: tip.x, y: tip.y - base / 2, width: h + 1, height: base)
        case .right: arrow.frame = Rect(x: tip.x - h - 1, y: tip.y - base / 2, width: h + 1, height: base)
        }
    }

    override var readsOtherViewsForSemantics: Bool { true }

    public override func describe(_ node: inout SemanticNode) {
        node.background = body.backgroundColor?.resolvedColor(with: body.traitCollection).css
        node.presentation = sheetBottomInset == nil ? style.rawValue : "sheet"
        node.anchor = sourceView?.nearestElementID
        if !style.isAdjacent && sheetBottomInset == nil { node.arrow = arrowDirection.rawValue }
    }
}
