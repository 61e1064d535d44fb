import Foundation
import SimCore

/// The body of an answer that carries ops (an input's, a long poll's): `{"ops": […],
/// "since": N, "touch": {…}, "typing": {…}, "version": N}`.
public enum OpsAnswer {
    public static func jsonData(
        ops: [RenderOp], version: Int, since: Int? = nil, touch: RenderValue? = nil, typing: RenderValue? = nil
    ) -> Data {
        // In sorted key order.
        var members: [(key: String, value: Answer.Member)] = [("ops", .ops(ops))]
        if let since { members.append(("since", .value(.number(Double(since))))) }
        if let touch { members.append(("touch", .value(touch))) }
        if let typing { members.append(("typing", .value(typing))) }
        members.append(("version", .value(.number(Double(version)))))
        return Answer.jsonData(members, capacity: 256 + 96 * ops.count)
    }
}
