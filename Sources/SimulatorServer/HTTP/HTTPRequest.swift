import Foundation

/// One request as the router sees it: no libmicrohttpd types.
struct HTTPRequest: Sendable {
    var method: String
    /// Already percent-decoded, without the query.
    var path: String
    var query: [String: String] = [:]
    /// Keys lowercased.
    var headers: [String: String] = [:]
    var body = Data()
    /// The port the server listens on, when known (the `Host` and `Origin` checks use it).
    var serverPort: Int?
    /// The address the connection came from (numeric), when known; see `Client`.
    var peerAddress: String?

    init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data(), serverPort: Int? = nil, peerAddress: String? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
        self.body = body
        self.serverPort = serverPort
        self.peerAddress = peerAddress
    }
}
