/// Turns the checked-out nodes of a form file into a `FormDocument`, key by key: every
/// unknown key, wrong type, duplicate id and out-of-range option is refused with its path.
struct FormReader {
    let file: String

    static let formKeys: Set<String> = [
        "id", "title", "name", "style", "cancel", "done", "table", "variants", "defaultVariant", "variantDetails", "hint", "submitted",
        "localizations", "sections", "labelWidth", "largeTitle", "look", "navigationBar",
        "state", "computed", "methods", "onAppear", "onChange", "alerts", "sheets", "pushes", "doneAction", "cancelAction",
    ]

    /// The file's name without folders and extension: a form's default id.
    var defaultID: String {
        let name = file.split(separator: "/").last.map(String.init) ?? file
        let stem = name.split(separator: ".").first.map(String.init) ?? name
        return stem.lowercased()
    }

    func document(_ root: FormNode) throws(FormError) -> FormDocument {
        let pairs = try root.mapping()
        var fields: [String: FormNode] = [:]
        for (key, value) in pairs {
            guard Self.formKeys.contains(key) else {
                throw value.error("unknown key \"\(key)\"; a form has \(Self.formKeys.sorted().joined(separator: ", "))")
            }
            fields[key] = value
        }
        let id = try fields["id"]?.string() ?? defaultID
        guard FormParser.isValidID(id) else {
            let at = fields["id"] ?? root
            throw at.error("\"\(id)\" is not a form id: expected 1 to 64 of a-z, 0-9 and -")
        }
        var document = FormDocument(id: id, title: try fields["title"]?.string() ?? id)
        if let style = fields["style"] {
            let name = try style.string()
            guard let value = FormDocument.Style(rawValue: name) else {
                throw style.error("expected one of \(FormDocument.Style.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            document.style = value
        }
        if let table = fields["table"] {
            document.tableID = try table.string()
            guard FormParser.isValidID(document.tableID) else {
                throw table.error("\"\(document.tableID)\" is not an element id: expected 1 to 64 of a-z, 0-9 and -")
            }
        }
        document.cancel = try fields["cancel"]?.string()
        document.done = try fields["done"]?.string()
        document.submitted = try fields["submitted"]?.string()
        document.name = try fields["name"]?.string()
        document.labelWidth = try fields["labelWidth"].map(labelWidth)
        document.largeTitle = try fields["largeTitle"]?.bool() ?? false
        document.look = try fields["look"].map { n throws(FormError) in try named(n, as: FormDocument.Look.self) } ?? .uikit
        document.navigationBar = try fields["navigationBar"]?.bool() ?? true
        if let node = fields["hint"] {
            let hint = try node.string()
            guard (1...FormParser.maxHintLength).contains(hint.count) else {
                throw node.error("a hint is a few short sentences: 1 to \(FormParser.maxHintLength) characters")
            }
            document.hint = hint
        }
        document.program = try program(fields)
        if let localizations = fields["localizations"] { document.localizations = try self.localizations(localizations) }
        guard let sections = fields["sections"] else { throw root.error("a form needs \"sections\": a list of sections with rows") }
        var ids = Set<String>()
        var rowNodes: [String: FormNode] = [:]
        var rowCount = 0
        for section in try sections.sequence() {
            let read = try self.section(section, ids: &ids, rowNodes: &rowNodes)
            rowCount += read.rows.count + (read.radio?.options.count ?? 0)
            guard rowCount <= FormParser.maxRows else {
                throw section.error("the form has more than \(FormParser.maxRows) rows")
            }
            document.sections.append(read)
        }
        guard rowCount > 0 else { throw sections.error("expected at least one section with at least one row") }
        if document.style == .stacked { try checkStacked(document, sections: sections) }
        try checkConditions(document, rowNodes: rowNodes)
        try checkProgram(document, root: root, rowNodes: rowNodes)
        if let variants = fields["variants"] { try readVariants(variants, rowNodes: rowNodes, into: &document) }
        if let node = fields["defaultVariant"] {
            let name = try node.string()
            guard let index = document.variants.firstIndex(of: name) else {
                throw node.error("\"\(name)\" is not one of the variants (\(document.variants.joined(separator: ", ")))")
            }
            document.variants.insert(document.variants.remove(at: index), at: 0)
        }
        if let node = fields["variantDetails"] { document.variantDetails = try variantDetails(node, variants: document.variants) }
        return document
    }

    /// A stacked form is fields and buttons: no bar, so no bar buttons and nothing to push.
    func checkStacked(_ document: FormDocument, sections: FormNode) throws(FormError) {
        for (s, section) in document.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where row.kind != .text && row.kind != .button {
                throw FormError(
                    file: file, path: "sections[\(s)].rows[\(r)]",
                    message: "a stacked form takes text and button rows; this is a \(row.kind.rawValue) row")
            }
            if section.radio != nil {
                throw FormError(file: file, path: "sections[\(s)].radio", message: "a stacked form takes text and button rows, not a radio group")
            }
        }
        if document.cancel != nil || document.done != nil {
            throw sections.error("a stacked form has no navigation bar, so no cancel or done: use a button row with role submit")
        }
    }

    func localizations(_ node: FormNode) throws(FormError) -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        for (locale, table) in try node.mapping() {
            var strings: [String: String] = [:]
            for (key, value) in try table.mapping() { strings[key] = try value.string() }
            out[locale] = strings
        }
        return out
    }

