import Foundation
import SimCore

/// The one way JSON goes in and out of the server: sorted keys, slashes unescaped.
enum JSONCoding {
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Parses a request body. Anything that is not one JSON value is `malformed_json`.
    static func decode(_ data: Data) throws(APIError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw APIError(400, "malformed_json", "the body is not valid JSON")
        }
    }
}
