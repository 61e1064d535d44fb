import SimCore

/// An element of the TREE as JSON: its frame as `[x, y, width, height]`, its optional
/// fields left out when absent.
extension SemanticNode: Codable {
    enum CodingKeys: String, CodingKey {
        case id, role, label, value, frame, states, background, arrow, anchor, presentation, selection, row, rowCount, wraps
        case children
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let frame = try c.decode([Double].self, forKey: .frame)
        guard frame.count == 4 else {
            throw DecodingError.dataCorruptedError(forKey: .frame, in: c, debugDescription: "a frame is [x, y, width, height]")
        }
        self.init(
            id: try c.decode(String.self, forKey: .id), role: try c.decode(Role.self, forKey: .role),
            label: try c.decodeIfPresent(String.self, forKey: .label), value: try c.decodeIfPresent(String.self, forKey: .value),
            frame: Rect(x: frame[0], y: frame[1], width: frame[2], height: frame[3]),
            states: try c.decode([ElementState].self, forKey: .states),
            background: try c.decodeIfPresent(String.self, forKey: .background),
            children: try c.decode([SemanticNode].self, forKey: .children))
        arrow = try c.decodeIfPresent(String.self, forKey: .arrow)
        anchor = try c.decodeIfPresent(String.self, forKey: .anchor)
        presentation = try c.decodeIfPresent(String.self, forKey: .presentation)
        selection = try c.decodeIfPresent([Int].self, forKey: .selection)
        row = try c.decodeIfPresent(Int.self, forKey: .row)
        rowCount = try c.decodeIfPresent(Int.self, forKey: .rowCount)
        wraps = try c.decodeIfPresent(Bool.self, forKey: .wraps)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(role, forKey: .role)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encode(frame.array, forKey: .frame)
        try c.encode(states, forKey: .states)
        try c.encodeIfPresent(background, forKey: .background)
        try c.encodeIfPresent(arrow, forKey: .arrow)
        try c.encodeIfPresent(anchor, forKey: .anchor)
        try c.encodeIfPresent(presentation, forKey: .presentation)
        try c.encodeIfPresent(selection, forKey: .selection)
        try c.encodeIfPresent(row, forKey: .row)
        try c.encodeIfPresent(rowCount, forKey: .rowCount)
        try c.encodeIfPresent(wraps, forKey: .wraps)
        try c.encode(children, forKey: .children)
    }
}

/// A role and a state are written by their names (API.md, TREE).
extension Role: Codable {}

extension ElementState: Codable {}
