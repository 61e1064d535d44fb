import SimCore
import Wire

/// `["type": "tap", "x": 1]` as a JSON object in tests.
extension JSONValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, last in last })
    }
}
