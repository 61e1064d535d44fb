/// The name VoiceOver speaks for an SF Symbol shown alone, as iOS gives it: a button
/// holding only `Image(systemName: "plus")` is "Add" to VoiceOver and to UI tests.
enum SymbolNames {
    static let spoken: [String: String] = [
        "plus": "Add", "plus.circle": "Add", "trash": "Delete", "square.and.arrow.up": "Share", "gear": "Settings",
        "gearshape": "Settings", "xmark": "Close", "xmark.circle": "Close", "info.circle": "More Info", "info": "More Info",
        "pencil": "Edit", "magnifyingglass": "Search", "ellipsis": "More", "ellipsis.circle": "More",
        "square.and.pencil": "Compose",
    ]

    /// The spoken name, and whether iOS is known to give it (else the symbol's name with
    /// its dots as spaces, which is what VoiceOver falls back to). A filled variant reads
    /// as its outline.
    static func name(_ symbol: String) -> (name: String, known: Bool) {
        let outline = symbol.hasSuffix(".fill") ? String(symbol.dropLast(5)) : symbol
        if let known = spoken[outline] { return (known, true) }
        return (symbol.split(separator: ".").joined(separator: " "), false)
    }
}
