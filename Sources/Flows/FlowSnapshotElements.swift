import SimCore
import Wire

/// What a snapshot keeps of a step: only what a person sees of each element — role,
/// label, value, states and frame rounded to whole points — by element id. A file holds
/// the first step whole and each later one as what changed from the step before, so a
/// flow's baseline is a few kilobytes.
struct FlowSnapshotElements: Equatable {
    /// Element id → its properties as the file writes them.
    var elements: [String: [String: JSONValue]]

    /// The properties compared, in the order a change names them.
    static let properties = ["role", "label", "value", "states", "frame"]

    init(elements: [String: [String: JSONValue]]) { self.elements = elements }

    init(_ tree: SemanticTree) {
        var elements: [String: [String: JSONValue]] = [:]
        for node in tree.allNodes where !node.id.isEmpty {
            var props: [String: JSONValue] = ["role": .string(node.role.rawValue)]
            if let label = node.label { props["label"] = .string(label) }
            if let value = node.value { props["value"] = .string(value) }
            if !node.states.isEmpty { props["states"] = .array(node.states.map { .string($0.rawValue) }) }
            let frame = node.frame
            props["frame"] = .array([frame.minX, frame.minY, frame.width, frame.height].map { .number($0.rounded()) })
            elements[node.id] = props
        }
        self.elements = elements
    }

    /// Every step of a run as the file keeps it: the first whole, then each as
    /// `changed` and `removed` from the one before (`{}` when nothing changed).
    static func file(_ steps: [FlowSnapshotElements]) -> JSONValue {
        var out: [JSONValue] = []
        var previous: FlowSnapshotElements?
        for step in steps {
            guard let before = previous else {
                out.append(.object(["elements": .object(step.elements.mapValues { .object($0) })]))
                previous = step
                continue
            }
            var entry: [String: JSONValue] = [:]
            let changed = step.elements.filter { before.elements[$0.key] != $0.value }
            if !changed.isEmpty { entry["changed"] = .object(changed.mapValues { .object($0) }) }
            let removed = before.elements.keys.filter { step.elements[$0] == nil }.sorted()
            if !removed.isEmpty { entry["removed"] = .array(removed.map(JSONValue.string)) }
            out.append(.object(entry))
            previous = step
        }
        return .object(["format": .number(2), "steps": .array(out)])
    }

    /// The steps a file holds, each whole again; nil when it is not a snapshot file of
    /// this format.
    static func steps(in file: JSONValue) -> [FlowSnapshotElements]? {
        guard case .object(let root) = file, root["format"] == .number(2), case .array(let entries)? = root["steps"] else { return nil }
        var steps: [FlowSnapshotElements] = []
        for entry in entries {
            guard case .object(let fields) = entry else { return nil }
            var elements = steps.last?.elements ?? [:]
            if case .object(let whole)? = fields["elements"] { elements = [:]; merge(whole, into: &elements) }
            if case .object(let changed)? = fields["changed"] { merge(changed, into: &elements) }
            if case .array(let removed)? = fields["removed"] {
                for case .string(let id) in removed { elements[id] = nil }
            }
            steps.append(FlowSnapshotElements(elements: elements))
        }
        return steps
    }

    private static func merge(_ object: [String: JSONValue], into elements: inout [String: [String: JSONValue]]) {
        for (id, value) in object {
            if case .object(let props) = value { elements[id] = props }
        }
    }

    /// What changed from `old` to this step, one change per element and property.
    func changes(from old: FlowSnapshotElements) -> [FlowSnapshotChange] {
        var out: [FlowSnapshotChange] = []
        for id in Set(old.elements.keys).union(elements.keys).sorted() {
            let before = old.elements[id], after = elements[id]
            guard before != after else { continue }
            guard let before else { out.append(FlowSnapshotChange(id: id, property: nil, old: nil, new: Self.text(after))); continue }
            guard let after else { out.append(FlowSnapshotChange(id: id, property: nil, old: Self.text(before), new: nil)); continue }
            for property in Self.properties where before[property] != after[property] {
                out.append(FlowSnapshotChange(
                    id: id, property: property, old: Self.text(before[property], property), new: Self.text(after[property], property)))
            }
        }
        return out
    }

    /// An element in a few words: its role and label.
    static func text(_ props: [String: JSONValue]?) -> String {
        guard let props else { return "" }
        let role = text(props["role"], "role")
        return props["label"].map { "\(role) \(text($0, "label"))" } ?? role
    }

    /// A property's value as a person reads it: text quoted as it shows, states as a
    /// list, a frame as x,y w×h.
    static func text(_ value: JSONValue?, _ property: String) -> String {
        switch value {
        case nil, .null?: return "none"
        case .string(let text)?: return property == "role" ? text : "\"\(text)\""
        case .array(let items)? where property == "frame":
            let numbers = items.compactMap { item -> Int? in if case .number(let n) = item { Int(n) } else { nil } }
            guard numbers.count == 4 else { return "?" }
            return "\(numbers[0]),\(numbers[1]) \(numbers[2])×\(numbers[3])"
        case .array(let items)?:
            let words = items.compactMap { item -> String? in if case .string(let s) = item { s } else { nil } }
            return "[" + words.joined(separator: ", ") + "]"
        case .number(let n)?: return String(n)
        case .bool(let b)?: return String(b)
        case .object?: return "{…}"
        }
    }
}

/// One difference from a snapshot: an element's property from one value to another, or
/// an element that appeared (`old` nil) or is gone (`new` nil).
struct FlowSnapshotChange: Hashable {
    var id: String
    var property: String?
    var old: String?
    var new: String?

    /// `guest-name-field label: "Name" → "Full name"`.
    var text: String {
        if let property, let old, let new { return "\(id) \(property): \(old) → \(new)" }
        if let new { return "\(id) appeared (\(new))" }
        return "\(id) is gone (\(old ?? ""))"
    }
}
