import SimCore

extension TouchSummary {
    /// `{"target": "birthday" | null, "gesture": "tap" | "longPress" | "drag"}`.
    public var json: JSONValue {
        .object(["target": target.map(JSONValue.string) ?? .null, "gesture": .string(gesture.rawValue)])
    }
}
