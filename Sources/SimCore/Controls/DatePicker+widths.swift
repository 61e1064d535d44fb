/// E1.D9: a wheel is never narrower than its widest title. The wheels share the picker's
/// width by their weights; where that would cut a title ("Novem…" in a 256 pt row of a
/// third of an iPad), each wheel takes what its titles need and the rest is shared by the
/// weights; where even that does not fit, the wheels keep the width their titles need and
/// stand out of the picker evenly, as UIDatePicker keeps its intrinsic width (estimate).
extension DatePicker {
    /// The text's inset in a wheel (the client draws a title 4 pt in and fits it to the
    /// wheel less 8 pt), and a little air.
    static let wheelTitlePadding = 12.0

    func columnWidths(weights: [Double], available: Double) -> [Double] {
        let shares = weights.map { available * $0 }
        let needs = titleWidths()
        guard zip(shares, needs).contains(where: { $0 < $1 }) else { return shares }
        let total = weights.reduce(0, +)
        let spare = available * min(1, total) - needs.reduce(0, +)
        guard spare > 0, total > 0 else { return needs }
        return zip(needs, weights).map { $0 + spare * $1 / total }
    }

    /// The widest title of each wheel. Measured again only when what the titles say can
    /// have changed (`DatePickerModel.TitleInputs`).
    func titleWidths() -> [Double] {
        let titles = model.titleInputs
        if let measured = measuredTitleWidths, measured.rowHeight == rowHeight, measured.titles == titles {
            return measured.widths
        }
        let widths = model.components.indices.map(titleWidth(ofWheel:))
        measuredTitleWidths = (titles, rowHeight, widths)
        return widths
    }

    /// The widest title a wheel shows, in the wheels' font, with its padding. A long wheel
    /// (years, days of a date and time) is measured at its ends: its titles are alike.
    func titleWidth(ofWheel wheel: Int) -> Double {
        let font = Font(size: rowHeight >= 32 ? 21 : 17)
        let count = numberOfRows(inWheel: wheel)
        guard count > 0 else { return 0 }
        let rows = count <= DatePickerModel.dayRowCount ? Array(0..<count) : [0, count - 1]
        let widest = rows.map { font.width(of: title(forRow: $0, inWheel: wheel)) }.max() ?? 0
        return widest + Self.wheelTitlePadding
    }
}

extension DatePickerModel {
    /// What a wheel's titles are made from that can change after the model is made: its
    /// stored `var`s but the date and time chosen (the day window of a date and time's
    /// wheel moves with the date, and is one of them). The locales, mode and wheels are
    /// `let`. Compared at every layout, so it holds these few fields rather than a copy
    /// of the model; a `var` added to the model that a title reads belongs here too.
    struct TitleInputs: Equatable {
        var minimumDate: SimpleDate?
        var maximumDate: SimpleDate?
        var minuteInterval: Int
        var minimumTime: SimpleTime?
        var maximumTime: SimpleTime?
        var dayWindow: ClosedRange<Int>
    }

    var titleInputs: TitleInputs {
        TitleInputs(
            minimumDate: minimumDate, maximumDate: maximumDate, minuteInterval: minuteInterval, minimumTime: minimumTime,
            maximumTime: maximumTime, dayWindow: dayWindow)
    }
}
