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

    /// The request's client; `400 invalid_client_token` for a token that is not 16 to 64
    /// of `A`–`Z`, `a`–`z`, `0`–`9`, `-` and `_`.
    init(_ request: HTTPRequest) throws(APIError) {
        if let token = request.headers[Self.tokenHeader] {
            guard Self.isWellFormed(token) else {
                throw APIError(
                    400, "invalid_client_token",
                    "X-FormSim-Client must be \(Self.tokenLengths.lowerBound) to \(Self.tokenLengths.upperBound) of A-Z, a-z, 0-9, - and _")
            }
            self.token = token
        }
        address = Self.address(of: request)
    }

    /// A new token: 128 random bits as hex.
    static func makeToken() -> String { SessionID.make() }

    static func isWellFormed(_ token: String) -> Bool {
        tokenLengths.contains(token.utf8.count)
            && token.utf8.allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == 45 || byte == 95
            }
    }

    /// The connection's address; but when it is loopback, a proxy on this machine (the
    /// nginx of scripts/cluster.sh) may name the client: `X-Real-IP`, else the last
    /// address of `X-Forwarded-For` (the one the proxy added). A header from anywhere else
    /// is ignored: a client elsewhere could write any address there.
    static func address(of request: HTTPRequest) -> String? {
        guard let peer = request.peerAddress else { return nil }
        guard isLoopback(peer) else { return peer }
        if let real = request.headers["x-real-ip"]?.trimmingCharacters(in: .whitespaces), RequestGuard.isIPLiteral(real) {
            return real
        }
        if let last = request.headers["x-forwarded-for"]?.split(separator: ",").last?.trimmingCharacters(in: .whitespaces),
            RequestGuard.isIPLiteral(last)
        {
            return last
        }
        return peer
    }

    static func isLoopback(_ address: String) -> Bool {
        let bare = address.lowercased().hasPrefix("::ffff:") ? String(address.dropFirst(7)) : address
        return bare == "::1" || (bare.hasPrefix("127.") && RequestGuard.isIPLiteral(bare))
    }
}
