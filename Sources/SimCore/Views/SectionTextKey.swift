/// What a table's section header and footer heights depend on: the text's width and size.
struct SectionTextKey: Hashable {
    var width: Double
    var size: ContentSizeCategory
}
