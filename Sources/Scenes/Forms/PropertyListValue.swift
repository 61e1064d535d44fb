import Foundation

/// Any value of a property list, read through Foundation's `PropertyListDecoder` (XML or
/// binary). Settings bundles are read this way rather than with
/// `PropertyListSerialization`, whose Linux implementation leaks the error it builds for
/// every plist it cannot read (about 460 bytes each: a hostile upload grew the server for
/// good; docs/SECURITY.md).
indirect enum PropertyListValue: Decodable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            var dictionary: [String: PropertyListValue] = [:]
            for key in keyed.allKeys { dictionary[key.stringValue] = try keyed.decode(PropertyListValue.self, forKey: key) }
            self = .dictionary(dictionary)
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var items: [PropertyListValue] = []
            while !unkeyed.isAtEnd { items.append(try unkeyed.decode(PropertyListValue.self)) }
            self = .array(items)
            return
        }
        let single = try decoder.singleValueContainer()
        if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .real(value)
        } else if let value = try? single.decode(Date.self) {
            self = .date(value)
        } else {
            self = .data(try single.decode(Data.self))
        }
    }

    /// The value as `PropertyListSerialization` gives it: strings, numbers (NSNumber),
    /// booleans, arrays and dictionaries of them.
    var foundationValue: Any {
        switch self {
        case .string(let value): value
        case .bool(let value): value
        case .integer(let value): NSNumber(value: value)
        case .real(let value): NSNumber(value: value)
        case .date(let value): value
        case .data(let value): value
        case .array(let items): items.map(\.foundationValue)
        case .dictionary(let dictionary): dictionary.mapValues(\.foundationValue)
        }
    }
}
