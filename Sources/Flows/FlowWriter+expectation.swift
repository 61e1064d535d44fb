extension FlowWriter {
    /// `{id, value, states, …}`, then `firstResponder`, `pasteboard` and `absent`.
    static func expectation(_ expectation: FlowExpectation) -> FlowYAMLValue {
        var pairs = fields(of: expectation.node)
        let optional = { (text: String?) -> FlowYAMLValue in text.map(FlowYAMLValue.text) ?? .null }
        if let firstResponder = expectation.firstResponder { pairs.append(("firstResponder", optional(firstResponder))) }
        if let pasteboard = expectation.pasteboard { pairs.append(("pasteboard", optional(pasteboard))) }
        if let absent = expectation.absent { pairs.append(("absent", .map(fields(of: absent)))) }
        return .map(pairs)
    }

    /// A node spec's keys in the order `FlowExpectationReader` lists them.
    static func fields(of spec: FlowExpectation.NodeSpec) -> [(key: String, value: FlowYAMLValue)] {
        var pairs: [(key: String, value: FlowYAMLValue)] = []
        if let id = spec.id { pairs.append(("id", .text(id))) }
        if let role = spec.role { pairs.append(("role", .text(role.rawValue))) }
        if let value = spec.value { pairs.append(("value", text(value))) }
        if let label = spec.label { pairs.append(("label", text(label))) }
        if let text = spec.text { pairs.append(("text", self.text(text))) }
        if !spec.states.isEmpty { pairs.append(("states", .list(spec.states.map { .text($0.rawValue) }))) }
        if !spec.contains.isEmpty { pairs.append(("contains", .list(spec.contains.map(FlowYAMLValue.text)))) }
        if let visible = spec.visible { pairs.append(("visible", .bool(visible))) }
        if let fraction = spec.visibleFraction { pairs.append(("visible", .number(fraction))) }
        if let enabled = spec.enabled { pairs.append(("enabled", .bool(enabled))) }
        if let presentation = spec.presentation { pairs.append(("presentation", .text(presentation))) }
        for relation in spec.relations { pairs.append((relation.kind.rawValue, .map(fields(of: relation.anchor)))) }
        if let index = spec.index { pairs.append(("index", .number(Double(index)))) }
        if let count = spec.count { pairs.append(("count", .number(Double(count)))) }
        if let color = spec.color { pairs.append(("color", .text(color.description))) }
        if let fill = spec.fill { pairs.append(("fill", .text(fill.description))) }
        return pairs
    }

    /// `Book`, `/pattern/` or `{contains: Book}`.
    static func text(_ text: FlowText) -> FlowYAMLValue {
        switch text {
        case .exact(let exact): .text(exact)
        case .pattern(let pattern): .text("/\(pattern)/")
        case .contains(let part): .map([("contains", .text(part))])
        }
    }
}
