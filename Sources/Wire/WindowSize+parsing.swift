import SimCore

extension WindowSize {
    /// The kinds a `window` field takes, for error messages.
    static let choices = "full, twoThirds, half, oneThird, slideOver or {\"width\": w, \"height\": h}"

    /// Reads a `window` field (F1): a kind's name, or `{width, height}` in points for a
    /// Stage Manager window. `field` names it in errors. The device's limits are checked
    /// by the simulator, which knows the orientation.
    public init(json: JSONValue, field: String) throws(WireError) {
        switch json {
        case .string(let name):
            guard let kind = WindowSize(name: name) else {
                throw WireError("invalid_window", "\(field) must be \(Self.choices) (got \"\(name.prefix(40))\")")
            }
            self = kind
        case .object(let o):
            guard o.count == 2, case .number(let width)? = o["width"], case .number(let height)? = o["height"],
                width.isFinite, height.isFinite
            else {
                throw WireError("invalid_window", "\(field) as a size must be {\"width\": w, \"height\": h} in points")
            }
            self = .custom(Size(width: width, height: height))
        default:
            throw WireError("invalid_window", "\(field) must be \(Self.choices)")
        }
    }
}
