import Foundation

/// A property list's shape, checked before Foundation's decoder sees it.
///
/// The decoder walks a binary plist's object references recursively and trusts them: an
/// array that holds itself makes it recurse until the thread's stack is gone, and objects
/// shared many times over expand into a tree far larger than the file. A binary plist's
/// object table is walked here without recursion: every reference must point at an
/// object, none may lead back to an object that contains it, and the tree the decoder
/// would build must stay within `maxDepth` levels and `maxValues` values. An XML plist's
/// nesting is counted from its tags for the same depth. The limits are docs/FORMS.md's:
/// a Settings pane is a dictionary of an array of dictionaries.
enum PropertyListShape {
    static let maxDepth = 64
    static let maxValues = 100_000

    /// Why `data` is refused before it is decoded, or nil when its shape is within bounds.
    static func problem(in data: Data) -> String? {
        let bytes = [UInt8](data)
        guard bytes.starts(with: Array("bplist00".utf8)) else { return xmlNestingProblem(bytes) }
        guard let table = BinaryTable(bytes) else { return "a binary property list whose trailer or object table is broken" }
        return table.problem()
    }

    /// The deepest nesting of `<array>` and `<dict>` start tags (`<array/>` is empty).
    static func xmlNestingProblem(_ bytes: [UInt8]) -> String? {
        let array = Array("array".utf8), dict = Array("dict".utf8)
        var depth = 0
        var i = 0
        while i < bytes.count {
            defer { i += 1 }
            guard bytes[i] == UInt8(ascii: "<"), i + 1 < bytes.count else { continue }
            let closing = bytes[i + 1] == UInt8(ascii: "/")
            let nameStart = closing ? i + 2 : i + 1
            guard let name = [array, dict].first(where: { bytes[nameStart...].starts(with: $0) }) else { continue }
            let after = nameStart + name.count
            guard after < bytes.count, [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/"), 9, 10, 13].contains(bytes[after]) else { continue }
            if closing {
                depth = max(0, depth - 1)
                continue
            }
            guard let end = bytes[after...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            if bytes[end - 1] == UInt8(ascii: "/") { continue }
            depth += 1
            if depth > maxDepth { return "the property list nests deeper than \(maxDepth) levels" }
        }
        return nil
    }

    /// A binary plist's trailer and object table (CFBinaryPList's format: "bplist00",
    /// the objects, a table of their offsets, a 32-byte trailer).
    struct BinaryTable {
        let bytes: [UInt8]
        let offsetSize: Int
        let referenceSize: Int
        let count: Int
        let top: Int
        let tableStart: Int

        init?(_ bytes: [UInt8]) {
            guard bytes.count >= 8 + 32 else { return nil }
            self.bytes = bytes
            let trailer = bytes.count - 32
            offsetSize = Int(bytes[trailer + 6])
            referenceSize = Int(bytes[trailer + 7])
            guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
                let count = Self.integer(bytes, at: trailer + 8, size: 8), count >= 1, count <= bytes.count,
                let top = Self.integer(bytes, at: trailer + 16, size: 8), top < count,
                let tableStart = Self.integer(bytes, at: trailer + 24, size: 8), tableStart >= 8,
                tableStart <= trailer, count * offsetSize <= trailer - tableStart
            else { return nil }
            self.count = count
            self.top = top
            self.tableStart = tableStart
        }

        /// A big-endian unsigned integer of `size` bytes, when it lies in the data and fits an Int.
        static func integer(_ bytes: [UInt8], at start: Int, size: Int) -> Int? {
            guard start >= 0, size <= 8, start + size <= bytes.count else { return nil }
            var value: UInt64 = 0
            for byte in bytes[start..<(start + size)] { value = value << 8 | UInt64(byte) }
            return value <= UInt64(Int.max) ? Int(value) : nil
        }

        /// The objects an object refers to (an array's, a set's or a dictionary's keys
        /// and values), or nil when its header or references leave the table.
        func references(of object: Int) -> [Int]? {
            guard let offset = Self.integer(bytes, at: tableStart + object * offsetSize, size: offsetSize),
                offset >= 8, offset < tableStart
            else { return nil }
            let marker = bytes[offset]
            let perEntry: Int
            switch marker >> 4 {
            case 0xA, 0xB, 0xC: perEntry = 1  // array, ordered set, set
            case 0xD: perEntry = 2  // dictionary: its keys, then its values
            default: return []
            }
            var entries = Int(marker & 0x0F)
            var start = offset + 1
            if entries == 0x0F {
                guard start < tableStart, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let length = Self.integer(bytes, at: start + 1, size: size) else { return nil }
                entries = length
                start += 1 + size
            }
            guard entries <= bytes.count, start + entries * perEntry * referenceSize <= tableStart else { return nil }
            var list: [Int] = []
            list.reserveCapacity(entries * perEntry)
            for i in 0..<(entries * perEntry) {
                guard let reference = Self.integer(bytes, at: start + i * referenceSize, size: referenceSize), reference < count else {
                    return nil
                }
                list.append(reference)
            }
            return list
        }

        /// A depth-first walk from the top object with an explicit stack: a reference back
        /// to an object still being walked is a cycle; each object's depth and the number
        /// of values it expands to are kept, so shared objects are walked once.
        func problem() -> String? {
            enum Mark { case unseen, open, done }
            var marks = [Mark](repeating: .unseen, count: count)
            var depth = [Int](repeating: 0, count: count)
            var values = [Int](repeating: 0, count: count)
            var stack: [(object: Int, children: [Int], next: Int)] = []
            guard let first = references(of: top) else { return "object \(top) of the property list is broken" }
            stack.append((top, first, 0))
            marks[top] = .open
            while let frame = stack.last {
                if frame.next < frame.children.count {
                    stack[stack.count - 1].next += 1
                    let child = frame.children[frame.next]
                    switch marks[child] {
                    case .open: return "the property list contains itself (object \(child) refers back to itself)"
                    case .done: continue
                    case .unseen:
                        guard let grandchildren = references(of: child) else { return "object \(child) of the property list is broken" }
                        marks[child] = .open
                        stack.append((child, grandchildren, 0))
                    }
                    continue
                }
                stack.removeLast()
                marks[frame.object] = .done
                depth[frame.object] = 1 + (frame.children.map { depth[$0] }.max() ?? 0)
                values[frame.object] = frame.children.reduce(1) { min(maxValues + 1, $0 + values[$1]) }
                if depth[frame.object] > maxDepth { return "the property list nests deeper than \(maxDepth) levels" }
                if values[frame.object] > maxValues { return "the property list expands to more than \(maxValues) values" }
            }
            return nil
        }
    }
}
