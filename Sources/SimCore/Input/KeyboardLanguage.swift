import Foundation

/// The keyboard of the session's language (B11.5): its letter rows (QWERTZ for German,
/// AZERTY for French, QWERTY for the rest), the space and return keys' titles, and the
/// decimal pad's separator (Foundation's for the locale: "," in German and French).
/// Deviation: Japanese and Chinese get the romaji and pinyin QWERTY keyboards with their
/// language's labels, not kana or handwriting; Arabic and Hebrew keep the English
/// keyboard (B10.3).
struct KeyboardLanguage: Equatable {
    let identifier: String
    /// The iPhone's three letter rows, top to bottom.
    let letterRows: [String]
    let decimalSeparator: String

    init(identifier: String) {
        self.identifier = identifier
        letterRows =
            switch identifier {
            case "de_DE": ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"]
            case "fr_FR": ["azertyuiop", "qsdfghjklm", "wxcvbn"]
            default: ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
            }
        decimalSeparator = Locale(identifier: identifier).decimalSeparator ?? "."
    }

    static let english = KeyboardLanguage(identifier: "en_US")

    /// The space bar's title.
    var space: String { Self.titles[identifier]?.first ?? "space" }

    /// The return key's title for a return key type.
    func title(of returnKey: ReturnKeyType) -> String {
        guard let titles = Self.titles[identifier] else { return returnKey.title }
        let order: [ReturnKeyType] = [.default, .go, .next, .done, .send, .search, .join, .route, .continue]
        return order.firstIndex(of: returnKey).map { titles[$0 + 1] } ?? returnKey.title
    }

    /// Space, then return, Go, Next, Done, Send, Search, Join, Route, Continue, as iOS 17's
    /// keyboards title them; languages not here use the English titles.
    static let titles: [String: [String]] = [
        "de_DE": ["Leerzeichen", "Return", "Los", "Weiter", "Fertig", "Senden", "Suchen", "Beitreten", "Route", "Weiter"],
        "fr_FR": [
            "espace", "retour", "Aller", "Suivant", "OK", "Envoyer", "Rechercher", "Rejoindre", "Itinéraire", "Continuer",
        ],
        "ja_JP": ["空白", "改行", "開く", "次へ", "完了", "送信", "検索", "接続", "経路", "続ける"],
        "zh_Hans": ["空格", "换行", "前往", "下一项", "完成", "发送", "搜索", "加入", "路线", "继续"],
    ]
}
