import Foundation
import SimCore
import Wire

/// How JSON goes in and out of the server: sorted keys, slashes unescaped. Dynamic values
/// (render ops, trees) are written by `JSONValue.jsonData` and the ops writer in the same bytes, faster.
enum JSONCoding {
    private static let whitespace: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Parses a request body. Bytes that are not UTF-8 are `invalid_utf8`, nesting past
    /// `JSONNesting.maxDepth` is `too_deep`, anything else that is not one JSON value is
    /// `malformed_json`.
    static func decode(_ data: Data) throws(APIError) -> JSONValue {
        try JSONBodyCheck.check(data)
        // A flat object (an input's one event) is read from its bytes; any other body,
        // and any body that reading refuses, goes to `JSONDecoder` (`FlatObjectBody`).
        if let members = FlatObjectBody.members(data) { return .object(members) }
        do {
            // A body that is an object (every request's) is read as one at once: reading a
            // value tries a string and a number first, and each miss throws an error whose
            // message is written out (a third of reading a small request). Its `events`
            // likewise (`ObjectBody`).
            if data.first(where: { !Self.whitespace.contains($0) }) == UInt8(ascii: "{") {
                return .object(try JSONDecoder().decode(ObjectBody.self, from: data).members)
            }
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw APIError(400, "malformed_json", "the body is not valid JSON")
        }
    }
}
