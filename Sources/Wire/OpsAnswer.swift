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
        // In sorted key order.
        var members: [(key: String, value: Answer.Member)] = [("ops", .ops(ops))]
        if let since { members.append(("since", .value(.number(Double(since))))) }
        if let touch { members.append(("touch", .value(touch))) }
        if let typing { members.append(("typing", .value(typing))) }
        members.append(("version", .value(.number(Double(version)))))
        if !warnings.isEmpty { members.append(("warnings", .value(.array(warnings.map { .string($0) })))) }
        return Answer.jsonData(members, capacity: 256 + 96 * ops.count)
    }
}
