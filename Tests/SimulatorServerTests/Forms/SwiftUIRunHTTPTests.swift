import Foundation
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// BEHAVIOR.md E8 over HTTP: SwiftUI files of the importer's corpus, in the shapes public
/// forms take, loaded from `--forms` and run as their code says on a phone and a tablet.
@Suite("SwiftUI forms run over HTTP", .serialized)
struct SwiftUIRunHTTPTests {
    static let devices = ["iphone-15", "ipad-10"]

    /// A corpus file's text.
    static func corpus(_ name: String) throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("SwiftUIImportTests/Corpus/\(name).swift")
        return try String(contentsOf: url, encoding: .utf8)
    }

    func session(_ file: String, _ scene: String, _ device: String) throws -> FormSession {
        try FormSession(files: ["\(file).swift": try Self.corpus(file)], scene: scene, device: device, orientation: "portrait")
    }

    func tap(_ s: FormSession, _ target: String) throws {
        let answer = try s.send(#"{"type":"tap","target":"\#(target)"},{"type":"advance","ms":1000}"#)
        #expect(answer.status == 200, "tap \(target): \(String(decoding: answer.body, as: UTF8.self))")
    }

    func label(_ s: FormSession, _ id: String) throws -> String? { try s.node(id)?["label"]?.stringValue }

    func states(_ s: FormSession, _ id: String) throws -> [String] { try s.node(id)?["states"]?.array?.compactMap(\.stringValue) ?? [] }

    @Test("a counter's button changes the count its text shows, and Reset enables once there is one", arguments: devices)
    func counter(device: String) throws {
        let s = try session("Counter", "counter-view", device)
        #expect(try label(s, "0-taps") == "0 taps")
        #expect(try states(s, "reset").contains("disabled"))
        try tap(s, "tap")
        try tap(s, "tap")
        #expect(try label(s, "0-taps") == "2 taps")
        #expect(try !states(s, "reset").contains("disabled"))
        try tap(s, "reset")
        #expect(try label(s, "0-taps") == "0 taps")
    }

    @Test("a guest list grows by Return's onSubmit and by Add, and shrinks by Remove last", arguments: devices)
    func guestList(device: String) throws {
        let s = try session("GuestList", "guest-list-view", device)
        #expect(try label(s, "names-0") == "Ada")
        try tap(s, "new-name-field")
        _ = try s.send(#"{"type":"text","text":"Bo"},{"type":"key","key":"Enter"},{"type":"advance","ms":1000}"#)
        #expect(try label(s, "names-1") == "Bo")
        #expect(try s.node("new-name-field")?["value"]?.stringValue ?? "" == "")
        #expect(try label(s, "1-guests") == "2 guests")
        try tap(s, "remove-last")
        #expect(try s.node("names-1") == nil)
        #expect(try label(s, "1-guests") == "1 guests")
    }

    @Test("an alert its flag presents, and a dialog whose destructive action clears a field", arguments: devices)
    func savedAlert(device: String) throws {
        let s = try session("SavedAlert", "saved-alert-view", device)
        try tap(s, "save")
        #expect(try s.node("show-saved-sheet")?["role"]?.stringValue == "alert")
        try tap(s, "show-saved-action-0")
        #expect(try s.node("show-saved-sheet") == nil)
        try tap(s, "delete-nickname")
        let dialog = try #require(try s.node("confirm-delete-sheet"))
        #expect(dialog["role"]?.stringValue == "actionSheet")
        try tap(s, "confirm-delete-action-0")
        #expect(try s.node("confirm-delete-sheet") == nil)
        #expect(try s.node("nickname-field")?["value"]?.stringValue ?? "" == "")
    }

    @Test("Return moves the focus as .onSubmit says, Next, Next, then Go signs in", arguments: devices)
    func focusChain(device: String) throws {
        let s = try session("FocusChain", "focus-chain-view", device)
        // .onAppear focuses the name field.
        #expect(try s.tree()["firstResponder"]?.stringValue == "name-field")
        _ = try s.send(#"{"type":"text","text":"Ann"},{"type":"key","key":"Enter"},{"type":"advance","ms":1000}"#)
        #expect(try s.tree()["firstResponder"]?.stringValue == "email-field")
        _ = try s.send(#"{"type":"text","text":"a@b.c"},{"type":"key","key":"Enter"},{"type":"advance","ms":1000}"#)
        #expect(try s.tree()["firstResponder"]?.stringValue == "password-field")
        #expect(try s.node("signed-in") == nil)
        _ = try s.send(#"{"type":"text","text":"secret"},{"type":"key","key":"Enter"},{"type":"advance","ms":1000}"#)
        #expect(try s.node("signed-in") != nil)
        #expect(try s.tree()["firstResponder"] == .null)
    }

    @Test("a sign-up's button enables only when its computed isValid holds, and its warning goes then", arguments: devices)
    func signUp(device: String) throws {
        let s = try session("SignUpValidation", "sign-up-validation-view", device)
        #expect(try states(s, "create-account").contains("disabled"))
        #expect(try s.node("fill-in-every-field") != nil)
        try tap(s, "email-field")
        _ = try s.send(#"{"type":"text","text":"a@b.c"},{"type":"key","key":"Enter"}"#)
        try tap(s, "password-field")
        _ = try s.send(#"{"type":"text","text":"long enough"},{"type":"key","key":"Enter"},{"type":"advance","ms":1000}"#)
        #expect(try states(s, "create-account").contains("disabled"), "not yet agreed")
        try tap(s, "agreed-switch")
        #expect(try !states(s, "create-account").contains("disabled"))
        #expect(try s.node("fill-in-every-field") == nil)
        try tap(s, "create-account")
        #expect(try s.node("account-created") != nil)
    }

    @Test("a Toggle bound through Binding(get:set:) shows what get gives and its set changes the stepper's state", arguments: devices)
    func customBinding(device: String) throws {
        let s = try session("MuteBinding", "sound-settings", device)
        #expect(try s.node("mute-switch")?["value"]?.stringValue == "off")
        try tap(s, "mute-switch")
        #expect(try label(s, "volume") == "Volume: 0")
        #expect(try s.node("mute-switch")?["value"]?.stringValue == "on")
        try tap(s, "mute-switch")
        #expect(try label(s, "volume") == "Volume: 5")
    }

    @Test("a sheet its flag presents closes by its own dismiss() and opens again", arguments: devices)
    func sheetDismiss(device: String) throws {
        let s = try session("SheetDismiss", "contacts-list", device)
        try tap(s, "new-contact")
        #expect(try s.node("showing-new-sheet") != nil)
        try tap(s, "close")
        #expect(try s.node("showing-new-sheet") == nil)
        try tap(s, "new-contact")
        #expect(try s.node("showing-new-sheet") != nil)
        try tap(s, "done")
        #expect(try s.node("showing-new-sheet") == nil)
    }

    @Test("the inspector lists the form's state and where the last action ran")
    func inspector() throws {
        let s = try session("Counter", "counter-view", "iphone-15")
        try tap(s, "tap")
        let state = try s.server.request("GET", "/api/sessions/\(s.id)/inspect").json()["state"]
        let values = state?["values"]?.array ?? []
        #expect(values.first?["name"]?.stringValue == "count")
        #expect(values.first?["type"]?.stringValue == "Int")
        #expect(values.first?["value"]?.stringValue == "1")
        #expect(state?["lastRun"]?.array?.compactMap(\.stringValue) == ["Counter.swift:12:25"])
    }
}
