/// Session ids: 128 random bits from the system's generator, as 32 lowercase hex digits,
/// after `NAME-` when the server runs as shard NAME (`--shard`, docs/SCALING.md), so a
/// proxy in front of several processes can send a session's requests to the process that
/// has it.
enum SessionID {
    /// The longest shard name.
    static let maxShardLength = 16
    /// Hex digits after the prefix.
    static let hexLength = 32

    /// A new id; `shard` must be well formed (`isValidShard`), as `--shard` is checked.
    static func make(shard: String? = nil) -> String {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<2).map { _ in
            let hex = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
        guard let shard else { return hex }
        return shard + "-" + hex
    }

    /// A shard name: 1 to 16 of `a`–`z` and `0`–`9`.
    static func isValidShard(_ name: String) -> Bool {
        (1...maxShardLength).contains(name.utf8.count) && name.utf8.allSatisfy(isShardByte)
    }

    /// Only strings that could be an id are looked up: 32 lowercase hex digits, with or
    /// without a shard prefix (any shard's: a process simply has no session of another).
    static func isWellFormed(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        let hex: ArraySlice<UInt8>
        if let dash = bytes.firstIndex(of: UInt8(ascii: "-")) {
            let prefix = bytes[..<dash]
            guard (1...maxShardLength).contains(prefix.count), prefix.allSatisfy(isShardByte) else { return false }
            hex = bytes[(dash + 1)...]
        } else {
            hex = bytes[...]
        }
        return hex.count == hexLength && hex.allSatisfy(isHexByte)
    }

    private static func isHexByte(_ byte: UInt8) -> Bool { (48...57).contains(byte) || (97...102).contains(byte) }
    private static func isShardByte(_ byte: UInt8) -> Bool { (48...57).contains(byte) || (97...122).contains(byte) }
}
