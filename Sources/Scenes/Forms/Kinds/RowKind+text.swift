import SimCore

extension RowKind {
    /// `text: name`: a UITextField (`<id>-field`), beside its label or alone; its value is
    /// the text. Return and Tab move through the form's text rows in order (F2), which
    /// FormScene+textRows.swift and TextRowChaining keep, for every text row at once.
    static let text = RowKind(
        .text,
        schema: """
            {"properties": {
              "placeholder": {"type": "string"},
              "value": {"type": "string"},
              "keyboard": {"enum": ["default", "email", "url", "number", "decimal", "phone", "numbersAndPunctuation", "asciiCapable"]},
              "secure": {"type": "boolean"},
              "autocapitalization": {"enum": ["none", "words", "sentences", "allCharacters"]},
              "returnKey": {"enum": ["next", "done", "go", "send", "search", "join", "default"]},
              "maxLength": {"type": "integer", "minimum": 1, "maximum": 10000},
              "accessory": {"enum": ["done", "navigation"], "description": "A bar above the keyboard (the field's inputAccessoryView): Done, or the previous and next chevrons and Done (BEHAVIOR.md E5.K1)."},
              "clearButton": {"enum": ["never", "whileEditing", "unlessEditing", "always"], "description": "When the field shows its clear button (UITextField.ViewMode): a tap on it empties the field and sends editingChanged (BEHAVIOR.md B12.8)."}
            }}
            """,
        control: { if case .text(let entry) = $0 { entry } else { nil } },
        holds: .text,
        read: { reader, _, f throws(FormError) in
            var entry = FormControl.TextEntry()
            entry.placeholder = try f["placeholder"]?.string()
            entry.value = try f["value"]?.string()
            if let n = f["keyboard"] { entry.keyboard = try reader.named(n, as: FormControl.Keyboard.self) }
            entry.secure = try f["secure"]?.bool() ?? false
            entry.autocapitalization = try f["autocapitalization"].map { n throws(FormError) in try reader.named(n, as: AutocapitalizationType.self) }
            entry.returnKey = try f["returnKey"].map { n throws(FormError) in try reader.returnKey(n) }
            entry.maxLength = try f["maxLength"]?.integer(in: 1...10_000)
            entry.accessory = try f["accessory"].map { n throws(FormError) in try reader.named(n, as: FormControl.Accessory.self) }
            entry.clearButton = try f["clearButton"].map { n throws(FormError) in try reader.named(n, as: TextField.ViewMode.self) }
            if let max = entry.maxLength, let value = entry.value, value.count > max, let n = f["value"] {
                throw n.error("is \(value.count) characters, more than maxLength \(max)")
            }
            return .text(entry)
        },
        encode: { entry, c in
            typealias Key = FormDocument.Key
            try c.encodeIfPresent(entry.placeholder, forKey: Key("placeholder"))
            try c.encodeIfPresent(entry.value, forKey: Key("value"))
            try c.encode(entry.keyboard.rawValue, forKey: Key("keyboard"))
            if entry.secure { try c.encode(true, forKey: Key("secure")) }
            try c.encodeIfPresent(entry.autocapitalization?.rawValue, forKey: Key("autocapitalization"))
            try c.encodeIfPresent(entry.returnKey?.rawValue, forKey: Key("returnKey"))
            try c.encodeIfPresent(entry.maxLength, forKey: Key("maxLength"))
            try c.encodeIfPresent(entry.accessory?.rawValue, forKey: Key("accessory"))
            try c.encodeIfPresent(entry.clearButton?.rawValue, forKey: Key("clearButton"))
        },
        makeCell: { builder, row, entry, label, _ in builder.textCell(row, entry, label: label) },
        reuseIdentifier: textReuseIdentifier,
        configure: { scene, cell, entry, label, path in
            guard let field = fill(cell, in: scene, text: entry.value, label: label) else { return }
            if !(field is TextView) { scene.chainReturn(of: field, at: path) }
            scene.attachAccessory(entry.accessory, to: field)
        },
        fileValue: { entry, _ in nonEmpty(entry.value) },
        restore: { _, saved, _ in saved },
        filled: .whenShowingText,
        select: { _, cell, _ in cell.field?.becomeFirstResponder() }
    )

    /// A text or text view row's field, set up for its row, showing the form's text or
    /// else the file's.
    @discardableResult
    static func fill(_ cell: FormCell, in scene: FormScene, text: String?, label: String) -> TextField? {
        guard let field = cell.field else { return nil }
        FormRowBuilder.configure(field, for: cell.row, label: label, strings: scene.strings)
        field.setText(scene.state.changed[cell.row.id]?.text ?? text ?? "")
        cell.accessibilityLabel = label.isEmpty ? field.placeholder : label
        return field
    }

    /// A text's value: none when empty.
    static func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }

    /// A text or text view row's cell shows any row of its kind with a label, or any
    /// without one.
    static func textReuseIdentifier(_ row: FormRow, label: String) -> String? {
        "\(row.kind.rawValue)\(label.isEmpty ? "-bare" : "")"
    }
}
