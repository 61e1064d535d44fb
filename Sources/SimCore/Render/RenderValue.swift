/// A dynamic value: the property values of render nodes and the payload of ops. The
/// wire encodes it as JSON (the Wire target); SimCore never sees that format.
public enum RenderValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([RenderValue])
    case object([String: RenderValue])
}

extension RenderValue: ExpressibleByStringLiteral, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: RenderValue...) { self = .array(elements) }
}

extension RenderValue {
    public static func numbers(_ values: [Double]) -> RenderValue { .array(values.map(RenderValue.number)) }

    /// A rect as the wire carries it, `[x, y, width, height]`: `numbers(rect.array)`
    /// with one array made instead of two.
    public static func rect(_ rect: Rect) -> RenderValue {
        .array([.number(rect.minX), .number(rect.minY), .number(rect.width), .number(rect.height)])
    }

    public var numberArray: [Double]? {
        guard case .array(let items) = self else { return nil }
        var out: [Double] = []
        out.reserveCapacity(items.count)
        for item in items {
            guard case .number(let n) = item else { return nil }
            out.append(n)
        }
        return out
    }

    public var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let b) = self { return b }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    public var arrayValue: [RenderValue]? {
        if case .array(let items) = self { return items }
        return nil
    }
}

extension Rect {
    /// The rect of a wire frame, `[x, y, width, height]` (`RenderValue.rect`); nil for
    /// any other value.
    public init?(wire value: RenderValue) {
        guard case .array(let items) = value, items.count == 4,
            case .number(let x) = items[0], case .number(let y) = items[1],
            case .number(let width) = items[2], case .number(let height) = items[3]
        else { return nil }
        self.init(x: x, y: y, width: width, height: height)
    }
}
