import Foundation
import SimCore
import Wire

extension Session.State {
    /// A long poll's answer with the ops from `since` to `version`: the newest commit's
    /// text as it was written when published, when those are its ops.
    func opsBody(since: Int, version: Int, ops: [RenderOp]) -> Data {
        if let latest = latestOps, latest.from == since, latest.version == version {
            return OpsAnswer.jsonData(opsText: latest.text, version: version)
        }
        return OpsAnswer.jsonData(ops: ops, version: version)
    }
}