    /// A text rows' title column in points (B5.8).
    func labelWidth(_ node: FormNode) throws(FormError) -> Double {
        let width = try node.number()
        guard (40...400).contains(width) else { throw node.error("expected a width in points from 40 to 400") }
        return width
    }

    func section(_ node: FormNode, ids: inout Set<String>, rowNodes: inout [String: FormNode]) throws(FormError) -> FormSection {
        var section = FormSection()
        var rows: FormNode?
        var orderNode: FormNode?
        for (key, value) in try node.mapping() {
            switch key {
            case "id":
                let id = try value.string()
                guard FormParser.isValidID(id) else { throw value.error("\"\(id)\" is not a section id: expected 1 to 64 of a-z, 0-9 and -") }
                guard ids.insert(id).inserted else { throw value.error("the id \"\(id)\" is used twice; ids must be unique in a form") }
                section.id = id
            case "header": section.header = try value.string()
            case "footer": section.footer = try value.string()
            case "rows": rows = value
            case "radio": section.radio = try radio(value, ids: &ids)
            case "order": orderNode = value
            case "labelWidth": section.labelWidth = try labelWidth(value)
            default: throw value.error("unknown key \"\(key)\"; a section has id, header, footer, rows, radio, order, labelWidth")
            }
        }
        guard let rows else {
            guard section.radio != nil else { throw node.error("a section needs \"rows\"") }
            return section
        }
        for rowNode in try rows.sequence() {
            let row = try self.row(rowNode)
            guard ids.insert(row.id).inserted else {
                throw rowNode.error("the row id \"\(row.id)\" is used twice; ids must be unique in a form")
            }
            section.rows.append(row)
            rowNodes[row.id] = rowNode
        }
        if let orderNode { section.localeOrder = try localeOrder(orderNode, rows: section.rows) }
        return section
    }

    /// `order: {LOCALE: [row id, ...]}`: each list names rows of this section, once each.
    func localeOrder(_ node: FormNode, rows: [FormRow]) throws(FormError) -> [String: [String]] {
        var out: [String: [String]] = [:]
        let known = Set(rows.map(\.id))
        for (locale, list) in try node.mapping() {
            guard !locale.isEmpty, locale.count <= 16, locale.allSatisfy({ $0.isLetter || $0 == "_" || $0 == "-" }) else {
                throw list.error("\"\(locale)\" is not a locale: expected an identifier like ja_JP or ja")
            }
            let ids = try list.strings(count: 1...max(1, rows.count))
            for id in ids where !known.contains(id) {
                throw list.error("\"\(id)\" is not a row of this section (rows: \(rows.map(\.id).joined(separator: ", ")))")
            }
            guard Set(ids).count == ids.count else { throw list.error("a row is listed twice in the order for \(locale)") }
            out[locale] = ids
        }
        return out
    }

    /// `radio: {id, options, value}`: a section of checkmark rows, one chosen.
    func radio(_ node: FormNode, ids: inout Set<String>) throws(FormError) -> FormRadio {
        var fields: [String: FormNode] = [:]
        for (key, value) in try node.mapping() {
            guard ["id", "options", "value"].contains(key) else {
                throw value.error("unknown key \"\(key)\"; a radio group has id, options, value")
            }
            fields[key] = value
        }
        guard let idNode = fields["id"], let optionsNode = fields["options"] else {
            throw node.error("a radio group needs id and options")
        }
        let id = try idNode.string()
        guard FormParser.isValidID(id) else { throw idNode.error("\"\(id)\" is not a row id: expected 1 to 64 of a-z, 0-9 and -") }
        guard ids.insert(id).inserted else { throw idNode.error("the row id \"\(id)\" is used twice; ids must be unique in a form") }
        let options = try optionsNode.strings(count: 1...1000)
        let value = try fields["value"]?.string()
        if let value, !options.contains(value), let at = fields["value"] { throw at.error("\"\(value)\" is not one of the options") }
        return FormRadio(id: id, options: options, value: value)
    }
}
