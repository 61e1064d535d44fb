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
    /// The address the connection came from, when known; see `Client`. Read from the
    /// socket as bytes, written out only when a quota or a proxy check asks.
    var peer: IPAddress?

    init(
        method: String, path: String, query: [String: String] = [:], headers: [String: String] = [:],
        body: Data = Data(), serverPort: Int? = nil, peer: IPAddress? = nil
    ) {
        self.init(
            method: method, path: path, query: query,
            lowercasedHeaders: Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }, body: body,
            serverPort: serverPort, peer: peer)
    }

    /// With the header names lowercased already (the daemon files them so as it reads them).
    init(
        method: String, path: String, query: [String: String], lowercasedHeaders: [String: String], body: Data,
        serverPort: Int?, peer: IPAddress? = nil
    ) {
        self.method = method
        self.path = path
        self.query = query
        self.headers = lowercasedHeaders
        self.body = body
        self.serverPort = serverPort
        self.peer = peer
    }
}
