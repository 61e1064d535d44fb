/// A form as normalized data, in the file format's own shape (`GET /api/forms/{id}`):
/// every default written out, keys a row does not use left out.
extension FormDocument: Encodable {
    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(id, forKey: Key("id"))
        try c.encode(title, forKey: Key("title"))
        try c.encodeIfPresent(name, forKey: Key("name"))
        try c.encode(style.rawValue, forKey: Key("style"))
        try c.encodeIfPresent(cancel, forKey: Key("cancel"))
        try c.encodeIfPresent(done, forKey: Key("done"))
        if tableID != "form" { try c.encode(tableID, forKey: Key("table")) }
        try c.encodeIfPresent(submitted, forKey: Key("submitted"))
        try c.encodeIfPresent(labelWidth, forKey: Key("labelWidth"))
        if largeTitle { try c.encode(true, forKey: Key("largeTitle")) }
        if look != .uikit { try c.encode(look.rawValue, forKey: Key("look")) }
        if !navigationBar { try c.encode(false, forKey: Key("navigationBar")) }
        try c.encodeIfPresent(hint, forKey: Key("hint"))
        if !variants.isEmpty {
            // JSON keeps no key order, so the default is named.
            try c.encode(variants[0], forKey: Key("defaultVariant"))
            var byName = c.nestedContainer(keyedBy: Key.self, forKey: Key("variants"))
            for name in variants {
                var rows = byName.nestedContainer(keyedBy: Key.self, forKey: Key(name))
                for (id, row) in (variantRows[name] ?? [:]).sorted(by: { $0.key < $1.key }) {
                    try rows.encode(VariantRow(row: row), forKey: Key(id))
                }
            }
        }
        if !variantDetails.isEmpty {
            var details = c.nestedContainer(keyedBy: Key.self, forKey: Key("variantDetails"))
            for (variant, detail) in variantDetails.sorted(by: { $0.key < $1.key }) {
                var entry = details.nestedContainer(keyedBy: Key.self, forKey: Key(variant))
                try entry.encode(detail.name, forKey: Key("name"))
                try entry.encodeIfPresent(detail.description, forKey: Key("description"))
            }
        }
        if !localizations.isEmpty { try c.encode(localizations, forKey: Key("localizations")) }
        try c.encode(sections, forKey: Key("sections"))
        try program.encode(into: &c)
    }
}

extension FormSection: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FormDocument.Key.self)
        try c.encodeIfPresent(id, forKey: .init("id"))
        try c.encodeIfPresent(header, forKey: .init("header"))
        try c.encodeIfPresent(footer, forKey: .init("footer"))
        try c.encodeIfPresent(labelWidth, forKey: .init("labelWidth"))
        try c.encode(rows, forKey: .init("rows"))
        try c.encodeIfPresent(radio, forKey: .init("radio"))
        if !localeOrder.isEmpty { try c.encode(localeOrder, forKey: .init("order")) }
    }
}

/// A row as a variant writes it: every key but its kind.
private struct VariantRow: Encodable {
    let row: FormRow

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FormDocument.Key.self)
        try row.encodeKeys(into: &c)
    }
}

extension FormRow: Encodable {
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: FormDocument.Key.self)
        try c.encode(id, forKey: .init(kind.rawValue))
        try encodeKeys(into: &c)
    }

    func encodeKeys(into c: inout KeyedEncodingContainer<FormDocument.Key>) throws {
        typealias Key = FormDocument.Key
        try c.encodeIfPresent(customClass, forKey: Key("customClass"))
        if valueView != .label { try c.encode(valueView.rawValue, forKey: Key("valueView")) }
        try c.encodeIfPresent(label, forKey: Key("label"))
        if required { try c.encode(true, forKey: Key("required")) }
        if disabled { try c.encode(true, forKey: Key("disabled")) }
        try c.encodeIfPresent(tint?.rawValue, forKey: Key("tint"))
        try definition.encode(control, &c)
        try c.encodeIfPresent(visibleWhen, forKey: Key("visibleWhen"))
        try program.encode(into: &c)
    }
}
