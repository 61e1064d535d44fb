/// What one wheel of a picker shows and does, by the wheel's index: a date picker's
/// month, day or year, or a picker view's component. The wheel (`PickerColumn`) draws
/// and spins; its source says what the rows are and what settling on one means.
protocol WheelSource: AnyObject {
    var wheelRowHeight: Double { get }
    func numberOfRows(inWheel wheel: Int) -> Int
    func title(forRow row: Int, inWheel wheel: Int) -> String
    func selectedRow(inWheel wheel: Int) -> Int
    func isWrapping(wheel: Int) -> Bool
    func isRowEnabled(_ row: Int, inWheel wheel: Int) -> Bool
    /// What the wheel's titles and greyed rows depend on: while it stays equal, the
    /// wheel reuses the rows it drew last (a date wheel's 200 years are not titled anew
    /// on every render).
    func contentKey(ofWheel wheel: Int) -> WheelContentKey
    /// The wheel's accessibility label ("Month").
    func label(ofWheel wheel: Int) -> String
    /// How its titles align: "left", "center" or "right".
    func alignment(ofWheel wheel: Int) -> String
    /// Runs a change of the wheels as a spin the client animates.
    func spin(_ change: () -> Void)
    /// The wheel came to rest on a row.
    func settle(row: Int, inWheel wheel: Int)
    /// `pick` by date, where the source is a date picker.
    func pick(date: String) throws(InputError)
    /// `pick` by time, where the source is a date picker with time wheels.
    func pick(time: String) throws(InputError)
}

extension WheelSource where Self: View {
    /// Runs a change of the wheels as a spin the client animates (ease out, like a wheel
    /// coming to rest). Only the picker's wheels animate: what its actions change outside
    /// it (a form's label) is laid out at once, as UIKit sends them once the wheel stops,
    /// outside any animation; so the block is laid out and compared on the picker alone.
    func spin(_ change: () -> Void) {
        guard let window else { return change() }
        window.animate(withDuration: Metrics.pickerSpinDuration, curve: .easeOut, within: [self], change)
    }

    /// The grey band across the middle that marks the selected rows.
    static func makeSelectionBand() -> View {
        let band = View()
        band.backgroundColor = .pickerBand
        band.cornerRadius = 8
        band.isUserInteractionEnabled = false
        return band
    }

    /// The input panel a picker fills: 216 pt (162 where the height is compact) plus
    /// the bottom safe area (B3.4).
    static func panelHeight(device: DeviceProfile, orientation: Orientation) -> Double {
        let compact = device.isVerticallyCompact(in: orientation)
        return (compact ? Metrics.pickerHeightCompact : Metrics.pickerHeightRegular) + device.safeArea(in: orientation).bottom
    }
}

/// See `WheelSource.contentKey(ofWheel:)`: a locale or other text and up to four numbers.
struct WheelContentKey: Equatable {
    var text = ""
    var numbers: (Int, Int, Int, Int) = (0, 0, 0, 0)

    static func == (a: Self, b: Self) -> Bool { a.text == b.text && a.numbers == b.numbers }
}
