/// An optional field that the JSON always has: `null` when absent (a synthesized coding
/// leaves an absent optional out).
struct Nullable<Wrapped> {
    var value: Wrapped?

    init(_ value: Wrapped?) { self.value = value }
}

extension Nullable: Encodable where Wrapped: Encodable {
    func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        if let value { try c.encode(value) } else { try c.encodeNil() }
    }
}

extension Nullable: Decodable where Wrapped: Decodable {
    init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        value = c.decodeNil() ? nil : try c.decode(Wrapped.self)
    }
}
