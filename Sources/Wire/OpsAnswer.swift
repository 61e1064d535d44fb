import Foundation
import SimCore

/// The body of an answer that carries ops (an input's, a long poll's): `{"ops": […],
/// "since": N, "touch": {…}, "typing": {…}, "version": N}`, written straight from the ops, the same
/// bytes as the `RenderValue` object of `RenderOp.value`s would give (tests hold it).
public enum OpsAnswer {
    public static func jsonData(
        ops: [RenderOp], version: Int, since: Int? = nil, touch: RenderValue? = nil, typing: RenderValue? = nil
    ) -> Data {
        // Members after `ops`, in sorted order.
        var members: [(key: StaticString, value: RenderValue)] = []
        if let since { members.append(("since", .number(Double(since)))) }
        if let touch { members.append(("touch", touch)) }
        if let typing { members.append(("typing", typing)) }
        members.append(("version", .number(Double(version))))
        var writer = JSONTextWriter(capacity: 256 + 96 * ops.count)
        writer.write(ops: ops, then: members)
        return writer.bytes.data
    }
}
