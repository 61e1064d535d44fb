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
    /// The address the connection came from, when known; see `Client`. The daemon reads
    /// it from the socket as bytes; a test may give it as text (`peerAddress`).
    var peer: IPAddress?
    /// The address as text, when it was given so.
    var peerAddress: String?

    init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data(), serverPort: Int? = nil, peerAddress: String? = nil
    ) {
        self.init(
            method: method, path: path, query: query,
            lowercasedHeaders: Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }, body: body,
            serverPort: serverPort, peerAddress: peerAddress)
    }

    /// With the header names lowercased already (the daemon files them so as it reads them).
    init(
        method: String, path: String, query: [String: String], lowercasedHeaders: [String: String], body: Data,
        serverPort: Int?, peer: IPAddress? = nil, peerAddress: String? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = lowercasedHeaders
        self.body = body
        self.serverPort = serverPort
        self.peer = peer
        self.peerAddress = peerAddress
    }
}
