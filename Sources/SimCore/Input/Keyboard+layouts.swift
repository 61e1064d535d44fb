extension Keyboard {
    /// What shapes a keyboard's rows besides its type and return key: the device.
    struct Style: Equatable {
        /// A home-button iPhone: its bottom row has the globe and dictation keys (B11.3).
        var hasHomeButton = false
        /// The iPad Pro 12.9's full-size keyboard: number row, tab, caps lock (B11.6).
        var isFullSize = false
        /// The session's language: letter rows, labels, the decimal separator (B11.5).
        var language = KeyboardLanguage.english

        init(hasHomeButton: Bool = false, isFullSize: Bool = false, language: KeyboardLanguage = .english) {
            self.hasHomeButton = hasHomeButton
            self.isFullSize = isFullSize
            self.language = language
        }

        init(device: DeviceProfile, language: KeyboardLanguage = .english) {
            hasHomeButton = device.idiom == .phone && device.safeAreaPortrait.bottom == 0
            isFullSize = device.idiom == .pad && device.portraitSize.width >= 1024
            self.language = language
        }
    }

    /// What a key does besides typing text.
    enum Special: Equatable, Sendable {
        case shift, dismiss
        /// The globe (next keyboard, emoji) and dictation keys of a home-button iPhone's
        /// bottom row. Deviation: a tap does nothing (one keyboard, no dictation).
        case globe, dictation
        /// The iPad Pro 12.9's tab (focus to the next key input, as the hardware Tab) and
        /// caps lock (letters in capitals until it is tapped again).
        case tab, capsLock
        /// To the numbers-and-punctuation plane ("123"), the symbols plane ("#+="), back
        /// to the letters ("ABC", B7.8).
        case numbers, symbols, letters
    }

    /// One key: what it types, its title, its row and its width in key units.
    struct KeySpec: Equatable {
        var text: String
        var title: String
        var row: Int
        var width: Double = 1
        var isSystem = false
        var special: Special?
        /// The element id's suffix when the text or role does not name the key uniquely.
        var name: String?
        /// A number pad digit's letters ("ABC" under 2; "" for 1 and 0): the digit is
        /// drawn higher with the letters small under it. Nil on other keys.
        var letters: String?
        /// An empty slot, not a key: it takes its width in the row and draws nothing (the
        /// bottom-left of the iPhone's number pad).
        var isGap = false
        /// Drawn on the keyboard's background with no cap until pressed (the iPhone
        /// number pad's delete, "." and "+").
        var isCapless = false
        /// Drawn blue with a white title: a return key that finishes something (B7.1).
        var isProminent = false
        /// A glyph the key shows instead of its title (the globe and dictation keys).
        var symbol: String?

        var isDelete: Bool { text == "\u{8}" }
        /// The same key, perhaps at another width (the space bar narrowed for "@" and "."
        /// on the e-mail keyboard): its view is kept when the rows change.
        /// (Every field but `width`, compared in place: a copy of the spec costs more.)
        func isSameKey(as other: KeySpec) -> Bool {
            text == other.text && title == other.title && row == other.row && isSystem == other.isSystem
                && special == other.special && name == other.name && letters == other.letters && isGap == other.isGap
                && isCapless == other.isCapless && isProminent == other.isProminent && symbol == other.symbol
        }
        var isLetter: Bool { text.count == 1 && text.first.map(\.isLetter) == true }
    }

    static func rows(
        for type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom, plane: Keyboard.Plane = .letters,
        style: Style = Style()
    ) -> [[KeySpec]] {
        var rows =
            style.isFullSize && idiom == .pad && plane == .letters
            ? fullSizeLetterRows(for: type, returnKey: returnKey)
            : planeRows(for: type, returnKey: returnKey, idiom: idiom, plane: plane, letters: style.language.letterRows)
        localize(&rows, type: type, returnKey: returnKey, language: style.language)
        if style.hasHomeButton, idiom == .phone, !type.isPad, let last = rows.indices.last {
            rows[last] = withGlobeAndDictation(rows[last])
        }
        for row in rows.indices {
            for key in rows[row].indices where rows[row][key].text == "\n" { rows[row][key].isProminent = returnKey.isProminent }
        }
        return rows
    }

    static func planeRows(
        for type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom, plane: Keyboard.Plane,
        letters: [String] = KeyboardLanguage.english.letterRows
    ) -> [[KeySpec]] {
        switch (type, plane) {
        // B7.2: iPad has no number pad: those types get the full keyboard (on its numbers
        // plane first, see `startPlane`).
        case (.numberPad, _) where idiom == .phone, (.phonePad, _) where idiom == .phone,
            (.decimalPad, _) where idiom == .phone:
            numberRows(for: type, returnKey: returnKey, idiom: idiom)
        case (_, .letters):
            idiom == .pad
                ? padLetterRows(for: type, returnKey: returnKey, letters: letters)
                : phoneLetterRows(for: type, returnKey: returnKey, letters: letters)
        case (_, let plane):
            idiom == .pad ? padSymbolRows(plane, returnKey: returnKey) : phoneSymbolRows(plane, returnKey: returnKey)
        }
    }

    /// The iPhone's numbers plane (1–0, `-/:;()$&@"`, `#+=` `.,?!'` delete) and symbols
    /// plane (`[]{}#%^*+=`, `_\|~<>€£¥•`, `123` `.,?!'` delete), with ABC, space and
    /// return at the bottom (B7.8).
    /// Deviation: the bottom row is the same for every keyboard type (iOS keeps an email
    /// keyboard's `@` and `.` there; both are on the numbers plane's rows here).
    static func phoneSymbolRows(_ plane: Keyboard.Plane, returnKey: ReturnKeyType) -> [[KeySpec]] {
        let numbers = plane == .numbers
        var rows = (numbers ? ["1234567890", "-/:;()$&@\""] : ["[]{}#%^*+=", "_\\|~<>€£¥•"])
            .enumerated().map { letterKeys($1, row: $0) }
        var third = letterKeys(".,?!'", row: 2).map { var key = $0; key.width = 1.4; return key }
        third.insert(
            numbers
                ? KeySpec(text: "", title: "#+=", row: 2, width: 1.5, isSystem: true, special: .symbols)
                : KeySpec(text: "", title: "123", row: 2, width: 1.5, isSystem: true, special: .numbers),
            at: 0)
        third.append(KeySpec(text: "\u{8}", title: "⌫", row: 2, width: 1.5, isSystem: true))
        rows.append(third)
        rows.append([
            KeySpec(text: "", title: "ABC", row: 3, width: 1.5, isSystem: true, special: .letters),
            KeySpec(text: " ", title: "space", row: 3, width: 5.5),
            KeySpec(text: "\n", title: returnKey.title, row: 3, width: 2.5, isSystem: true),
        ])
        return rows
    }

    /// The iPad's numbers and symbols planes: delete and return where the letters have
    /// them, a plane key at each end of the third row, ABC around the space bar (B7.8).
    /// The symbols plane's keys are approximate (~).
    static func padSymbolRows(_ plane: Keyboard.Plane, returnKey: ReturnKeyType) -> [[KeySpec]] {
        let numbers = plane == .numbers
        let characters =
            numbers ? ["1234567890", "@#$&*()'\"", "%-+=/;:,."] : ["[]{}#%^*+=", "_\\|~<>€£¥", "•…¿¡§,.?!"]
        var rows = characters.enumerated().map { letterKeys($1, row: $0) }
        rows[0].append(KeySpec(text: "\u{8}", title: "⌫", row: 0, width: 1.5, isSystem: true))
        rows[1].append(KeySpec(text: "\n", title: returnKey.title, row: 1, width: 2, isSystem: true))
        let (title, special, name): (String, Special, String) =
            numbers ? ("#+=", .symbols, "symbols-right") : ("123", .numbers, "numbers-right")
        rows[2].insert(KeySpec(text: "", title: title, row: 2, width: 1.5, isSystem: true, special: special), at: 0)
        rows[2].append(KeySpec(text: "", title: title, row: 2, width: 1.5, isSystem: true, special: special, name: name))
        rows.append([
            KeySpec(text: "", title: "ABC", row: 3, width: 1.5, isSystem: true, special: .letters),
            KeySpec(text: " ", title: "space", row: 3, width: 6),
            KeySpec(text: "", title: "ABC", row: 3, width: 1.5, isSystem: true, special: .letters, name: "letters-right"),
            KeySpec(text: "", title: "⌨︎", row: 3, width: 1.5, isSystem: true, special: .dismiss),
        ])
        return rows
    }

    /// The language's titles on the space bar and the return key, and its decimal
    /// separator on the decimal pad (B11.5).
    static func localize(_ rows: inout [[KeySpec]], type: KeyboardType, returnKey: ReturnKeyType, language: KeyboardLanguage) {
        guard language != .english else { return }
        for row in rows.indices {
            for index in rows[row].indices {
                switch rows[row][index].text {
                case " ": rows[row][index].title = language.space
                case "\n": rows[row][index].title = language.title(of: returnKey)
                case "." where type == .decimalPad && rows[row][index].width > 3:
                    rows[row][index].text = language.decimalSeparator
                    rows[row][index].title = language.decimalSeparator
                default: break
                }
            }
        }
    }

    /// A home-button iPhone's bottom row: the globe and dictation keys after the plane key
    /// (123 or ABC), the space bar narrower by their width (B11.3).
    static func withGlobeAndDictation(_ row: [KeySpec]) -> [KeySpec] {
        guard let first = row.first else { return row }
        var row = row
        let width = 1.25
        row[0].width = width
        let added = [
            KeySpec(text: "", title: "globe", row: first.row, width: width, isSystem: true, special: .globe, symbol: "globe"),
            KeySpec(
                text: "", title: "dictation", row: first.row, width: width, isSystem: true, special: .dictation,
                symbol: "mic"),
        ]
        row.insert(contentsOf: added, at: 1)
        // The row keeps its width: the space bar gives up what the two keys and the
        // narrower plane key take.
        let taken = 2 * width + width - first.width
        if let space = row.firstIndex(where: { $0.text == " " }) { row[space].width = max(2, row[space].width - taken) }
        return row
    }

    /// The plane a keyboard opens on: letters, but the numbers and punctuation plane for a
    /// number, decimal or phone pad on iPad (which has no number pad, B7.2).
    static func startPlane(for type: KeyboardType, idiom: Idiom) -> Keyboard.Plane {
        type == .numbersAndPunctuation || (idiom == .pad && type.isPad) ? .numbers : .letters
    }

    static func numberRows(for type: KeyboardType, returnKey: ReturnKeyType, idiom: Idiom) -> [[KeySpec]] {
        var rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"]].enumerated().map { row, keys in
            keys.map { digitKey($0, row: row) }
        }
        // The number pad's bottom-left slot is empty on iOS: no cap, nothing to touch.
        let extra =
            switch type {
            case .decimalPad: KeySpec(text: ".", title: ".", row: 3, width: 10.0 / 3, isSystem: true)
            case .phonePad: KeySpec(text: "+", title: "+", row: 3, width: 10.0 / 3, isSystem: true)
            default: KeySpec(text: "", title: "", row: 3, width: 10.0 / 3, isGap: true)
            }
        var bottom = [extra, digitKey("0", row: 3), KeySpec(text: "\u{8}", title: "⌫", row: 3, width: 10.0 / 3, isSystem: true)]
        // On iPhone the keys beside 0 have no cap; a finger on one lights a white one.
        if idiom == .phone {
            for index in [0, 2] where !bottom[index].isGap { bottom[index].isCapless = true }
        }
        rows.append(bottom)
        // B7.2: the number pad has no return key on iPhone; iPad keeps one.
        if idiom == .pad {
            rows[3].append(KeySpec(text: "\n", title: returnKey.title, row: 3, width: 10.0 / 3, isSystem: true))
        }
        return rows
    }

    /// The letters iOS's number pad shows under each digit.
    static let digitLetters: [String: String] = [
        "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ",
    ]

    static func digitKey(_ digit: String, row: Int) -> KeySpec {
        KeySpec(text: digit, title: digit, row: row, width: 10.0 / 3, letters: digitLetters[digit] ?? "")
    }

    static func letterKeys(_ letters: String, row: Int) -> [KeySpec] {
        letters.map { KeySpec(text: String($0), title: String($0), row: row) }
    }

    static func phoneLetterRows(for type: KeyboardType, returnKey: ReturnKeyType, letters: [String]) -> [[KeySpec]] {
        var rows = letters.enumerated().map { letterKeys($1, row: $0) }
        rows[2].insert(KeySpec(text: "", title: "⇧", row: 2, width: 1.5, isSystem: true, special: .shift), at: 0)
        rows[2].append(KeySpec(text: "\u{8}", title: "⌫", row: 2, width: 1.5, isSystem: true))
        var bottom = [KeySpec(text: "", title: "123", row: 3, width: 1.5, isSystem: true, special: .numbers)]
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

    /// The iPad's full-size layout (part C): delete at the end of the top row, return at
    /// the end of the second, a shift key at each end of the third, and a bottom row with
    /// the numbers keys around the space bar and the key that hides the keyboard.
    static func padLetterRows(for type: KeyboardType, returnKey: ReturnKeyType, letters: [String]) -> [[KeySpec]] {
        var rows = letters.enumerated().map { letterKeys($1, row: $0) }
        rows[0].append(KeySpec(text: "\u{8}", title: "⌫", row: 0, width: 1.5, isSystem: true))
        rows[1].append(KeySpec(text: "\n", title: returnKey.title, row: 1, width: 2, isSystem: true))
        let punctuation: [String] =
            switch type {
            case .emailAddress: ["@", "."]
            case .URL: ["/", "."]
            default: [",", "."]
            }
        rows[2] += punctuation.map { KeySpec(text: $0, title: $0, row: 2) }
        rows[2].insert(KeySpec(text: "", title: "⇧", row: 2, width: 1.5, isSystem: true, special: .shift), at: 0)
        rows[2].append(
            KeySpec(text: "", title: "⇧", row: 2, width: 1.5, isSystem: true, special: .shift, name: "shift-right"))
        var bottom = [KeySpec(text: "", title: ".?123", row: 3, width: 1.5, isSystem: true, special: .numbers)]
        if type == .URL { bottom.append(KeySpec(text: ".com", title: ".com", row: 3, width: 1.5)) }
        bottom += [
            KeySpec(text: " ", title: "space", row: 3, width: type == .URL ? 4.5 : 6),
            KeySpec(
                text: "", title: ".?123", row: 3, width: 1.5, isSystem: true, special: .numbers, name: "numbers-right"),
            KeySpec(text: "", title: "⌨︎", row: 3, width: 1.5, isSystem: true, special: .dismiss),
        ]
        rows.append(bottom)
        return rows
    }

    /// The iPad Pro 12.9's letters (iOS 17): a number row ending in delete; tab before
    /// q and `[ ] \` after p; caps lock, `; '` and return around the home row; a shift at
    /// each end of `z`–`/`; the globe, .?123, dictation, space, .?123 and the key that hides
    /// the keyboard at the bottom. Fourteen and a half key units to a row (~).
    static func fullSizeLetterRows(for type: KeyboardType, returnKey: ReturnKeyType) -> [[KeySpec]] {
        var rows = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./"].enumerated().map {
            letterKeys($1, row: $0)
        }
        if type == .emailAddress, let slash = rows[3].firstIndex(where: { $0.text == "/" }) {
            rows[3][slash] = KeySpec(text: "@", title: "@", row: 3)
        }
        rows[0].append(KeySpec(text: "\u{8}", title: "⌫", row: 0, width: 1.5, isSystem: true))
        rows[1].insert(KeySpec(text: "", title: "tab", row: 1, width: 1.5, isSystem: true, special: .tab), at: 0)
        rows[2].insert(KeySpec(text: "", title: "caps lock", row: 2, width: 1.75, isSystem: true, special: .capsLock), at: 0)
        rows[2].append(KeySpec(text: "\n", title: returnKey.title, row: 2, width: 1.75, isSystem: true))
        rows[3].insert(KeySpec(text: "", title: "⇧", row: 3, width: 2.25, isSystem: true, special: .shift), at: 0)
        rows[3].append(
            KeySpec(text: "", title: "⇧", row: 3, width: 2.25, isSystem: true, special: .shift, name: "shift-right"))
        rows.append([
            KeySpec(text: "", title: "globe", row: 4, width: 1.25, isSystem: true, special: .globe, symbol: "globe"),
            KeySpec(text: "", title: ".?123", row: 4, width: 1.75, isSystem: true, special: .numbers),
            KeySpec(text: "", title: "dictation", row: 4, width: 1.25, isSystem: true, special: .dictation, symbol: "mic"),
            KeySpec(text: " ", title: "space", row: 4, width: 6.5),
            KeySpec(
                text: "", title: ".?123", row: 4, width: 1.75, isSystem: true, special: .numbers, name: "numbers-right"),
            KeySpec(text: "", title: "⌨︎", row: 4, width: 2, isSystem: true, special: .dismiss),
        ])
        return rows
    }

    /// What the full-size keyboard's number row and punctuation type with shift on.
    static let shiftedCharacters: [String: String] = [
        "`": "~", "1": "!", "2": "@", "3": "#", "4": "$", "5": "%", "6": "^", "7": "&", "8": "*", "9": "(",
        "0": ")", "-": "_", "=": "+", "[": "{", "]": "}", "\\": "|", ";": ":", "'": "\"", ",": "<", ".": ">",
        "/": "?",
    ]
}
