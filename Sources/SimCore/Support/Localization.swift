import Foundation

/// The session's locale as UIKit sees it: the system's own strings (the edit menu's
/// commands) and date formats. A scene's strings are the scene's own.
public struct Localization: Sendable {
    public static let supported = ["en_US", "ja_JP", "de_DE", "fr_FR", "zh_Hans", "ar", "he"]

    public let identifier: String
    /// Mirrors userInterfaceLayoutDirection: right to left for Arabic and Hebrew.
    public let layoutDirection: UserInterfaceLayoutDirection
    /// Built once: making a DateFormatter per label update cost more than the rest of
    /// a picker change's dispatch.
    private let longDateStyle: Date.FormatStyle
    /// DateFormatter's `.medium` date style: CLDR's medium pattern ("MMM d, y",
    /// "dd.MM.y", "y/MM/dd"), which `Date.FormatStyle`'s abbreviated style is not.
    private let mediumDateFormatter: DateFormatter
    private let shortTimeStyle: Date.FormatStyle
    /// The zero of the locale's own digits when they are not Western ones (Foundation's
    /// numbering system for the locale: `arab` is Arabic-Indic). Western for `ar`, as iOS
    /// writes it: CLDR's default for `ar` is `latn` (CLDR-10825, since CLDR 34).
    private let zero: UInt32?

    /// en_US, what a session gets when it names no locale.
    public static let `default` = Localization(known: "en_US")

    public init?(identifier: String) {
        guard Self.supported.contains(identifier) else { return nil }
        self.init(known: identifier)
    }

    private init(known identifier: String) {
        self.identifier = identifier
        layoutDirection = ["ar", "he"].contains(identifier) ? .rightToLeft : .leftToRight
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? .gmt
        calendar.timeZone = utc
        zero =
            switch Locale(identifier: identifier).numberingSystem.identifier {
            case "arab": 0x660
            case "arabext": 0x6F0
            default: nil
            }
        longDateStyle = Date.FormatStyle(
            date: .long, time: .omitted, locale: Locale(identifier: identifier), calendar: calendar, timeZone: utc)
        let medium = DateFormatter()
        medium.locale = Locale(identifier: identifier)
        medium.calendar = calendar
        medium.timeZone = utc
        medium.dateStyle = .medium
        medium.timeStyle = .none
        mediumDateFormatter = medium
        shortTimeStyle = Date.FormatStyle(
            date: .omitted, time: .shortened, locale: Locale(identifier: identifier), calendar: calendar, timeZone: utc)
    }

    /// A system string (`menu.copy`…) in this locale, English when it has none.
    public func string(_ key: String) -> String {
        Self.table[key]?[identifier] ?? Self.table[key]?["en_US"] ?? key
    }

    /// `text` with its Western digits written in the locale's own, so that a screen uses
    /// one digit system throughout (the status bar's time and date, as Foundation writes
    /// the dates).
    public func localizingDigits(_ text: String) -> String {
        guard let zero else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let digit = (0x30...0x39).contains(scalar.value) ? Unicode.Scalar(zero + scalar.value - 0x30) : nil
            out.append(digit ?? scalar)
        }
        return String(out)
    }

    /// A date as the Contacts app shows it: "January 15, 1990" / "1990年1月15日".
    public func longDate(_ date: Date) -> String {
        date.formatted(longDateStyle)
    }

    /// A date as a compact date picker's button shows it, the medium style in every
    /// locale: "Jan 15, 1990", "15.01.1990", "1990/01/15" (E1.D1).
    public func mediumDate(_ date: Date) -> String {
        mediumDateFormatter.string(from: date)
    }

    /// A time as a time row's label and a compact time button show it: "9:41 AM",
    /// "09:41" in de_DE (E1.T1). Deviation: Foundation (as iOS 17) puts a narrow no-break
    /// space before AM/PM; FormSim writes a plain space so that a value can be typed.
    public func shortTime(_ time: SimpleTime) -> String {
        let date = Date(timeIntervalSince1970: Double(time.minutes * 60))
        return date.formatted(shortTimeStyle).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// A date and time as a `dateAndTime` label shows it: "Jan 15, 1990 at 9:41 AM".
    public func mediumDateShortTime(_ date: SimpleDate, _ time: SimpleTime) -> String {
        "\(mediumDate(date.foundationDate)) \(shortTime(time))"
    }

    /// A countdown as its label shows it: "1 hour, 30 min" (E1.T3).
    public func countDown(_ time: SimpleTime) -> String {
        let hours = time.hour == 1 ? "1 hour" : "\(time.hour) hours"
        return time.hour == 0 ? "\(time.minute) min" : "\(hours), \(time.minute) min"
    }

    private static let table: [String: [String: String]] = [
        "menu.cut": [
            "en_US": "Cut", "ja_JP": "カット", "de_DE": "Ausschneiden", "fr_FR": "Couper", "zh_Hans": "剪切",
            "ar": "قص", "he": "גזור",
        ],
        "menu.copy": [
            "en_US": "Copy", "ja_JP": "コピー", "de_DE": "Kopieren", "fr_FR": "Copier", "zh_Hans": "拷贝",
            "ar": "نسخ", "he": "העתק",
        ],
        "menu.paste": [
            "en_US": "Paste", "ja_JP": "ペースト", "de_DE": "Einsetzen", "fr_FR": "Coller", "zh_Hans": "粘贴",
            "ar": "لصق", "he": "הדבק",
        ],
        "menu.select": [
            "en_US": "Select", "ja_JP": "選択", "de_DE": "Auswählen", "fr_FR": "Sélectionner", "zh_Hans": "选择",
            "ar": "تحديد", "he": "בחר",
        ],
        "menu.selectAll": [
            "en_US": "Select All", "ja_JP": "すべてを選択", "de_DE": "Alles auswählen", "fr_FR": "Tout sélectionner",
            "zh_Hans": "全选", "ar": "تحديد الكل", "he": "בחר הכל",
        ],
        // A keyboard bar's Done (UIBarButtonItem.SystemItem.done), its chevrons'
        // accessibility labels and the bar's own.
        "bar.done": [
            "en_US": "Done", "ja_JP": "完了", "de_DE": "Fertig", "fr_FR": "OK", "zh_Hans": "完成", "ar": "تم",
            "he": "סיום",
        ],
        "bar.previous": [
            "en_US": "Previous", "ja_JP": "前へ", "de_DE": "Zurück", "fr_FR": "Précédent", "zh_Hans": "上一个",
            "ar": "السابق", "he": "הקודם",
        ],
        "bar.next": [
            "en_US": "Next", "ja_JP": "次へ", "de_DE": "Weiter", "fr_FR": "Suivant", "zh_Hans": "下一个", "ar": "التالي",
            "he": "הבא",
        ],
        "bar.keyboard": [
            "en_US": "Keyboard toolbar", "ja_JP": "キーボードツールバー", "de_DE": "Tastaturleiste",
            "fr_FR": "Barre du clavier", "zh_Hans": "键盘工具栏", "ar": "شريط لوحة المفاتيح", "he": "סרגל המקלדת",
        ],
        // The iPad status bar's date beside Apple's 9:41 (a Monday, 23 November), in
        // Western digits: `localizingDigits` writes them in the locale's own.
        "statusBar.date": [
            "en_US": "Mon Nov 23", "ja_JP": "11月23日(月)", "de_DE": "Mo. 23. Nov.", "fr_FR": "lun. 23 nov.",
            "zh_Hans": "11月23日 周一", "ar": "الاثنين 23 نوفمبر", "he": "יום ב׳, 23 בנוב׳",
        ],
    ]
}
