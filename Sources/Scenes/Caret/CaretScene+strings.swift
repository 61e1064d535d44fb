import SimCore

extension CaretScene {
    /// This scene's strings by key and locale.
    static let strings: [String: [String: String]] = [
        "caret.title": ["en_US": "Caret lab", "ja_JP": "キャレット実験"],
        "caret.field": ["en_US": "Text", "ja_JP": "テキスト"],
        "caret.selectAll": ["en_US": "Select all", "ja_JP": "すべてを選択"],
        "caret.invalid": ["en_US": "Caret past end", "ja_JP": "末尾の先へ"],
        "caret.hook": ["en_US": "selects all when editing begins", "ja_JP": "で編集開始時に全選択"],
        "caret.atBeginning": ["en_US": "already at the beginning", "ja_JP": "すでに先頭です"],
        "caret.atEnd": ["en_US": "already at the end", "ja_JP": "すでに末尾です"],
        "caret.rejected": ["en_US": "rejected %1 (outside 0…%2)", "ja_JP": "%1 は範囲外（0…%2）のため拒否"],
    ]
}
