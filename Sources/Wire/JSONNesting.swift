import Foundation

/// A cheap pass over a JSON body before any JSON parser sees it: arrays and objects may
/// nest at most `maxDepth` deep. Brackets inside strings do not count. The parser that
/// follows therefore never recurses deeper than this.
public enum JSONNesting {
    public static let maxDepth = 64

    /// The nesting depth reached once it passes `maxDepth`, or nil if it never does.
    public static func depthOverLimit(_ data: Data) -> Int? {
        // Over the bytes in place: Data's iterator costs a call per byte.
        data.withUnsafeBytes { depthOverLimit($0) }
    }

    static func depthOverLimit(_ bytes: UnsafeRawBufferPointer) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
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
