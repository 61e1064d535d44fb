import Foundation

/// The session's locale: the scene's strings and date formats (A1: en_US, ja_JP).
public struct Localization: Sendable {
    public static let supported = ["en_US", "ja_JP"]

    public let identifier: String

    public init?(identifier: String) {
        guard Self.supported.contains(identifier) else { return nil }
        self.identifier = identifier
    }

    public func string(_ key: String) -> String {
        Self.table[key]?[identifier] ?? Self.table[key]?["en_US"] ?? key
    }

    /// A date as the Contacts app shows it: "January 15, 1990" / "1990年1月15日".
    public func longDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: identifier)
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = .long
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }

    private static let table: [String: [String: String]] = [
        "contacts.title": ["en_US": "New Contact", "ja_JP": "新規連絡先"],
        "contacts.cancel": ["en_US": "Cancel", "ja_JP": "キャンセル"],
        "contacts.done": ["en_US": "Done", "ja_JP": "完了"],
        "contacts.firstName": ["en_US": "First name", "ja_JP": "名"],
        "contacts.lastName": ["en_US": "Last name", "ja_JP": "姓"],
        "contacts.company": ["en_US": "Company", "ja_JP": "会社"],
        "contacts.phone": ["en_US": "Phone", "ja_JP": "電話"],
        "contacts.email": ["en_US": "Email", "ja_JP": "メール"],
        "contacts.birthday": ["en_US": "Birthday", "ja_JP": "誕生日"],
        "contacts.street": ["en_US": "Street", "ja_JP": "番地"],
        "contacts.city": ["en_US": "City", "ja_JP": "市区町村"],
        "contacts.postalCode": ["en_US": "Postal code", "ja_JP": "郵便番号"],
        "contacts.notes": ["en_US": "Notes", "ja_JP": "メモ"],
        "menu.cut": ["en_US": "Cut", "ja_JP": "カット"],
        "menu.copy": ["en_US": "Copy", "ja_JP": "コピー"],
        "menu.paste": ["en_US": "Paste", "ja_JP": "ペースト"],
        "menu.select": ["en_US": "Select", "ja_JP": "選択"],
        "menu.selectAll": ["en_US": "Select All", "ja_JP": "すべてを選択"],
    ]
}
