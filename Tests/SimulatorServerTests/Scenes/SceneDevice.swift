import Foundation
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

/// A manual-clock session of one scene on one device, driven through the HTTP API only
/// (the scene suites' `Device`, as in ContactsAPITests).
struct SceneDevice {
    /// The devices the A2–A5 suites run on: the two phone sizes and a pad.
    static let devices = ["iphone-se", "iphone-15", "ipad-10"]
    /// Those devices in portrait and landscape.
    static let deviceOrientations = devices.flatMap { d in ["portrait", "landscapeLeft"].map { (d, $0) } }

    let server: TestServer
    let id: String

    /// A session on `server`, or on a server of its own (the built-in scenes only).
    init(
        _ scene: String, _ device: String, _ orientation: String = "portrait", locale: String = "en_US",
        server: TestServer? = nil
    ) throws {
        self.server = try server ?? TestServer()
        id = try self.server.createSession(
            #"{"device":"\#(device)","scene":"\#(scene)","orientation":"\#(orientation)","locale":"\#(locale)","clock":"manual"}"#)
    }

    /// A session already made on `server`.
    init(server: TestServer, id: String) {
        self.server = server
        self.id = id
    }

    /// Sends a batch of events (comma-separated JSON objects) and expects them all to run.
    @discardableResult
    func send(_ events: String) throws -> RawHTTP.Response {
        let response = try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[\#(events)]}"#)
        #expect(response.status == 200, "\(events): \(String(decoding: response.body, as: UTF8.self))")
        return response
    }

    func tree() throws -> SemanticTree {
        try JSONDecoder().decode(SemanticTree.self, from: server.request("GET", "/api/sessions/\(id)/tree").body)
    }

    func node(_ id: String) throws -> SemanticNode? { try tree().root.find(id) }

    func states(_ id: String) throws -> [ElementState] { try node(id)?.states ?? [] }

    /// The centre of an element's frame, in screen points.
    func centre(_ id: String) throws -> (x: Double, y: Double) {
        let f = try #require(try node(id), "no element \(id)").frame
        return (f.minX + f.width / 2, f.minY + f.height / 2)
    }

    /// The render tree's nodes (GET /render), by render id; elements keep their element id.
    func render() throws -> [String: JSONValue] {
        let json = try server.request("GET", "/api/sessions/\(id)/render").json()
        guard case .object(let nodes)? = json["reset"]?["nodes"] else { return [:] }
        return nodes
    }
}

extension JSONValue {
    /// A render node's children ids.
    var childIDs: [String] { self["children"]?.array?.compactMap(\.stringValue) ?? [] }
    /// A render node's `frame` as four numbers.
    var frameValues: [Double] { self["frame"]?.array?.compactMap(\.number) ?? [] }
    /// A render node's `hidden` flag (absent = shown).
    var isHidden: Bool { self["hidden"] == .bool(true) }
}
