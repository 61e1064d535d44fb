import Foundation

/// Who a request comes from, for the per-client quotas on sessions and uploaded forms
/// (docs/SECURITY.md, "Limits"): the token the page keeps and sends in `X-FormSim-Client`
/// (any other program may send one too), and the address it connects from.
struct Client: Sendable, Equatable {
    static let tokenHeader = "x-formsim-client"
    static let tokenLengths = 16...64

    var token: String?
    var address: String?

    init(token: String? = nil, address: String? = nil) {
        self.token = token
        self.address = address
    }

    /// The request's client, its address as `address(of:trusting:)` finds it; `400
    /// invalid_client_token` for a token that is not 16 to 64 of `A`–`Z`, `a`–`z`, `0`–`9`,
    /// `-` and `_`.
    init(_ request: HTTPRequest, trusting proxies: TrustedProxies = TrustedProxies()) throws(APIError) {
        if let token = request.headers[Self.tokenHeader] {
            guard Self.isWellFormed(token) else {
                throw APIError(
                    400, "invalid_client_token",
                    "X-FormSim-Client must be \(Self.tokenLengths.lowerBound) to \(Self.tokenLengths.upperBound) of A-Z, a-z, 0-9, - and _")
            }
            self.token = token
        }
        address = Self.address(of: request, trusting: proxies)
    }

    /// A new token: 128 random bits as hex.
    static func makeToken() -> String { SessionID.make() }

    static func isWellFormed(_ token: String) -> Bool {
        tokenLengths.contains(token.utf8.count)
            && token.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45 || byte == 95
            }
    }

    /// The connection's address; but when it is a trusted proxy's (`--trusted-proxy`),
    /// the client that proxy names: `X-Real-IP`, else the last address of
    /// `X-Forwarded-For` that is not itself a trusted proxy (each proxy appends the one it
    /// heard from, so the addresses left of the last untrusted one could be anything).
    /// From any other connection these headers are ignored: a client could write any
    /// address there. Addresses come back in one spelling (`IPAddress`), so
    /// `::ffff:127.0.0.1` and `127.0.0.1` share a quota.
    static func address(of request: HTTPRequest, trusting proxies: TrustedProxies) -> String? {
        guard let connection = request.peer else { return nil }
        guard proxies.contains(connection) else { return connection.description }
        if let real = request.headers["x-real-ip"], let address = IPAddress(real.trimmingCharacters(in: .whitespaces)) {
            return address.description
        }
        for hop in (request.headers["x-forwarded-for"] ?? "").split(separator: ",").reversed() {
            // Past a hop that is no address nothing trusted wrote the rest: the proxy counts.
            guard let address = IPAddress(hop.trimmingCharacters(in: .whitespaces)) else { break }
            if !proxies.contains(address) { return address.description }
        }
        return connection.description
    }
}
