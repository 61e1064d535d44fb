import Foundation
import SimCore

extension JSONValue {
    /// This value as JSON text, as `JSONEncoder` with `.sortedKeys` and
    /// `.withoutEscapingSlashes` writes it (the tests hold the two to the same bytes).
    ///
    /// Deviation from "Foundation's JSON coders here": answers are written by this small
    /// writer, not by `JSONEncoder`. Going through `Codable`'s containers was most of the
    /// server's work for an answer (docs/PERFORMANCE.md); this writes the enum straight
    /// into bytes.
    /// Requests are still read with `JSONDecoder`.
    public var jsonData: Data {
        var writer = JSONTextWriter()
        writer.write(self)
        return writer.bytes.data
    }
}

/// Writes a `JSONValue` as compact JSON: keys sorted, slashes not escaped, numbers in
/// their shortest form (integers without a fraction), non-finite numbers as null.
struct JSONTextWriter: ~Copyable {
    var bytes: ByteBuffer

    init(capacity: Int = 4096) { bytes = ByteBuffer(capacity: capacity) }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): write(number: number)
        case .string(let text): write(string: text)
        case .array(let items):
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                write(item)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members): write(object: members)
        }
    }

    mutating func write(object members: [String: JSONValue]) {
        guard members.count <= 1 else { return write(members: members) }
        // None or one member (a moved node's props, its animation's from): no sort.
        bytes.append(UInt8(ascii: "{"))
        if let member = members.first {
            write(string: member.key)
            bytes.append(UInt8(ascii: ":"))
            write(member.value)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// An object of members given each key once, in any order (a map, a node's property
    /// list): the pairs sorted once, with no lookup of each key afterwards.
    mutating func write<Members: Sequence>(members: Members) where Members.Element == (key: String, value: JSONValue) {
        bytes.append(UInt8(ascii: "{"))
        for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(string: member.key)
            bytes.append(UInt8(ascii: ":"))
            write(member.value)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func append(_ text: StaticString) { bytes.append(text) }

    mutating func write(number: Double) {
        guard number.isFinite else { return append("null") }
        if number.rounded(.towardZero) == number, abs(number) < 1e15 {
            if number == 0 && number.sign == .minus { return append("-0") }
            return write(integer: Int64(number))
        }
        // Eighths (a half point, a quarter): exact in binary and in decimal, so their
        // shortest digits are the integer's and a fixed tail.
        let eighths = number * 8
        if abs(number) < 1e9, eighths.rounded(.towardZero) == eighths {
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            let magnitude = Int64(abs(eighths))
            write(integer: magnitude / 8)
            return append(Self.eighths[Int(magnitude % 8)])
        }
        // Any other number: its shortest digits, as Swift prints it (JSONEncoder's too),
        // less a trailing ".0" (a whole number past 1e15 prints one).
        var text = number.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        text.withUTF8 { bytes.append($0) }
    }

    /// An integer's decimal digits, written straight into the bytes.
    private mutating func write(integer: Int64) {
        if integer < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = integer.magnitude
        // Up to four digits (nearly every coordinate) one by one, from the first.
        if magnitude < 10_000 {
            let zero = UInt8(ascii: "0")
            if magnitude >= 1000 { bytes.append(zero + UInt8(magnitude / 1000)) }
            if magnitude >= 100 { bytes.append(zero + UInt8(magnitude / 100 % 10)) }
            if magnitude >= 10 { bytes.append(zero + UInt8(magnitude / 10 % 10)) }
            return bytes.append(zero + UInt8(magnitude % 10))
        }
        // The digits from the last, into a buffer on the stack, then appended at once.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var start = 20
            while magnitude > 0 {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            }
            bytes.append(UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)
    /// The tails of n/8 for n in 1…7 (index 0 is never used: whole numbers go first).
    private static let eighths: [StaticString] = ["", ".125", ".25", ".375", ".5", ".625", ".75", ".875"]

    mutating func write(string: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: their bytes go in at once, from the string's storage.
        var string = string
        let plain = string.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(utf8)
            return true
        }
        if plain { return bytes.append(UInt8(ascii: "\"")) }
        for byte in string.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Self.hex[Int(byte >> 4)])
                bytes.append(Self.hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
