import Foundation
import Wire

/// A cheap pass over a request body before any JSON parser sees it: the bytes must be
/// UTF-8 and arrays/objects may nest at most `JSONNesting.maxDepth` deep.
enum JSONBodyCheck {
    static func check(_ data: Data) throws(APIError) {
        guard String(validating: data, as: UTF8.self) != nil else {
            throw APIError(400, "invalid_utf8", "the body is not valid UTF-8")
        }
        if let depth = JSONNesting.depthOverLimit(data) {
            throw APIError(400, "too_deep", "the JSON nests deeper than \(JSONNesting.maxDepth) levels (at least \(depth))")
        }
    }
}
