import SimCore

/// A `child` row's `presentation`, `detents` and `grabber` (docs/FORMS.md).
extension FormReader {
    /// nil for a pushed child (the default); detents and grabber only with a sheet.
    func sheet(_ f: [String: FormNode]) throws(FormError) -> FormSheet? {
        let presentation = try f["presentation"].map { n throws(FormError) in try oneOf(n, ["push"] + FormSheet.Style.allCases.map(\.rawValue)) }
        guard let presentation, let style = FormSheet.Style(rawValue: presentation) else {
            if let key = ["detents", "grabber"].first(where: { f[$0] != nil }), let n = f[key] {
                throw n.error("\(key) is for a child presented as a sheet (presentation: sheet or formSheet)")
            }
            return nil
        }
        var sheet = FormSheet(style: style)
        if let n = f["detents"] {
            let names = try n.strings(count: 1...2)
            let items = try n.sequence()
            var detents: [SheetPresentationController.Detent] = []
            for (item, name) in zip(items, names) {
                guard let detent = SheetPresentationController.Detent(rawValue: name) else {
                    throw item.error("\"\(name)\" is not a detent: expected medium or large")
                }
                guard !detents.contains(detent) else { throw n.error("\(name) is written twice") }
                detents.append(detent)
            }
            if style == .fullScreen { throw n.error("a fullScreen presentation has no detents") }
            sheet.detents = detents.sorted { $0 == .medium && $1 == .large }
        }
        sheet.grabber = try f["grabber"]?.bool() ?? false
        return sheet
    }
}
