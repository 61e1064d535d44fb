import SimCore

extension ContactsScene {
    /// This scene's strings by key and locale.
    static let strings: [String: [String: String]] = [
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
    ]
}
