import Foundation
import Wire

/// A request body that is one flat JSON object, read straight from its bytes: the body of
/// almost every input (`{"type":"pick","target":…,"date":…}`). `JSONDecoder` reads each
/// member through `Codable`'s containers, far dearer than one pass over the bytes
/// (docs/PERFORMANCE.md, "Where a delivered update's CPU goes").
///
/// It reads only what it can read exactly as `JSONDecoder` would: keys and strings without
/// escapes or control characters, numbers in JSON's own grammar without an exponent and
/// of at most 40 characters (never out of a `Double`'s range, never rounded to zero),
/// `true`, `false` and `null`, each key once. Anything else (a nested value, an escape, a
/// repeated key, a malformed body) gives nil and the body goes to `JSONDecoder`, so what
/// is read, and what is refused and how, stays Foundation's.
enum FlatObjectBody {
    /// The object's members, or nil when the body is anything but such an object.
    static func members(_ data: Data) -> [String: JSONValue]? {
        data.withUnsafeBytes { raw in
            var reader = Reader(bytes: raw.bindMemory(to: UInt8.self))
            return reader.object()
        }
    }

    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
        }

        mutating func object() -> [String: JSONValue]? {
            skipSpace()
            guard take(UInt8(ascii: "{")) else { return nil }
            var members: [String: JSONValue] = [:]
            skipSpace()
            if !take(UInt8(ascii: "}")) {
                repeat {
                    skipSpace()
                    guard let key = string() else { return nil }
                    skipSpace()
                    guard take(UInt8(ascii: ":")) else { return nil }
                    skipSpace()
                    guard let value = value(), members.updateValue(value, forKey: key) == nil else { return nil }
                    skipSpace()
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipSpace()
            return at == bytes.count ? members : nil
        }

        private mutating func value() -> JSONValue? {
            guard at < bytes.count else { return nil }
            switch bytes[at] {
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true") ? .bool(true) : nil
            case UInt8(ascii: "f"): return literal("false") ? .bool(false) : nil
            case UInt8(ascii: "n"): return literal("null") ? .null : nil
            default: return number().map(JSONValue.number)
            }
        }

        /// A string with no escape and no control character (JSON allows none raw). The
        /// body was checked to be UTF-8, and `"` never occurs inside a longer character.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = at
            while at < bytes.count {
                let byte = bytes[at]
                if byte == UInt8(ascii: "\"") {
                    defer { at += 1 }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
                }
                guard byte != UInt8(ascii: "\\"), byte >= 0x20 else { return nil }
                at += 1
            }
            return nil
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)?`, at most 40 characters; an exponent is left
        /// to `JSONDecoder` (it could take the value out of range).
        private mutating func number() -> Double? {
            let start = at
            _ = take(UInt8(ascii: "-"))
            if take(UInt8(ascii: "0")) {
                guard !isDigit else { return nil }
            } else {
                guard digits() else { return nil }
            }
            if take(UInt8(ascii: ".")) {
                guard digits() else { return nil }
            }
            guard at - start <= 40 else { return nil }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
            return Double(text)
        }

        /// One digit or more; false if there is none.
        private mutating func digits() -> Bool {
            let start = at
            while isDigit { at += 1 }
            return at > start
        }

        private var isDigit: Bool { at < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at]) }

        private mutating func literal(_ word: StaticString) -> Bool {
            let count = word.utf8CodeUnitCount
            guard bytes.count - at >= count else { return false }
            for offset in 0..<count where bytes[at + offset] != word.utf8Start[offset] { return false }
            at += count
            return true
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        private mutating func skipSpace() {
            while at < bytes.count, bytes[at] == 0x20 || bytes[at] == 0x09 || bytes[at] == 0x0A || bytes[at] == 0x0D { at += 1 }
        }
    }
}
