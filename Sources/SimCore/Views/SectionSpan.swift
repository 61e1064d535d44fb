/// Where a table's section goes in its content: from the top of its header to the bottom
/// of its footer, the group itself starting at `sectionY`.
struct SectionSpan {
    var top: Double
    var sectionY: Double
    var bottom: Double
    var headerHeight: Double
    var footerHeight: Double
}
