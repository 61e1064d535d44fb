import Foundation

/// The rows of docs/form.schema.json (`$defs.row`), made from the kinds: each kind's own
/// keys between the keys every row takes. A test holds the file to this.
extension RowKinds {
    /// The keys every row takes before its kind's own, and after them.
    static let commonSchema = """
        {"properties": {
          "label": {"type": "string"},
          "required": {"type": "boolean"},
          "disabled": {"type": "boolean"},
          "idioms": {"type": "array", "items": {"enum": ["phone", "pad"]}, "minItems": 1, "maxItems": 2, "uniqueItems": true},
          "tint": {"enum": ["blue", "red", "green", "orange", "yellow", "mint", "teal", "cyan", "indigo", "purple", "pink", "brown", "gray", "primary", "secondary"], "description": "A button row's title and a switch's track when on, in iOS's system colour of that name (SwiftUI's .tint)."}
        }}
        """
    static let trailingSchema = """
        {"properties": {
          "customClass": {"type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]{0,63}$", "description": "The class name the inspector shows for the row's value view (Interface Builder's Custom Class)."},
          "visibleWhen": {"$ref": "#/$defs/condition"}
        }}
        """

    /// `$defs.row`: one of the kinds' rows.
    static func rowSchema() -> [String: Any] {
        ["oneOf": all.map(schema(of:))]
    }

    /// A kind's row: its kind key naming the row's id, the common keys and its own.
    static func schema(of kind: RowKind) -> [String: Any] {
        let name = kind.kind.rawValue
        let own = object(kind.schema)
        var properties: [String: Any] = [name: ["$ref": "#/$defs/id"]]
        for part in [object(commonSchema), own, object(trailingSchema)] {
            properties.merge(part["properties"] as? [String: Any] ?? [:]) { first, _ in first }
        }
        var schema: [String: Any] = [
            "title": "\(name) row", "type": "object", "properties": properties,
            "required": [name] + (own["required"] as? [String] ?? []), "additionalProperties": false,
        ]
        if let not = own["not"] { schema["not"] = not }
        return schema
    }

    static func object(_ json: String) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
    }
}
