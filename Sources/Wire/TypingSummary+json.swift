import SimCore

extension TypingSummary {
    /// `{"firstResponder": "phone-field" | null}`.
    public var json: JSONValue {
        .object(["firstResponder": firstResponder.map(JSONValue.string) ?? .null])
    }
}
