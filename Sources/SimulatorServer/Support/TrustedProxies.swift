import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The proxies whose `X-Real-IP` and `X-Forwarded-For` name the client (`--trusted-proxy`,
/// docs/SECURITY.md): none unless named. Loopback is not trusted by itself: an ssh
/// tunnel, a container's port forward or an editor's forwarded port all connect from
/// 127.0.0.1 on behalf of someone elsewhere, whose headers would then be believed.
struct TrustedProxies: Sendable, Equatable {
    /// An address (`127.0.0.1`, `::1`) or a network (`10.0.0.0/8`, `fd00::/8`).
    struct Range: Sendable, Equatable {
        var network: IPAddress
        var prefixLength: Int

        /// nil when `text` is not an IP address with an optional `/PREFIX` that fits it.
        init?(_ text: String) {
            let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            guard let network = IPAddress(String(parts[0])) else { return nil }
            // A length after IPv4 text counts from the mapped address's 96 leading bits.
            let offset = parts[0].contains(":") ? 0 : 96
            var length = 128
            if parts.count == 2 {
                guard !parts[1].isEmpty, parts[1].allSatisfy(\.isASCII), let given = Int(parts[1]),
                    (0...(128 - offset)).contains(given)
                else { return nil }
                length = given + offset
            }
            self.network = network
            self.prefixLength = length
        }

        func contains(_ address: IPAddress) -> Bool {
            var remaining = prefixLength
            for (a, b) in zip(network.bytes, address.bytes) where remaining > 0 {
                let bits = min(8, remaining)
                let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                guard a & mask == b & mask else { return false }
                remaining -= bits
            }
            return true
        }
    }

    var ranges: [Range] = []

    init() {}

    /// nil when one of `specs` is not an address or network (`Range`).
    init?(_ specs: [String]) {
        var ranges: [Range] = []
        for spec in specs {
            guard let range = Range(spec) else { return nil }
            ranges.append(range)
        }
        self.ranges = ranges
    }

    var isEmpty: Bool { ranges.isEmpty }

    func contains(_ address: IPAddress) -> Bool { ranges.contains { $0.contains(address) } }
}

/// An IPv4 or IPv6 address as 16 bytes, IPv4 mapped into IPv6 (`::ffff:a.b.c.d`): a
/// dual-stack socket's `::ffff:127.0.0.1` and a proxy's `127.0.0.1` are one address, for
/// the trust check and for the per-address quotas alike.
struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    let bytes: [UInt8]

    /// Numeric text only (no names, ports or zones); brackets around IPv6 are allowed.
    init?(_ text: String) {
        var text = Substring(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = text.dropFirst().dropLast() }
        guard !text.isEmpty, text.utf8.count <= 45 else { return nil }
        var v4 = in_addr()
        if inet_pton(AF_INET, String(text), &v4) == 1 {
            bytes = [UInt8](repeating: 0, count: 10) + [0xFF, 0xFF] + withUnsafeBytes(of: v4.s_addr) { Array($0) }
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, String(text), &v6) == 1 else { return nil }
        bytes = withUnsafeBytes(of: &v6) { Array($0) }
    }

    /// Sixteen bytes as the socket gives them, an IPv4 address mapped already.
    init?(bytes: [UInt8]) {
        guard bytes.count == 16 else { return nil }
        self.bytes = bytes
    }

    var isIPv4: Bool { bytes.prefix(10).allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF }

    /// Dotted for IPv4 (mapped or not), else the shortest IPv6 text.
    var description: String {
        if isIPv4 { return bytes.suffix(4).map(String.init).joined(separator: ".") }
        var v6 = in6_addr()
        withUnsafeMutableBytes(of: &v6) { $0.copyBytes(from: bytes) }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &v6, &buffer, socklen_t(buffer.count)) != nil else { return "::" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
