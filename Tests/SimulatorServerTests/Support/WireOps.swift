import SimCore
import Wire
import TestSupport

/// Ops as the client reads them from the JSON an answer carries (docs/RENDER_PROTOCOL.md,
/// "Ops"), so a test compares what the client would read with the ops the engine made,
/// each read through Wire's names for its properties (`RenderOp.props`).
struct WireOp: Equatable, CustomStringConvertible {
    var id: String
    var op: String
    var props: [String: JSONValue]
    var animation: [String: JSONValue]?

    var description: String { "\(op) \(id) \(props) \(animation.map { "\($0)" } ?? "")" }

    /// The op as the engine made it.
    init(_ op: RenderOp) {
        id = op.id
        switch op {
        case .insert: self.op = "insert"
        case .update, .move, .text: self.op = "update"
        case .remove: self.op = "remove"
        }
        props = op.props
        animation = op.animation.map { animation in
            [
                "curve": .string(animation.curve.rawValue), "delay": .number(animation.delay),
                "duration": .number(animation.duration), "from": .object(animation.from.json),
            ]
        }
    }

    init(id: String, op: String, props: [String: JSONValue], animation: [String: JSONValue]?) {
        self.id = id
        self.op = op
        self.props = props
        self.animation = animation
    }
}

enum WireOps {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    /// The engine's ops as the client should read them.
    static func expected(_ ops: [RenderOp]) -> [WireOp] { ops.map(WireOp.init) }

    static func ops(_ value: JSONValue) throws -> [WireOp] {
        guard let items = value.array else { throw Malformed(description: "ops are not an array") }
        return try items.map(op)
    }

    static func op(_ value: JSONValue) throws -> WireOp {
        guard let object = value.object, let id = object["id"]?.stringValue else { throw Malformed(description: "an op without an id") }
        let props = object["props"]?.object
        switch object["op"]?.stringValue {
        case "insert":
            guard let props, object["animation"] == nil else { throw Malformed(description: "insert \(id)") }
            return WireOp(id: id, op: "insert", props: props, animation: nil)
        case "update":
            guard let props else { throw Malformed(description: "update \(id) without props") }
            let animation = try object["animation"].map(self.animation)
            return WireOp(id: id, op: "update", props: props, animation: animation)
        case "remove":
            guard object.count == 2 else { throw Malformed(description: "remove \(id) with more members") }
            return WireOp(id: id, op: "remove", props: [:], animation: nil)
        default:
            throw Malformed(description: "op \(String(describing: object["op"]))")
        }
    }

    static func animation(_ value: JSONValue) throws -> [String: JSONValue] {
        guard let object = value.object, object.count == 4, object["duration"]?.number != nil,
              object["delay"]?.number != nil, object["curve"]?.stringValue.flatMap(Animation.Curve.init(rawValue:)) != nil,
              object["from"]?.object != nil
        else { throw Malformed(description: "animation \(value)") }
        return object
    }
}
