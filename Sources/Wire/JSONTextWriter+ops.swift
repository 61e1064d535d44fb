import Foundation
import SimCore

/// The one place that names the ops on the wire (docs/RENDER_PROTOCOL.md, "Ops"):
/// `{"animation": {"curve", "delay", "duration", "from"}, "id", "op", "props"}`, members in
/// sorted order, written straight from `RenderOp` with no dictionary built for an op or
/// its animation. SimCore's ops carry no wire form of their own.
extension JSONTextWriter {
    mutating func write(op: RenderOp) {
        switch op {
        case .insert(let id, let node):
            writeInsertHead(id: id)
            write(node: node)
        case .update(let id, let node, let changed, let animation):
            writeUpdateHead(id: id, animation: animation)
            write(changed: changed, of: node)
        case .move(let id, let frame, let animation):
            // On the wire a move is the update of the frame alone.
            writeUpdateHead(id: id, animation: animation)
            append("{\"frame\":")
            write(frame: frame)
            bytes.append(UInt8(ascii: "}"))
        case .text(let id, let text):
            // On the wire, the update of the text alone.
            writeUpdateHead(id: id, animation: nil)
            append("{\"text\":")
            write(string: text)
            bytes.append(UInt8(ascii: "}"))
        case .remove(let id):
            append("{\"id\":")
            write(string: id)
            append(",\"op\":\"remove\"")
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// `[op,op,…]`.
    mutating func write(ops: [RenderOp]) {
        bytes.append(UInt8(ascii: "["))
        for (index, op) in ops.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(op: op)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// An insert's members up to its props' value: `{"id":…,"op":"insert","props":`.
    private mutating func writeInsertHead(id: String) {
        append("{\"id\":")
        write(string: id)
        append(",\"op\":\"insert\",\"props\":")
    }

    /// An update's members up to its props' value: `{"animation":{…},"id":…,"op":"update","props":`.
    private mutating func writeUpdateHead(id: String, animation: Animation?) {
        append("{")
        if let animation { write(animation: animation) }
        append("\"id\":")
        write(string: id)
        append(",\"op\":\"update\",\"props\":")
    }

    /// A frame as `JSONValue.rect` gives it, `[x,y,width,height]`, with no array made.
    mutating func write(frame: Rect) {
        bytes.append(UInt8(ascii: "["))
        write(number: frame.minX)
        bytes.append(UInt8(ascii: ","))
        write(number: frame.minY)
        bytes.append(UInt8(ascii: ","))
        write(number: frame.width)
        bytes.append(UInt8(ascii: ","))
        write(number: frame.height)
        bytes.append(UInt8(ascii: "]"))
    }

    /// `"animation":{…},`: its members in sorted order (curve, delay, duration, from).
    private mutating func write(animation: Animation) {
        append("\"animation\":{\"curve\":")
        write(string: animation.curve.rawValue)
        append(",\"delay\":")
        write(number: animation.delay)
        append(",\"duration\":")
        write(number: animation.duration)
        append(",\"from\":")
        write(start: animation.from)
        append("},")
    }
}

extension [RenderOp] {
    /// The ops as the JSON array an answer carries.
    public var jsonData: Data {
        var writer = JSONTextWriter(capacity: 64 + 96 * count)
        writer.write(ops: self)
        return writer.bytes.data
    }
}
