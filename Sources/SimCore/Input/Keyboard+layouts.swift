extension Keyboard {
    /// One key: what it types, its title, its row and its width in key units.
    struct KeySpec {
        var text: String
        var title: String
        var row: Int
        var width: Double = 1
        var isSystem = false
    }

    static func rows(for type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom) -> [[KeySpec]] {
        switch type {
        case .numberPad, .phonePad, .decimalPad:
            var rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]].enumerated().map { row, keys in
                keys.map { KeySpec(text: $0, title: $0, row: row, width: 10.0 / 3) }
            }
            let extra = type == .decimalPad ? "." : (type == .phonePad ? "+" : "")
            rows.append([
                KeySpec(text: extra, title: extra, row: 3, width: 10.0 / 3, isSystem: true),
                KeySpec(text: "0", title: "0", row: 3, width: 10.0 / 3),
                KeySpec(text: "\u{8}", title: "⌫", row: 3, width: 10.0 / 3, isSystem: true),
            ])
            // B7.2: the number pad has no return key on iPhone; iPad keeps one.
            if idiom == .pad {
                rows[3].append(KeySpec(text: "\n", title: returnKey.title, row: 3, width: 10.0 / 3, isSystem: true))
            }
            return rows
        default:
            let letters = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
            var rows = letters.enumerated().map { row, keys in
                keys.map { KeySpec(text: String($0), title: String($0), row: row) }
            }
            rows[2].insert(KeySpec(text: "", title: "⇧", row: 2, width: 1.5, isSystem: true), at: 0)
            rows[2].append(KeySpec(text: "\u{8}", title: "⌫", row: 2, width: 1.5, isSystem: true))
            var bottom = [KeySpec(text: "", title: "123", row: 3, width: 1.5, isSystem: true)]
            switch type {
            case .emailAddress:
                bottom += [
                    KeySpec(text: " ", title: "space", row: 3, width: 3.5),
                    KeySpec(text: "@", title: "@", row: 3), KeySpec(text: ".", title: ".", row: 3),
                ]
            case .URL:
                bottom += [
                    KeySpec(text: ".", title: ".", row: 3), KeySpec(text: "/", title: "/", row: 3),
                    KeySpec(text: ".com", title: ".com", row: 3, width: 3.5),
                ]
            default:
                bottom.append(KeySpec(text: " ", title: "space", row: 3, width: 5.5))
            }
            bottom.append(KeySpec(text: "\n", title: returnKey.title, row: 3, width: 2.5, isSystem: true))
            rows.append(bottom)
            return rows
        }
    }
}
