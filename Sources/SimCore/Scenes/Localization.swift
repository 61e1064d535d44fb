import Foundation

/// The session's locale: the scene's strings and date formats (A1: en_US, ja_JP).
public struct Localization: Sendable {
    public static let supported = ["en_US", "ja_JP"]

    public let identifier: String
    /// Built once: making a DateFormatter per label update cost more than the rest of
    /// a picker change's dispatch.
    private let longDateStyle: Date.FormatStyle

    public init?(identifier: String) {
        guard Self.supported.contains(identifier) else { return nil }
        self.identifier = identifier
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        calendar.timeZone = utc
        longDateStyle = Date.FormatStyle(
            date: .long, time: .omitted, locale: Locale(identifier: identifier), calendar: calendar, timeZone: utc)
    }

    public func string(_ key: String) -> String {
        Self.table[key]?[identifier] ?? Self.table[key]?["en_US"] ?? key
    }

    /// A date as the Contacts app shows it: "January 15, 1990" / "1990年1月15日".
    public func longDate(_ date: Date) -> String {
        date.formatted(longDateStyle)
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
        "login.title": ["en_US": "Log in", "ja_JP": "ログイン"],
        "login.email": ["en_US": "Email", "ja_JP": "メールアドレス"],
        "login.password": ["en_US": "Password", "ja_JP": "パスワード"],
        "login.button": ["en_US": "Log In", "ja_JP": "ログイン"],
        "login.submitted": ["en_US": "Submitted as %@", "ja_JP": "%@ で送信しました"],
        "pin.title": ["en_US": "Enter PIN", "ja_JP": "暗証番号を入力"],
        "pin.waiting": ["en_US": "Enter 4 digits", "ja_JP": "4桁の数字を入力してください"],
        "pin.complete": ["en_US": "PIN %@ entered", "ja_JP": "暗証番号 %@ を入力しました"],
        "pin.clear": ["en_US": "Clear", "ja_JP": "クリア"],
        "selection.title": ["en_US": "Selection", "ja_JP": "選択"],
        "selection.edit": ["en_US": "Edit", "ja_JP": "編集"],
        "selection.done": ["en_US": "Done", "ja_JP": "完了"],
        "selection.row": ["en_US": "Row %d", "ja_JP": "行 %d"],
        "selection.multipleOff": ["en_US": "Multiple: Off", "ja_JP": "複数選択: オフ"],
        "selection.multipleOn": ["en_US": "Multiple: On", "ja_JP": "複数選択: オン"],
        "selection.selectRow3": ["en_US": "Select row 3", "ja_JP": "行 3 を選択"],
        "selection.styleDefault": ["en_US": "Style: Default", "ja_JP": "スタイル: 標準"],
        "selection.styleNone": ["en_US": "Style: None", "ja_JP": "スタイル: なし"],
        "selection.log": ["en_US": "Delegate log", "ja_JP": "デリゲートのログ"],
        "caret.title": ["en_US": "Caret lab", "ja_JP": "キャレット実験"],
        "caret.field": ["en_US": "Text", "ja_JP": "テキスト"],
        "caret.selectAll": ["en_US": "Select all", "ja_JP": "すべてを選択"],
        "caret.invalid": ["en_US": "Caret past end", "ja_JP": "末尾の先へ"],
        "caret.hook": ["en_US": "selects all when editing begins", "ja_JP": "で編集開始時に全選択"],
        "caret.atBeginning": ["en_US": "already at the beginning", "ja_JP": "すでに先頭です"],
        "caret.atEnd": ["en_US": "already at the end", "ja_JP": "すでに末尾です"],
        "caret.rejected": ["en_US": "rejected %1 (outside 0…%2)", "ja_JP": "%1 は範囲外（0…%2）のため拒否"],
        "menu.cut": ["en_US": "Cut", "ja_JP": "カット"],
        "menu.copy": ["en_US": "Copy", "ja_JP": "コピー"],
        "menu.paste": ["en_US": "Paste", "ja_JP": "ペースト"],
        "menu.select": ["en_US": "Select", "ja_JP": "選択"],
        "menu.selectAll": ["en_US": "Select All", "ja_JP": "すべてを選択"],
    ]
}
