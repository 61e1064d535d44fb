import Foundation
import SimCore
import Wire

extension JSONValue {
    public init(data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    public subscript(key: String) -> JSONValue? {
        if case .object(let o) = self { return o[key] }
        return nil
    }

    // Shorter names for the tests' many reads (Wire's `numberValue`, `boolValue`, `arrayValue`).
    public var number: Double? { numberValue }
    public var boolean: Bool? { boolValue }
    public var array: [JSONValue]? { arrayValue }

    public var object: [String: JSONValue]? {
        if case .object(let o) = self { return o }
        return nil
    }

    /// `{"error": {"code": ...}}`'s code.
    public var errorCode: String? { self["error"]?["code"]?.stringValue }
}

extension JSONValue {
    /// The semantic tree's node with this id, searched depth first below this one (a
    /// `GET …/tree` answer searches from its `root`).
    public func node(id: String) -> JSONValue? {
        if self["id"]?.stringValue == id { return self }
        if let root = self["root"] { return root.node(id: id) }
        return self["children"]?.array?.lazy.compactMap { $0.node(id: id) }.first
    }
}
