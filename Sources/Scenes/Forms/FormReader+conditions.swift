/// `visibleWhen:` on a row (docs/FORMS.md): read where the row is, checked against the
/// whole form once every row is known.
extension FormReader {
    /// How deep `not`, `all` and `any` may nest.
    static let maxConditionDepth = 16

    func condition(_ node: FormNode, depth: Int = 0) throws(FormError) -> FormCondition {
        guard depth < Self.maxConditionDepth else {
            throw node.error("conditions nest at most \(Self.maxConditionDepth) deep")
        }
        let pairs = try node.mapping()
        let keys = Set(pairs.map(\.key))
        let expected = "a condition is {row: ID}, {row: ID, equals: VALUE}, {not: …}, {all: […]}, {any: […]} or {when: EXPRESSION}"
        if keys == ["row"] || keys == ["row", "equals"] {
            var id = ""
            var equals: String?
            for (key, value) in pairs {
                if key == "row" { id = try value.string() } else { equals = try scalarText(value) }
            }
            return .row(id, equals: equals)
        }
        guard pairs.count == 1, let (key, value) = pairs.first else { throw node.error(expected) }
        switch key {
        case "when": return .when(try expression(value))
        case "not": return .not(try condition(value, depth: depth + 1))
        case "all", "any":
            var conditions: [FormCondition] = []
            for item in try value.sequence() { conditions.append(try condition(item, depth: depth + 1)) }
            guard !conditions.isEmpty else { throw value.error("expected at least one condition") }
            return key == "all" ? .all(conditions) : .any(conditions)
        default: throw node.error(expected)
        }
    }

    /// A switch's `true`/`false` or an option's text, as written.
    private func scalarText(_ node: FormNode) throws(FormError) -> String {
        if case .scalar = node.node, node.node.tag == .init(.bool), let value = node.node.bool { return value ? "true" : "false" }
        return try node.string()
    }

    /// Every row a condition names exists, can be tested, and `equals` is a value it can take.
    func checkConditions(_ document: FormDocument, rowNodes: [String: FormNode]) throws(FormError) {
        var values: [String: [String]] = [:]
        for section in document.sections {
            if let radio = section.radio { values[radio.id] = radio.options }
            for row in section.rows {
                if let taken = row.definition.conditionValues(row.control) { values[row.id] = taken }
            }
        }
        for row in document.rows {
            guard let condition = row.visibleWhen else { continue }
            let at = rowNodes[row.id] ?? FormNode(node: .scalar(.init("")), path: "", file: file)
            try check(condition, of: row.id, values: values, at: at.child(at.node, "visibleWhen"))
        }
    }

    private func check(_ condition: FormCondition, of rowID: String, values: [String: [String]], at node: FormNode) throws(FormError) {
        switch condition {
        case .row(let id, let equals):
            guard id != rowID else { throw node.error("a row's visibleWhen cannot name the row itself") }
            guard let taken = values[id] else {
                throw node.error("\"\(id)\" is not a switch, picker, menu, choice, segmented row or radio group of this form")
            }
            if let equals, !taken.contains(equals) {
                throw node.error("\"\(id)\" never has the value \"\(equals)\" (it takes \(taken.prefix(5).joined(separator: ", ")))")
            }
            if equals == nil, taken != ["true", "false"] {
                throw node.error("\"\(id)\" is not a switch: say which option with equals")
            }
        case .when: break
        case .not(let inner): try check(inner, of: rowID, values: values, at: node)
        case .all(let conditions), .any(let conditions):
            for inner in conditions { try check(inner, of: rowID, values: values, at: node) }
        }
    }
}
