import SimCore

extension Animation.Start {
    /// The start as the wire's `from`: each animated property by its name.
    public var json: [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        if let frame { out["frame"] = .rect(frame) }
        if let alpha { out["alpha"] = .number(alpha) }
        if let cornerRadius { out["cornerRadius"] = .number(cornerRadius) }
        if let scale { out["scale"] = .number(scale) }
        if let selected { out["selected"] = .number(selected) }
        if let fill { out["fill"] = .string(fill.css) }
        return out
    }

    /// The property of the start by its wire name (tests read it so).
    public subscript(name: String) -> JSONValue? { json[name] }
}

extension JSONTextWriter {
    /// An animation's `from`, `{…}` sorted; a frame alone (a slide) with no map built.
    mutating func write(start: Animation.Start) {
        if let frame = start.frame, start.properties == .frame {
            append("{\"frame\":")
            write(frame: frame)
            return bytes.append(UInt8(ascii: "}"))
        }
        write(object: start.json)
    }
}
