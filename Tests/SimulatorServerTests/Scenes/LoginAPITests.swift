import Foundation
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

/// BEHAVIOR.md A2 (the login form) through the HTTP API, on manual-clock sessions.
@Suite("Login form over HTTP", .serialized)
struct LoginAPITests {
    static let devices = SceneDevice.devices
    static let deviceOrientations = SceneDevice.deviceOrientations

    func login(_ device: String, _ orientation: String = "portrait") throws -> SceneDevice {
        try SceneDevice("login", device, orientation)
    }

    static let fillEmail = #"{"type":"tap","target":"email-field"},{"type":"text","text":"ann@example.com"}"#

    // MARK: A2.1

    @Test("A2.1: the email field has the email keyboard with Next; the password's return key is Go", arguments: devices)
    func returnKeys(device: String) throws {
        let d = try login(device)
        try d.send(#"{"type":"tap","target":"email-field"}"#)
        let keyboard = try #require(try d.node("keyboard"))
        #expect(keyboard.find("key-@") != nil && keyboard.find("key-.") != nil)
        #expect(keyboard.find("key-return")?.label == "Next")
        try d.send(#"{"type":"tap","target":"password-field"}"#)
        #expect(try d.node("key-return")?.label == "Go")
        #expect(try d.node("key-@") == nil)
    }

    @Test("A2.1: Return in the email field moves first responder to the password field", arguments: deviceOrientations)
    func returnInEmail(device: String, orientation: String) throws {
        let d = try login(device, orientation)
        try d.send(Self.fillEmail + #",{"type":"key","key":"Enter"}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == "password-field")
        #expect(tree.root.find("email-field")?.value == "ann@example.com")
        #expect(tree.root.find("input-panel") != nil, "the keyboard stays up between the fields")
        #expect(tree.root.find("login-button")?.states.contains(.submitted) == false)
    }

    @Test("A2.1: Return in the password submits, resigns and shows the form was submitted", arguments: deviceOrientations)
    func returnInPassword(device: String, orientation: String) throws {
        let d = try login(device, orientation)
        try d.send(Self.fillEmail + #",{"type":"key","key":"Enter"},{"type":"text","text":"secret"},{"type":"key","key":"Enter"}"#)
        try d.send(#"{"type":"advance","ms":300}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == nil)
        #expect(tree.root.find("input-panel") == nil)
        #expect(tree.root.find("login-button")?.states.contains(.submitted) == true)
        #expect(tree.root.find("login-status")?.value == "Submitted as ann@example.com")
    }

    @Test("A2.1: the keyboard's Next and Go keys do what Return does", arguments: devices)
    func softwareReturnKeys(device: String) throws {
        let d = try login(device)
        try d.send(Self.fillEmail + #",{"type":"tap","target":"key-return"}"#)
        #expect(try d.tree().firstResponder == "password-field")
        try d.send(#"{"type":"tap","target":"key-s"},{"type":"tap","target":"key-return"}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == nil)
        #expect(tree.root.find("login-button")?.states.contains(.submitted) == true)
    }

    @Test("A2.1: the form is not submitted before Return in the password or the Login button", arguments: devices)
    func notSubmittedEarly(device: String) throws {
        let d = try login(device)
        #expect(try d.states("login-button").contains(.submitted) == false)
        try d.send(Self.fillEmail + #",{"type":"key","key":"Enter"}"#)
        #expect(try d.states("login-button").contains(.submitted) == false)
        #expect(try d.node("login-status")?.value ?? "" == "")
        try d.send(#"{"type":"tap","target":"login-button"}"#)
        #expect(try d.states("login-button").contains(.submitted))
        #expect(try d.tree().firstResponder == nil)
    }

    // MARK: A2.2

    @Test("A2.2: tapping the background beside a field resigns and the keyboard hides", arguments: deviceOrientations)
    func backgroundTapResigns(device: String, orientation: String) throws {
        let d = try login(device, orientation)
        try d.send(#"{"type":"tap","target":"email-field"}"#)
        #expect(try d.node("input-panel") != nil)
        let container = try #require(try d.node("email-container")).frame
        // Left of the form, level with the email field: the scene's background.
        try d.send(#"{"type":"tap","x":\#(container.minX / 2),"y":\#(container.minY + container.height / 2)}"#)
        try d.send(#"{"type":"advance","ms":300}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == nil)
        #expect(tree.root.find("input-panel") == nil)
        #expect(tree.root.find("email-field")?.states.contains(.editing) == false)
    }

    @Test("A2.2: tapping the title label or the gap between the fields and the button resigns", arguments: devices)
    func labelAndGapTapResign(device: String) throws {
        let d = try login(device)
        try d.send(#"{"type":"tap","target":"password-field"},{"type":"tap","target":"login-title"}"#)
        #expect(try d.tree().firstResponder == nil)
        let password = try #require(try d.node("password-container")).frame
        let button = try #require(try d.node("login-button")).frame
        let gapY = (password.minY + password.height + button.minY) / 2
        try d.send(#"{"type":"tap","target":"email-field"},{"type":"tap","x":\#(button.minX + button.width / 2),"y":\#(gapY)}"#)
        #expect(try d.tree().firstResponder == nil)
        #expect(try d.states("login-button").contains(.submitted) == false)
    }

    @Test("A2.2: tapping the other field moves first responder instead of resigning", arguments: devices)
    func otherFieldMovesFocus(device: String) throws {
        let d = try login(device)
        try d.send(#"{"type":"tap","target":"email-field"},{"type":"tap","target":"password-field"}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == "password-field")
        #expect(tree.root.find("input-panel") != nil)
    }

    // MARK: A2.3

    @Test("A2.3: the containers and the Login button are at least 44 × 44 pt", arguments: deviceOrientations)
    func hitAreas(device: String, orientation: String) throws {
        let d = try login(device, orientation)
        for id in ["email-container", "password-container", "login-button"] {
            let frame = try #require(try d.node(id), "no \(id)").frame
            #expect(frame.width >= 44 && frame.height >= 44, "\(id) is \(frame.width) × \(frame.height)")
        }
        // Each field sits inside its 44 pt container.
        for (container, field) in [("email-container", "email-field"), ("password-container", "password-field")] {
            let c = try #require(try d.node(container)).frame
            let f = try #require(try d.node(field)).frame
            #expect(c.height == 44)
            #expect(f.minY >= c.minY && f.minY + f.height <= c.minY + c.height && f.minX >= c.minX && f.minX + f.width <= c.minX + c.width)
        }
    }

    @Test("A2.3: tapping a container anywhere, even outside its field, focuses the field", arguments: deviceOrientations)
    func containerTapFocuses(device: String, orientation: String) throws {
        let d = try login(device, orientation)
        for (container, field) in [("email-container", "email-field"), ("password-container", "password-field")] {
            let c = try #require(try d.node(container)).frame
            let corners = [(c.minX + 1, c.minY + 1), (c.minX + c.width - 1, c.minY + c.height - 1), (c.minX + c.width / 2, c.minY + 2)]
            for (x, y) in corners {
                try d.send(#"{"type":"tap","x":\#(c.minX / 2),"y":\#(c.minY + c.height / 2)}"#)
                #expect(try d.tree().firstResponder == nil)
                try d.send(#"{"type":"tap","x":\#(x),"y":\#(y)}"#)
                #expect(try d.tree().firstResponder == field, "tap at \(x), \(y) in \(container)")
            }
        }
    }

    // MARK: A2.4

    @Test("A2.4: the fields are drawn flat with a bottom border only", arguments: devices)
    func flatFields(device: String) throws {
        let d = try login(device)
        for (container, field) in [("email-container", "email-field"), ("password-container", "password-field")] {
            let nodes = try d.render()
            let c = try #require(nodes[container], "no render node \(container)")
            let f = try #require(nodes[field], "no render node \(field)")
            for props in [c, f] {
                #expect(props["borderWidth"] == nil && props["fill"] == nil && props["cornerRadius"] == nil)
            }
            let size = c.frameValues
            let lines = c.childIDs.filter { $0 != field }.compactMap { nodes[$0] }.filter { $0["fill"] != nil && !$0.isHidden }
            try #require(lines.count == 1, "\(container) draws \(lines.count) lines")
            let line = lines[0].frameValues
            #expect(line[0] == 0 && line[2] == size[2], "the border spans the container")
            #expect(line[3] <= 2 && line[1] + line[3] == size[3], "the border is a thin line at the bottom")
        }
    }

    @Test("A2.4: the editing field's bottom border turns blue and 2 pt thick", arguments: devices)
    func editingBorder(device: String) throws {
        let d = try login(device)
        func line(_ container: String) throws -> JSONValue {
            let nodes = try d.render()
            let id = try #require(nodes[container]?.childIDs.first { !$0.hasSuffix("-field") })
            return try #require(nodes[id])
        }
        let idle = try line("email-container")
        try d.send(#"{"type":"tap","target":"email-field"}"#)
        let editing = try line("email-container")
        #expect(editing["fill"] == .string(Color.systemBlue.css))
        #expect(editing.frameValues[3] == 2 && idle.frameValues[3] == 1)
        #expect(idle["fill"] != editing["fill"])
        #expect(try line("password-container")["fill"] == idle["fill"])
    }

    // MARK: A2.5

    @Test("A2.5: password text is drawn as bullets, in the tree and on the screen", arguments: devices)
    func bullets(device: String) throws {
        let d = try login(device)
        try d.send(#"{"type":"tap","target":"password-field"},{"type":"text","text":"secret"}"#)
        let node = try #require(try d.node("password-field"))
        #expect(node.value == "••••••")
        #expect(node.states.contains(.secure))
        let texts = try d.render().values.compactMap { $0["text"]?.stringValue }
        #expect(texts.contains("••••••"))
        #expect(!texts.contains { $0.contains("secret") })
        let body = String(decoding: try d.server.request("GET", "/api/sessions/\(d.id)/tree").body, as: UTF8.self)
        #expect(!body.contains("secret"))
    }

    @Test("A2.5: the password's edit menu never offers Copy or Cut, even with all of it selected", arguments: devices)
    func noCopyOrCut(device: String) throws {
        let d = try login(device)
        // Put something on the pasteboard from the email field first.
        try d.send(Self.fillEmail + #",{"type":"longPress","target":"email-field"},{"type":"tap","target":"menu-selectAll"}"#)
        try d.send(#"{"type":"longPress","target":"email-field"},{"type":"tap","target":"menu-copy"}"#)
        #expect(try d.tree().pasteboard == "ann@example.com")
        try d.send(#"{"type":"tap","target":"password-field"},{"type":"text","text":"secret"},{"type":"longPress","target":"password-field"}"#)
        let menu = try #require(try d.node("edit-menu")).children.map(\.id)
        #expect(!menu.contains("menu-copy") && !menu.contains("menu-cut"))
        try d.send(#"{"type":"tap","target":"menu-selectAll"}"#)
        #expect(try d.node("password-field")?.selection == [0, 6])
        try d.send(#"{"type":"longPress","target":"password-field"}"#)
        #expect(try d.node("edit-menu")?.children.map(\.id) == ["menu-paste"])
        let refused = try d.server.request(
            "POST", "/api/sessions/\(d.id)/input", json: #"{"type":"tap","target":"menu-copy"}"#)
        #expect(refused.status == 400)
        #expect(try d.tree().pasteboard == "ann@example.com")
        #expect(try d.node("password-field")?.value == "••••••")
    }
}
