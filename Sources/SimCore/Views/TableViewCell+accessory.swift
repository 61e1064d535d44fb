/// The accessory at a cell's trailing edge (B9.6): a grey chevron for a row that leads
/// somewhere, a tinted checkmark for a chosen one. The content ends before it.
extension TableViewCell {
    /// Mirrors UITableViewCell.AccessoryType. Deviation: `detailButton` and
    /// `detailDisclosureButton` are not modelled.
    public enum AccessoryType: Sendable {
        case none, disclosureIndicator, checkmark
    }

    static let disclosureSize = Size(width: 8, height: 13)
    static let checkmarkSize = Size(width: 15, height: 12)
    /// The gap between the content and the accessory.
    static let accessorySpacing = 10.0

    /// The accessory's size; nil for none.
    var accessorySize: Size? {
        switch accessoryType {
        case .none: nil
        case .disclosureIndicator: Self.disclosureSize
        case .checkmark: Self.checkmarkSize
        }
    }

    /// The width the accessory takes from the content, with the gap before it.
    var accessoryWidth: Double { accessorySize.map { $0.width + Self.accessorySpacing } ?? 0 }

    /// Places the accessory at the trailing edge of `content` and answers what is left of it.
    func layoutAccessory(in content: Rect) -> Rect {
        guard let size = accessorySize else {
            // Out of the hierarchy, so cells without an accessory render as before.
            accessorySymbol.removeFromSuperview()
            return content
        }
        switch accessoryType {
        case .none: break
        case .disclosureIndicator:
            accessorySymbol.symbolName = "chevron.right"
            accessorySymbol.tintColor = .disclosure
        case .checkmark:
            accessorySymbol.symbolName = "checkmark"
            accessorySymbol.tintColor = .systemBlue
        }
        if accessorySymbol.superview !== self { addSubview(accessorySymbol) }
        accessorySymbol.frame = Rect(
            x: content.maxX - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        return Rect(x: content.minX, y: content.minY, width: max(0, content.width - accessoryWidth), height: content.height)
    }
}
