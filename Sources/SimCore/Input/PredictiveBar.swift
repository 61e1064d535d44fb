/// The QuickType bar at the top of an iPhone keyboard, and the predictions in the middle
/// of the iPad's shortcut bar (B11.1, B11.2): three candidate slots with a short divider
/// between each two.
/// Deviation: there is no language model, so the slots stay empty.
final class PredictiveBar: View {
    private let dividers = [View(), View()]

    init(id: String) {
        super.init(id: id)
        isUserInteractionEnabled = false
        for divider in dividers {
            divider.backgroundColor = .separator
            addSubview(divider)
        }
    }

    override func layoutSubviews() {
        let height = min(bounds.height * 0.55, 25)
        for (index, divider) in dividers.enumerated() {
            let x = bounds.width * Double(index + 1) / 3
            divider.frame = Rect(x: x, y: (bounds.height - height) / 2, width: Metrics.separatorThickness, height: height)
        }
    }
}
