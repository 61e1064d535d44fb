/// Mirrors UIImageView showing an SF Symbol: the client draws the named glyph.
public final class SymbolView: View {
    public var symbolName: String {
        didSet { if oldValue != symbolName { needsDisplay = true } }
    }
    public var tintColor: Color {
        didSet { if oldValue != tintColor { needsDisplay = true } }
    }

    public init(id: String? = nil, symbol: String, tint: Color = .label) {
        self.symbolName = symbol
        self.tintColor = tint
        super.init(id: id)
    }

    public override func decorate(_ node: inout RenderNode) {
        node.kind = .symbol
        // Directional symbols point the reading way: right to left, a row's disclosure
        // chevron points left and a back chevron right (SF Symbols' chevron.forward/.backward).
        node.symbol = effectiveUserInterfaceLayoutDirection.isRightToLeft ? Self.mirrored[symbolName] ?? symbolName : symbolName
        node.color = tintColor
    }

    static let mirrored = ["chevron.right": "chevron.left", "chevron.left": "chevron.right"]
}
