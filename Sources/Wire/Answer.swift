import Foundation
import SimCore

/// The body of an API answer: a JSON object whose members are written in sorted key order
/// (as `JSONEncoder` with `.sortedKeys` writes them), each a value, a list of ops, or JSON
/// already written elsewhere (a semantic tree from Foundation's encoder). Every answer that
/// carries ops or a render tree is written here, so their names live in one place.
public enum Answer {
    public enum Member {
        case value(JSONValue)
        case ops([RenderOp])
        /// JSON text already written.
        case json(Data)
    }

    /// `members` in sorted key order (checked in debug builds): every delivered update
    /// writes one, so nothing is sorted here.
    public static func jsonData(_ members: [(key: String, value: Member)], capacity: Int = 4096) -> Data {
        assert(zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key }, "answer members out of order")
        var writer = JSONTextWriter(capacity: capacity)
        writer.append("{")
        for (index, member) in members.enumerated() {
            if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
            writer.write(string: member.key)
            writer.bytes.append(UInt8(ascii: ":"))
            switch member.value {
            case .value(let value): writer.write(value)
            case .ops(let ops): writer.write(ops: ops)
            case .json(let data): data.withUnsafeBytes { writer.bytes.append($0.bindMemory(to: UInt8.self)) }
            }
        }
        writer.append("}")
        return writer.bytes.data
    }
}
