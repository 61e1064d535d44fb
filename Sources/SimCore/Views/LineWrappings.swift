/// A label's last wrapped lines, and the ones before them (a rotation goes back and forth
/// between two widths). Held by a reference that only wrapping labels fill, so a label of
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

    private var last: Entry
    private var earlier: Entry?

    init(_ entry: Entry) { last = entry }

    /// The lines kept for this text, font, width and limit, if either entry has them.
    func lines(text: String, font: Font, width: Double, limit: Int) -> [String]? {
        if last.matches(text: text, font: font, width: width, limit: limit) { return last.lines }
        if let earlier, earlier.matches(text: text, font: font, width: width, limit: limit) { return earlier.lines }
        return nil
    }

    func keep(_ entry: Entry) {
        earlier = last
        last = entry
    }
}
