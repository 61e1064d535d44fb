import Foundation

/// The session's locale as UIKit sees it: the system's own strings (the edit menu's
/// commands) and date formats. A scene's strings are the scene's own.
public struct Localization: Sendable {
    public static let supported = ["en_US", "ja_JP"]

    public let identifier: String
    /// Built once: making a DateFormatter per label update cost more than the rest of
    /// a picker change's dispatch.
    private let longDateStyle: Date.FormatStyle

    /// en_US, what a session gets when it names no locale.
    public static let `default` = Localization(known: "en_US")

    public init?(identifier: String) {
        guard Self.supported.contains(identifier) else { return nil }
        self.init(known: identifier)
    }

    private init(known identifier: String) {
        self.identifier = identifier
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        calendar.timeZone = utc
        longDateStyle = Date.FormatStyle(
            date: .long, time: .omitted, locale: Locale(identifier: identifier), calendar: calendar, timeZone: utc)
    }

    /// A system string (`menu.copy`…) in this locale, English when it has none.
    public func string(_ key: String) -> String {
        Self.table[key]?[identifier] ?? Self.table[key]?["en_US"] ?? key
    }

    /// A date as the Contacts app shows it: "January 15, 1990" / "1990年1月15日".
    public func longDate(_ date: Date) -> String {
        date.formatted(longDateStyle)
    }

    private static let table: [String: [String: String]] = [
        "menu.cut": ["en_US": "Cut", "ja_JP": "カット"],
        "menu.copy": ["en_US": "Copy", "ja_JP": "コピー"],
        "menu.paste": ["en_US": "Paste", "ja_JP": "ペースト"],
        "menu.select": ["en_US": "Select", "ja_JP": "選択"],
        "menu.selectAll": ["en_US": "Select All", "ja_JP": "すべてを選択"],
        // The iPad status bar's date beside Apple's 9:41 (a Monday, 23 November).
        "statusBar.date": ["en_US": "Mon Nov 23", "ja_JP": "11月23日(月)"],
    ]
}
