import Foundation
import Logging
import Scenes
import SimCore

@testable import SimulatorServer

/// A server started in-process on a free loopback port, with a small public folder.
final class TestServer {
    /// What the server logged at error level.
    let log = LogRecorder()
    let server: FormSimServer
    let port: Int
    private let publicDirectory: URL

    init(
        holdSeconds: Double = 25, maxSessions: Int = 1000, sessionIdleSeconds: Double = 1800,
        connectionLimit: Int = 20_000, connectionTimeoutSeconds: Int = 30, threads: Int = 1,
        formFolders: [URL] = [], shard: String? = nil, tickSeconds: Double = 0.05, waitsForForms: Bool = true,
        configure: (inout ServerConfiguration) -> Void = { _ in }
    ) throws {
        publicDirectory = try TemporaryPublic.make()
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.publicDirectory = publicDirectory
        configuration.holdSeconds = holdSeconds
        configuration.maxSessions = maxSessions
        configuration.sessionIdleSeconds = sessionIdleSeconds
        configuration.connectionLimit = connectionLimit
        configuration.connectionTimeoutSeconds = connectionTimeoutSeconds
        configuration.threads = threads
        configuration.formFolders = formFolders
        configuration.shard = shard
        configuration.tickSeconds = tickSeconds
        configure(&configuration)
        server = try FormSimServer(configuration: configuration, logger: log.logger(label: "formsim.test"))
        try server.start()
        // The forms of --forms load off the listener's thread: a test starts once they are in.
        if waitsForForms { _ = server.waitForForms() }
        port = server.port
    }

    deinit {
        server.shutdown()
        try? FileManager.default.removeItem(at: publicDirectory)
    }

    func request(
        _ method: String, _ path: String, json: String? = nil, headers: [String: String] = [:], timeout: Double = 10
    ) throws -> RawHTTP.Response {
        try RawHTTP.request(port: port, method, path, headers: headers, body: json.map { Data($0.utf8) }, timeout: timeout)
    }

    /// Starts an iPhone 15 Contacts session and returns its id.
    func createSession(_ body: String = #"{"device":"iphone-15","scene":"contacts"}"#) throws -> String {
        let response = try request("POST", "/api/sessions", json: body)
        guard response.status == 201, let id = try response.json()["id"]?.stringValue else {
            throw RawHTTP.Failure(description: "session not created: \(response.status)")
        }
        return id
    }
}
