import SimCore

/// A render node's properties as the wire carries them (docs/RENDER_PROTOCOL.md): each
/// property by its name, left out at its default. The one place that names them and
/// says what is a default.
extension RenderNode.Properties {
    /// Every property with its name on the wire, sorted by name (the order the writer
    /// gives an object's members), and its member's head as written, `"name":`.
    static let named: [(property: RenderNode.Properties, name: String, member: [UInt8])] = ([
        (.align, "align"), (.alpha, "alpha"), (.appearance, "appearance"), (.blink, "blink"), (.borderColor, "borderColor"),
        (.borderWidth, "borderWidth"), (.children, "children"), (.clip, "clip"), (.color, "color"),
        (.cornerRadius, "cornerRadius"), (.cutout, "cutout"), (.dash, "dash"), (.device, "device"),
        (.disabledRows, "disabledRows"), (.fill, "fill"), (.font, "font"), (.frame, "frame"), (.hidden, "hidden"),
        (.idiom, "idiom"), (.kind, "kind"), (.layoutDirection, "layoutDirection"), (.orientation, "orientation"),
        (.rowHeight, "rowHeight"), (.rows, "rows"), (.rtl, "rtl"), (.safeArea, "safeArea"), (.scale, "scale"),
        (.selected, "selected"), (.shadow, "shadow"), (.symbol, "symbol"), (.text, "text"), (.window, "window"),
        (.windowFrame, "windowFrame"), (.wraps, "wraps"),
    ] as [(RenderNode.Properties, String)]).map { ($0.0, $0.1, Array("\"\($0.1)\":".utf8)) }

    /// The property of a wire name.
    public init?(name: String) {
        guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
        self = entry.property
    }

    /// The wire names of the properties in this set, sorted.
    public var names: [String] { Self.named.filter { contains($0.property) }.map(\.name) }
}

extension RenderNode.Fields {
    /// One property's value on the wire; nil at its default (left out of an insert, `null`
    /// in an update).
    func json(_ property: RenderNode.Properties) -> JSONValue? {
        switch property {
        case .kind: kind != .rect ? .string(kind.rawValue) : nil
        case .frame: .rect(frame)
        case .children: children.isEmpty ? nil : .array(children.map(JSONValue.string))
        case .fill: fill.map { .string($0.css) }
        // The root's own radius is the display's (the field is never set there).
        case .cornerRadius: cornerRadius != 0 ? .number(cornerRadius) : screen.map { .number($0.cornerRadius) }
        case .borderWidth: drawnBorder.map { .number($0.width) }
        case .borderColor: drawnBorder.map { .string($0.color.css) }
        case .dash: dash.map { .array($0.map(JSONValue.number)) }
        case .alpha: alpha != 1 ? .number(alpha) : nil
        case .scale: scale != 1 ? .number(scale) : nil
        case .shadow: shadow != 0 ? .number(shadow) : nil
        case .hidden: hidden ? .bool(true) : nil
        case .clip: clip ? .bool(true) : nil
        case .blink: blink ? .bool(true) : nil
        case .text: text.map(JSONValue.string)
        case .rtl: rtl ? .bool(true) : nil
        case .font: font.map(JSONValue.font)
        case .color: color.map { .string($0.css) }
        case .align: align.map(JSONValue.string)
        case .symbol: symbol.map(JSONValue.string)
        case .rows: wheel.map { .array($0.rows.map(JSONValue.string)) }
        case .selected: wheel.map { .number($0.selected) }
        case .rowHeight: wheel.map { .number($0.rowHeight) }
        case .wraps: wheel?.wraps == true ? .bool(true) : nil
        case .disabledRows: wheel.flatMap { $0.disabledRows.isEmpty ? nil : .array($0.disabledRows.map { .number(Double($0)) }) }
        case .device: screen.map { .string($0.device) }
        case .idiom: screen.map { .string($0.idiom.rawValue) }
        case .orientation: screen.map { .string($0.orientation.rawValue) }
        case .safeArea: screen.map { .array($0.safeArea.array.map(JSONValue.number)) }
        case .cutout: screen?.cutout.map { .string($0.rawValue) }
        case .window: screen?.window.map(JSONValue.string)
        case .windowFrame: screen?.windowFrame.map(JSONValue.rect)
        case .appearance: screen?.appearance == .dark ? .string("dark") : nil
        case .layoutDirection: screen?.layoutDirection == .rightToLeft ? .string("rightToLeft") : nil
        default: nil
        }
    }
}

extension JSONValue {
    /// A font as the wire carries it, `[size, weight]`.
    static func font(_ font: Font) -> JSONValue { .array([.number(font.size), .number(Double(font.weight))]) }
}

extension RenderNode {
    /// The node's properties as the wire carries them: those not at their defaults.
    public var json: [String: JSONValue] {
        var out: [String: JSONValue] = [:]
        for entry in RenderNode.Properties.named { if let value = fields.json(entry.property) { out[entry.name] = value } }
        return out
    }

    /// One property's value on the wire by its name; nil at its default or for a name
    /// the protocol does not have.
    public subscript(name: String) -> JSONValue? {
        RenderNode.Properties(name: name).flatMap { fields.json($0) }
    }
}

extension JSONTextWriter {
    /// A node's insert props: `{…}`, the properties not at their defaults, sorted.
    mutating func write(node: RenderNode) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for entry in RenderNode.Properties.named {
            if entry.property == .frame {
                if !first { bytes.append(UInt8(ascii: ",")) }
                first = false
                write(member: entry.member)
                write(frame: node.frame)
                continue
            }
            guard let value = node.fields.json(entry.property) else { continue }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            write(member: entry.member)
            write(value)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// An update's props: `{…}`, each changed property's new value, `null` for one back
    /// at its default, sorted.
    mutating func write(changed: RenderNode.Properties, of node: RenderNode) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for entry in RenderNode.Properties.named where changed.contains(entry.property) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            write(member: entry.member)
            if let value = node.fields.json(entry.property) { write(value) } else { append("null") }
        }
        bytes.append(UInt8(ascii: "}"))
    }

    /// A member's head, `"name":`, from the table.
    private mutating func write(member: [UInt8]) {
        member.withUnsafeBufferPointer { bytes.append($0) }
    }
}
