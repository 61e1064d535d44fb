/// Whether one more session may start, decided from the sessions its client's token and
/// address hold: a pure value, so the rules are tested without a store or a socket.
///
/// A client never loses a session to another. A token at its own quota gives up its own
/// least recently used session (the page keeps one token per browser, so that is the
/// person's own oldest device). Every other limit refuses with 429 and takes nothing:
///
/// - The address's quota is shared by every client behind the address; on a server
///   reached without a proxy every local browser is 127.0.0.1. Evicting there would end
///   whichever user's session was oldest. Even the requester's own session is not taken:
///   the page replaces a lost session with a new one, and two devices of one page would
///   then take each other's place for ever.
/// - A request without a token has no sessions provably its own, so it evicts nothing.
struct SessionQuota: Sendable, Equatable {
    var maxSessions: Int
    var maxPerClient: Int
    var maxPerAddress: Int
    /// Named in the refusal: when idle sessions free their places.
    var idleSeconds: Double

    /// A session the client's token or address holds.
    struct Held: Sendable, Equatable {
        var id: String
        var lastUsed: Double
        var client: Client
    }

    enum Decision: Sendable, Equatable {
        /// Start it, after removing these sessions (the token's own oldest).
        case admit(evicting: [String])
        case refuse(APIError)
    }

    /// What to do with a new session for `client`, given the sessions `held` by its token
    /// or address (others may be among them: they are ignored) and `total` in all.
    func decide(for client: Client, held: [Held], total: Int) -> Decision {
        var evict: [String] = []
        if let token = client.token {
            let mine = held.filter { $0.client.token == token }.sorted { $0.lastUsed < $1.lastUsed }
            // Several at once when the quota was lowered or creations raced past it.
            evict = mine.prefix(max(0, mine.count - maxPerClient + 1)).map(\.id)
        }
        if let address = client.address {
            let there = held.filter { $0.client.address == address && !evict.contains($0.id) }.count
            if there >= maxPerAddress { return .refuse(addressFull(address)) }
        }
        guard total - evict.count < maxSessions else { return .refuse(serverFull) }
        return .admit(evicting: evict)
    }

    private var whenFreed: String {
        "delete sessions you no longer use (DELETE /api/sessions/{id}) or try again when idle ones expire (\(Int(idleSeconds)) s unused)"
    }

    var serverFull: APIError {
        var error = APIError(429, "too_many_sessions", "the server runs at most \(maxSessions) sessions (--max-sessions); \(whenFreed)")
        error.limit = .init(scope: "server", max: maxSessions)
        return error
    }

    func addressFull(_ address: String) -> APIError {
        var error = APIError(
            429, "too_many_sessions",
            "the clients at \(address) already hold \(maxPerAddress) sessions, the most one address may (--max-sessions-per-address); "
                + "\(whenFreed). No other client's session is ended to make room")
        error.limit = .init(scope: "address", max: maxPerAddress)
        return error
    }
}
