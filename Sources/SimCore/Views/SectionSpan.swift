/// Where a table's section goes in its content: from the top of its header to the bottom
/// of its footer, the group itself starting at `sectionY`.
struct SectionSpan {
    var top: Double
    var sectionY: Double
    var bottom: Double
    var headerHeight: Double
    var footerHeight: Double

    /// The first span (they go down the content in order) whose bottom is below `y`, or
    /// the count.
    static func firstIndex(in spans: [SectionSpan], endingAfter y: Double) -> Int {
        var low = 0, high = spans.count
        while low < high {
            let mid = (low + high) / 2
            if spans[mid].bottom > y { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
