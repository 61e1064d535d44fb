/// Whether a client may upload a form under a new id (replacing its own needs no room),
/// and which uploads have expired: a pure value, so the rules are tested without a
/// library or a socket. No client ever loses a form to another:
///
/// - A client's own token (`X-FormSim-Client`) holds at most `maxPerClient` uploads;
///   past it the token's least recently used upload goes, as a session does.
/// - A request without a token gets a new owner token made up for it, so nothing but its
///   address ties it to its earlier uploads, and every local user without a token has
///   the same address. Those uploads (and later ones sent with such a made-up token)
///   share `maxPerClient` per address, and past it are refused: making room would delete
///   whichever local user's form was oldest.
/// - Every client at one address holds at most `maxPerAddress`, the server `maxUploads`;
///   past either, refused.
/// - An upload no session has open (itself, or through a form's `child` rows) expires
///   `idleSeconds` after its last use, so a full quota frees itself without a restart.
struct UploadQuota: Sendable, Equatable {
    var maxUploads = 100
    var maxPerClient = 20
    var maxPerAddress = 50
    var idleSeconds = 3600.0

    /// An upload the library holds.
    struct Held: Sendable, Equatable {
        var id: String
        var owner: String
        var address: String?
        /// Uploaded without a token of the client's own (`Decision.admit`).
        var tokenless: Bool
        /// When it was uploaded, replaced or last seen open in a session.
        var lastUsed: Double
    }

    enum Decision: Sendable, Equatable {
        /// Take it, after removing these uploads (the token's own oldest); `tokenless` says
        /// which quota it counts in from now on.
        case admit(evicting: [String], tokenless: Bool)
        case refuse(APIError)
    }

    /// What to do with a new id from `client`, given every upload `held`; the ids in
    /// `keeping` (the forms the new one links to) are never evicted for it.
    func decide(for client: Client, held: [Held], keeping: Set<String> = []) -> Decision {
        // A token the server made up for an upload without one counts as none.
        let token = client.token.flatMap { token in
            held.contains { $0.tokenless && SceneLibrary.sameToken(token, $0.owner) } ? nil : token
        }
        var evict: [String] = []
        if let token {
            let mine = held.filter { !$0.tokenless && SceneLibrary.sameToken(token, $0.owner) }
            let excess = mine.count - maxPerClient + 1
            if excess > 0 {
                let candidates = mine.filter { !keeping.contains($0.id) }.sorted { $0.lastUsed < $1.lastUsed }
                guard candidates.count >= excess else { return .refuse(linkedFull) }
                evict = candidates.prefix(excess).map(\.id)
            }
        } else if held.filter({ $0.tokenless && $0.address == client.address }).count >= maxPerClient {
            return .refuse(tokenlessFull(client.address))
        }
        let left = held.filter { !evict.contains($0.id) }
        if let address = client.address, left.filter({ $0.address == address }).count >= maxPerAddress {
            return .refuse(addressFull(address))
        }
        guard left.count < maxUploads else { return .refuse(serverFull) }
        return .admit(evicting: evict, tokenless: token == nil)
    }

    /// The uploads unused for `idleSeconds` at `now`.
    func expired(_ held: [Held], now: Double) -> [String] {
        held.filter { now - $0.lastUsed >= idleSeconds }.map(\.id)
    }

    /// The forms `open` ones can reach through `child` rows (`links`: a form's targets),
    /// themselves included: all of them are in use. Only the forms reached are read.
    static func reachable(from open: Set<String>, links: (String) -> [String]) -> Set<String> {
        var reached = open
        var next = Array(open)
        while let id = next.popLast() {
            for target in links(id) where reached.insert(target).inserted { next.append(target) }
        }
        return reached
    }

    private var whenFreed: String {
        "an upload no session has open expires \(Int(idleSeconds)) s after its last use"
    }

    private func refusal(_ scope: String, _ max: Int, _ message: String) -> APIError {
        var error = APIError(429, "too_many_forms", message)
        error.limit = .init(scope: scope, max: max)
        return error
    }

    var serverFull: APIError {
        refusal("server", maxUploads, "the server keeps at most \(maxUploads) uploaded forms; try again later: \(whenFreed)")
    }

    func addressFull(_ address: String) -> APIError {
        refusal(
            "address", maxPerAddress,
            "the clients at \(address) have uploaded \(maxPerAddress) forms, the most one address may; replace one of yours "
                + "(upload its id again with its owner token as X-FormSim-Client) or wait: \(whenFreed)")
    }

    func tokenlessFull(_ address: String?) -> APIError {
        refusal(
            "client", maxPerClient,
            "uploads without an X-FormSim-Client token of the client's own share a limit of \(maxPerClient) per address, "
                + "and \(address ?? "this address") is at it; send a token of your own (16 to 64 of A-Z, a-z, 0-9, - and _) "
                + "for a quota of \(maxPerClient) that makes room by dropping your own oldest upload, or wait: \(whenFreed)")
    }

    private var linkedFull: APIError {
        refusal(
            "client", maxPerClient,
            "this client token already has \(maxPerClient) uploads and the new form links to all of them, so none can make room; "
                + "give the new form fewer child forms")
    }
}
