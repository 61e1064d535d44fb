import SimCore
import Wire
import TestSupport

/// Ops read back from the JSON an answer carries (docs/RENDER_PROTOCOL.md, "Ops"), so a
/// test compares what the client would read with the ops the engine made. The server never
/// reads ops; this reader is the tests' own account of the format.
enum WireOps {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func ops(_ value: JSONValue) throws -> [RenderOp] {
        guard let items = value.array else { throw Malformed(description: "ops are not an array") }
        return try items.map(op)
    }

    static func op(_ value: JSONValue) throws -> RenderOp {
        guard let object = value.object, let id = object["id"]?.stringValue else { throw Malformed(description: "an op without an id") }
        let props = object["props"]?.object
        switch object["op"]?.stringValue {
        case "insert":
            guard let props, object["animation"] == nil else { throw Malformed(description: "insert \(id)") }
            return .insert(id: id, props: props)
        case "update":
            guard let props else { throw Malformed(description: "update \(id) without props") }
            let animation = try object["animation"].map(self.animation)
            // An update of the frame alone is the engine's move.
            if props.count == 1, let frame = props["frame"].flatMap(Rect.init(wire:)) {
                return .move(id: id, frame: frame, animation: animation)
            }
            // And of the text alone, to a string, the engine's text op.
            if props.count == 1, animation == nil, case .string(let text)? = props["text"] {
                return .text(id: id, text: text)
            }
            return .update(id: id, props: props, animation: animation)
        case "remove":
            guard object.count == 2 else { throw Malformed(description: "remove \(id) with more members") }
            return .remove(id: id)
        default:
            throw Malformed(description: "op \(String(describing: object["op"]))")
        }
    }

    static func animation(_ value: JSONValue) throws -> Animation {
        guard let object = value.object, object.count == 4, let duration = object["duration"]?.number,
              let delay = object["delay"]?.number, let curve = object["curve"]?.stringValue.flatMap(Animation.Curve.init(rawValue:)),
              let from = object["from"]?.object
        else { throw Malformed(description: "animation \(value)") }
        return Animation(duration: duration, curve: curve, delay: delay, from: from)
    }
}
