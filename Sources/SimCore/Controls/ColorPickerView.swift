/// Mirrors the grid page of UIColorPickerViewController: a "Colors" title, a close
/// button at the top trailing corner and the swatches in rows, the chosen one ringed.
/// A tap on a swatch chooses it (`didChoose`); the picker stays up, as UIKit's does,
/// until the close button or a tap outside.
/// Deviation: UIKit's grid is a 12 × 10 spectrum with Spectrum and Sliders pages and an
/// opacity slider; FormSim offers the system colours it draws and greys, one page.
public final class ColorPickerView: View {
    public let swatches: [ColorSwatch]
    public let swatchButtons: [Button]
    public let closeButton: SymbolButton
    let title = Label(text: "Colors", font: .headline)
    /// The name of the ringed swatch.
    public private(set) var chosen: String?
    var didChoose: (ColorSwatch) -> Void = { _ in }
    var didClose: () -> Void = {}

    static let columns = 6
    static let swatchSide = 36.0
    static let cellSide = 52.0
    static let titleHeight = 56.0
    static let padding = 16.0

    /// `id` is the row's: swatches are `<id>-swatch-<name>`, the close button `<id>-picker-close`.
    public init(id: String, swatches: [ColorSwatch]) {
        self.swatches = swatches
        swatchButtons = swatches.map { swatch in
            let button = Button(id: "\(id)-swatch-\(swatch.name)", title: "", color: .label)
            button.backgroundColor = swatch.color
            button.cornerRadius = Self.swatchSide / 2
            button.accessibilityLabel = swatch.name
            return button
        }
        closeButton = SymbolButton(
            id: "\(id)-picker-close", symbol: "xmark.circle.fill", accessibilityLabel: "Close",
            glyphSize: Size(width: 30, height: 30), color: .systemGray)
        super.init()
        backgroundColor = .secondarySystemGroupedBackground
        title.textAlignment = .center
        title.semanticRole = .label
        addSubview(title)
        addSubview(closeButton)
        closeButton.addAction(for: .primaryActionTriggered) { [weak self] _ in self?.didClose() }
        for (button, swatch) in zip(swatchButtons, swatches) {
            addSubview(button)
            button.addAction(for: .primaryActionTriggered) { [weak self] _ in
                self?.choose(swatch.name)
                self?.didChoose(swatch)
            }
        }
    }

    /// The size the grid asks for: its title and every row of swatches.
    public static func contentSize(count: Int) -> Size {
        let rows = (max(count, 1) + columns - 1) / columns
        return Size(width: Double(columns) * cellSide + 2 * padding, height: titleHeight + Double(rows) * cellSide + 2 * padding)
    }

    /// Rings the swatch of `name` (none when no swatch has it: a hex of its own).
    public func choose(_ name: String?) {
        chosen = name
        for (button, swatch) in zip(swatchButtons, swatches) {
            let isChosen = swatch.name == name
            button.isSelected = isChosen
            button.borderWidth = isChosen ? 3 : 0
            button.borderColor = isChosen ? .label : nil
        }
    }

    public override func layoutSubviews() {
        title.frame = Rect(x: 60, y: 0, width: max(0, bounds.width - 120), height: Self.titleHeight)
        closeButton.frame = Rect(x: bounds.width - 52, y: 6, width: 44, height: 44)
        let gridWidth = Double(Self.columns) * Self.cellSide
        let left = max(0, (bounds.width - gridWidth) / 2)
        let inset = (Self.cellSide - Self.swatchSide) / 2
        for (index, button) in swatchButtons.enumerated() {
            let column = Double(index % Self.columns), row = Double(index / Self.columns)
            button.frame = Rect(
                x: left + column * Self.cellSide + inset, y: Self.titleHeight + Self.padding + row * Self.cellSide + inset,
                width: Self.swatchSide, height: Self.swatchSide)
        }
    }
}
