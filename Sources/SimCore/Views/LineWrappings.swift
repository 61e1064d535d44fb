/// A label's last few wrapped lines (a rotation goes back and forth between two widths). Held by a reference that only wrapping labels fill, so a label of
/// one line (most of them: keys, picker rows) carries a nil pointer, not two entries.
final class LineWrappings {
    struct Entry {
        var text: String
        var font: Font
        var width: Double
        var limit: Int
        var lines: [String]

        func matches(text: String, font: Font, width: Double, limit: Int) -> Bool {
            self.width == width && self.font == font && self.text == text && self.limit == limit
        }
    }

    /// The newest first, at most `capacity`.
    private var entries: [Entry]
    /// Two widths an orientation or window size (a rotation goes back and forth between
    /// two), each measured at a cell's full content width and beside its value.
    static let capacity = 4

    init(_ entry: Entry) { entries = [entry] }

    /// The lines kept for this text, font, width and limit, if an entry has them.
    func lines(text: String, font: Font, width: Double, limit: Int) -> [String]? {
        entries.first { $0.matches(text: text, font: font, width: width, limit: limit) }?.lines
    }

    func keep(_ entry: Entry) {
        if entries.count == Self.capacity { entries.removeLast() }
        entries.insert(entry, at: 0)
    }
}
