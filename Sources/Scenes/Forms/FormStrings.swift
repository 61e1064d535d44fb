/// A form's texts in the session's locale: the file's `localizations` map the English
/// text written in the file to a translation; anything not listed stays as written.
struct FormStrings {
    let table: [String: String]

    init(document: FormDocument, locale: String) {
        table = document.localizations[locale] ?? [:]
    }

    func text(_ english: String) -> String { table[english] ?? english }
}
