import SimCore

/// A scene's own strings in the session's locale: each scene keeps its table beside it
/// (`LoginScene+strings.swift`…), English when a locale has no entry.
struct SceneStrings {
    let table: [String: [String: String]]
    let locale: String

    init(_ table: [String: [String: String]], _ localization: Localization) {
        self.table = table
        locale = localization.identifier
    }

    func string(_ key: String) -> String {
        table[key]?[locale] ?? table[key]?["en_US"] ?? key
    }
}
