/// Mirrors UIImageView showing an SF Symbol: the client draws the named glyph.
public final class SymbolView: View {
    public var symbolName: String
    public var tintColor: Color

    public init(id: String? = nil, symbol: String, tint: Color = .label) {
        self.symbolName = symbol
        self.tintColor = tint
        super.init(id: id)
    }

    public override func decorate(_ node: inout RenderNode) {
        node.kind = .symbol
        node.symbol = symbolName
        node.color = tintColor
    }
}
