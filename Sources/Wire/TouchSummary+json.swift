import SimCore

extension TouchSummary {
    /// `{"target": "birthday" | null, "gesture": "tap" | "longPress" | "drag"}`.
    public var json: JSONValue {
        .object(["target": target.map(JSONValue.string) ?? .null, "gesture": .string(gesture.rawValue)])
    }
}

extension TypingSummary {
    /// `{"firstResponder": "phone-field" | null}`.
    public var json: JSONValue {
        .object(["firstResponder": firstResponder.map(JSONValue.string) ?? .null])
    }
}
