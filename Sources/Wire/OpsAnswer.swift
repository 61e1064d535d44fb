import Foundation
import SimCore

/// The body of an answer that carries ops (an input's, a long poll's): `{"ops": […],
/// "since": N, "touch": {…}, "typing": {…}, "version": N, "warnings": […]}`; `warnings` only
/// when there are some.
public enum OpsAnswer {
    public static func jsonData(
        ops: [RenderOp], version: Int, since: Int? = nil, touch: JSONValue? = nil, typing: JSONValue? = nil,
        warnings: [String] = []
    ) -> Data {
        jsonData(
            .ops(ops), version: version, since: since, touch: touch, typing: typing, warnings: warnings,
            capacity: 256 + 96 * ops.count)
    }

    /// The same answer around ops already written by `opsText(_:)`: a commit's ops are
    /// written once, and its input's answer and the long polls it wakes carry that text.
    public static func jsonData(
        opsText: Data, version: Int, since: Int? = nil, touch: JSONValue? = nil, typing: JSONValue? = nil,
        warnings: [String] = []
    ) -> Data {
        jsonData(
            .json(opsText), version: version, since: since, touch: touch, typing: typing, warnings: warnings,
            capacity: 256 + opsText.count)
    }

    /// The `ops` member's value, `[…]`, as `jsonData` writes it.
    public static func opsText(_ ops: [RenderOp]) -> Data { ops.jsonData }

    private static func jsonData(
        _ ops: Answer.Member, version: Int, since: Int?, touch: JSONValue?, typing: JSONValue?, warnings: [String],
        capacity: Int
    ) -> Data {
        // In sorted key order.
        var members: [(key: String, value: Answer.Member)] = [("ops", ops)]
        if let since { members.append(("since", .value(.number(Double(since))))) }
        if let touch { members.append(("touch", .value(touch))) }
        if let typing { members.append(("typing", .value(typing))) }
        members.append(("version", .value(.number(Double(version)))))
        if !warnings.isEmpty { members.append(("warnings", .value(.array(warnings.map { .string($0) })))) }
        return Answer.jsonData(members, capacity: capacity)
    }
}
