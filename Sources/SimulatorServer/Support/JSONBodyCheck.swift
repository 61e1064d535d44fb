import Foundation

/// A cheap pass over a request body before any JSON parser sees it: the bytes must be
/// UTF-8 and arrays/objects may nest at most `maxDepth` deep. Brackets inside strings do
/// not count. The parser that follows therefore never recurses deeper than this.
enum JSONBodyCheck {
    static let maxDepth = 64

    static func check(_ data: Data) throws(APIError) {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw APIError(400, "invalid_utf8", "the body is not valid UTF-8")
        }
        if let depth = depthOverLimit(data) {
            throw APIError(400, "too_deep", "the JSON nests deeper than \(maxDepth) levels (at least \(depth))")
        }
    }

    /// The nesting depth reached once it passes `maxDepth`, or nil if it never does.
    static func depthOverLimit(_ data: Data) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maxDepth { return depth }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return nil
    }
}
