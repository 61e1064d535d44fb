import Foundation
import Wire

@testable import SimulatorServer
import TestSupport

/// A server on a folder of form files written for a test, with one manual-clock session
/// on one of them: its input and its semantic tree over HTTP.
final class FormSession {
    let server: TestServer
    let id: String

    /// `files` by file name; the session shows `scene` on `device` held in `orientation`.
    init(files: [String: String], scene: String, device: String, orientation: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
        server = try TestServer(formFolders: [folder])
        id = try server.createSession(#"{"device":"\#(device)","scene":"\#(scene)","orientation":"\#(orientation)","clock":"manual"}"#)
    }

    /// Sends the events (a JSON list's items) in one request.
    func send(_ events: String) throws -> RawHTTP.Response {
        try server.request("POST", "/api/sessions/\(id)/input", json: #"{"events":[\#(events)]}"#)
    }

    func tree() throws -> JSONValue { try server.request("GET", "/api/sessions/\(id)/tree").json() }

    /// The element with this id in the tree, if it is there.
    func node(_ elementID: String) throws -> JSONValue? {
        func find(_ node: JSONValue?) -> JSONValue? {
            guard let node else { return nil }
            if node["id"]?.stringValue == elementID { return node }
            return node["children"]?.array?.lazy.compactMap(find).first
        }
        return find(try tree()["root"])
    }
}
