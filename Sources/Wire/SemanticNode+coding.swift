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
        self.arrow = try c.decodeIfPresent(String.self, forKey: .arrow)
        self.anchor = try c.decodeIfPresent(String.self, forKey: .anchor)
        self.presentation = try c.decodeIfPresent(String.self, forKey: .presentation)
        self.selection = try c.decodeIfPresent([Int].self, forKey: .selection)
        self.row = try c.decodeIfPresent(Int.self, forKey: .row)
        self.rowCount = try c.decodeIfPresent(Int.self, forKey: .rowCount)
        self.wraps = try c.decodeIfPresent(Bool.self, forKey: .wraps)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(self.id, forKey: .id)
        try c.encode(self.role, forKey: .role)
        try c.encodeIfPresent(self.label, forKey: .label)
        try c.encodeIfPresent(self.value, forKey: .value)
        try c.encode(self.frame.array, forKey: .frame)
        try c.encode(self.states, forKey: .states)
        try c.encodeIfPresent(self.background, forKey: .background)
        try c.encodeIfPresent(self.arrow, forKey: .arrow)
        try c.encodeIfPresent(self.anchor, forKey: .anchor)
        try c.encodeIfPresent(self.presentation, forKey: .presentation)
        try c.encodeIfPresent(self.selection, forKey: .selection)
        try c.encodeIfPresent(self.row, forKey: .row)
        try c.encodeIfPresent(self.rowCount, forKey: .rowCount)
        try c.encodeIfPresent(self.wraps, forKey: .wraps)
        try c.encode(self.children, forKey: .children)
    }
}

/// A role and a state are written by their names (API.md, TREE).
extension Role: Codable {}

extension ElementState: Codable {}
