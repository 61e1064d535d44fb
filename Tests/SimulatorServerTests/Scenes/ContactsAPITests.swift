import Foundation
import SimCore
import Testing

@testable import SimulatorServer
import TestSupport

/// BEHAVIOR.md A1 through the HTTP API, on manual-clock sessions.
@Suite("Contacts birthday over HTTP", .serialized)
struct ContactsAPITests {
    static let phones = ["iphone-se", "iphone-15"].flatMap { d in ["portrait", "landscapeLeft"].map { (d, $0) } }
    static let pads = ["ipad-10", "ipad-pro-12-9"].flatMap { d in ["portrait", "landscapeLeft"].map { (d, $0) } }

    /// A session on one device, driven through the API.
    struct Device {
        let server: TestServer
        let id: String

        init(_ device: String, _ orientation: String, locale: String = "en_US") throws {
            server = try TestServer()
            id = try server.createSession(
                #"{"device":"\#(device)","scene":"contacts","orientation":"\#(orientation)","locale":"\#(locale)","clock":"manual"}"#)
        }

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

        /// A text field fully visible between the navigation bar and the input panel.
        func visibleField() throws -> SemanticNode {
            let tree = try tree()
            let top = try #require(tree.root.find("navigation-bar")).frame
            let bottom = tree.root.find("input-panel")?.frame.minY ?? tree.screen.height
            let ids = ["first-name", "last-name", "company", "phone", "email", "street", "city", "postal-code", "notes"]
            let field = ids.compactMap { tree.root.find("\($0)-field") }.first {
                $0.frame.minY >= top.minY + top.height && $0.frame.minY + $0.frame.height <= bottom
            }
            return try #require(field, "no text field is visible")
        }
    }

    static let pickJan15 = #"{"type":"tap","target":"birthday"},{"type":"pick","target":"birthday-picker","date":"1990-01-15"}"#

    // MARK: iPhone

    @Test("iPhone 1: tapping Birthday makes the label first responder and raises the picker panel", arguments: phones)
    func phonePickerRises(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"tap","target":"birthday"}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == "birthday-value")
        let panel = try #require(tree.root.find("input-panel"))
        let profile = try #require(DeviceProfile.named(device))
        let o = try #require(Orientation(rawValue: orientation))
        let height = (o.isLandscape ? 162.0 : 216.0) + profile.safeArea(in: o).bottom
        #expect(panel.frame == Rect(x: 0, y: tree.screen.height - height, width: tree.screen.width, height: height))
        #expect(panel.children.first?.id == "birthday-picker")
    }

    @Test("iPhone 2: the picker panel is grey", arguments: phones)
    func phonePanelGrey(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"tap","target":"birthday"}"#)
        #expect(try d.node("input-panel")?.background == "#D1D3D9")
    }

    @Test("iPhone 3: a settled wheel changes the label at once", arguments: phones)
    func phonePickUpdatesLabel(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(Self.pickJan15)
        #expect(try d.node("birthday-value")?.value == "January 15, 1990")
        try d.send(#"{"type":"pick","target":"birthday-picker-year","row":100}"#)
        #expect(try d.node("birthday-value")?.value == "January 15, 2000")
    }

    @Test("iPhone 4: typed keys never change the label", arguments: phones)
    func phoneTypingIgnored(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(Self.pickJan15 + #",{"type":"text","text":"1999"},{"type":"key","key":"Backspace"}"#)
        #expect(try d.node("birthday-value")?.value == "January 15, 1990")
    }

    @Test("iPhone 5: dragging the table resigns and slides the picker down", arguments: phones)
    func phoneDragEndsInput(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"tap","target":"birthday"}"#)
        let cell = try d.visibleField().frame
        let x = cell.minX + 40, y = cell.minY + cell.height / 2
        try d.send(#"{"type":"drag","from":[\#(x),\#(y)],"to":[\#(x),\#(y + 40)],"ms":200}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == nil)
        #expect(tree.root.find("input-panel") == nil)
    }

    @Test("iPhone 6: long press shows Cut, Copy, Paste; Copy and Cut fill the pasteboard and keep the label", arguments: phones)
    func phoneMenu(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(Self.pickJan15 + #",{"type":"longPress","target":"birthday-value"}"#)
        #expect(try d.node("edit-menu")?.children.map(\.id) == ["menu-cut", "menu-copy", "menu-paste"])
        try d.send(#"{"type":"tap","target":"menu-cut"}"#)
        #expect(try d.tree().pasteboard == "January 15, 1990")
        #expect(try d.node("birthday-value")?.value == "January 15, 1990")
        try d.send(#"{"type":"longPress","target":"birthday-value"},{"type":"tap","target":"menu-paste"}"#)
        #expect(try d.node("birthday-value")?.value == "January 15, 1990")
    }

    @Test("iPhone 7: tapping a text field moves first responder and swaps the panel's content", arguments: phones)
    func phoneFocusMoves(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"tap","target":"birthday"}"#)
        let field = try d.visibleField().id
        try d.send(#"{"type":"tap","target":"\#(field)"}"#)
        let tree = try d.tree()
        #expect(tree.firstResponder == field)
        #expect(tree.root.find("input-panel")?.children.first?.role == .keyboard)
    }

    @Test("The date is formatted for ja_JP")
    func japaneseDate() throws {
        let d = try Device("iphone-15", "portrait", locale: "ja_JP")
        try d.send(Self.pickJan15)
        #expect(try d.node("birthday-value")?.value == "1990年1月15日")
        #expect(try d.node("birthday")?.label == "誕生日")
    }

    // MARK: iPad

    /// The popover is inside the screen (10 pt + safe area) and its arrow meets the label.
    func expectPopoverPointsAtLabel(_ d: Device) throws {
        let tree = try d.tree()
        let profile = try #require(DeviceProfile.named(tree.device))
        let safe = profile.safeArea(in: tree.orientation)
        let p = try #require(tree.root.find("birthday-popover"))
        let l = try #require(tree.root.find("birthday-value")).frame
        let f = p.frame
        #expect(f.minX >= 10 + safe.left && f.minY >= 10 + safe.top)
        #expect(f.minX + f.width <= tree.screen.width - 10 - safe.right && f.minY + f.height <= tree.screen.height - 10 - safe.bottom)
        let midX = l.minX + l.width / 2, midY = l.minY + l.height / 2
        switch p.arrow {
        case "down": #expect(abs(f.minY + f.height - l.minY) < 0.5 && f.minX < midX && midX < f.minX + f.width)
        case "up": #expect(abs(f.minY - (l.minY + l.height)) < 0.5 && f.minX < midX && midX < f.minX + f.width)
        case "left", "right": #expect(f.minY < midY && midY < f.minY + f.height)
        default: Issue.record("the popover has no arrow")
        }
    }

    @Test("iPad 1 and 2: tapping Birthday shows a white 320×216 picker popover pointing at the label", arguments: pads)
    func padPopover(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"tap","target":"birthday"}"#)
        let popover = try #require(try d.node("birthday-popover"))
        #expect(popover.background == "#FFFFFF")
        let picker = try #require(popover.children.first { $0.id == "birthday-picker" })
        #expect(picker.frame.width == 320 && picker.frame.height == 216)
        #expect(try d.node("input-panel") == nil)
        try expectPopoverPointsAtLabel(d)
    }

    @Test("iPad 3 and 4: picking updates the label; typing does not", arguments: pads)
    func padPick(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(Self.pickJan15 + #",{"type":"text","text":"x"}"#)
        #expect(try d.node("birthday-value")?.value == "January 15, 1990")
    }

    @Test("iPad 5: a tap outside dismisses, ends input, keeps the date and goes nowhere else", arguments: pads)
    func padTapOutside(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(Self.pickJan15)
        let popover = try #require(try d.node("birthday-popover")).frame
        let notes = try #require(try d.node("notes-field")).frame
        let point = [notes.minX + 20, notes.minY + notes.height / 2]
        let inside = point[0] >= popover.minX && point[0] < popover.minX + popover.width && point[1] >= popover.minY
            && point[1] < popover.minY + popover.height
        try #require(!inside, "the notes field lies under the popover")
        try d.send(#"{"type":"tap","x":\#(point[0]),"y":\#(point[1])}"#)
        let tree = try d.tree()
        #expect(tree.root.find("birthday-popover") == nil)
        #expect(tree.firstResponder == nil)
        #expect(tree.root.find("notes-field")?.states.contains(.editing) == false)
        #expect(tree.root.find("birthday-value")?.value == "January 15, 1990")
    }

    @Test("iPad 6: after a rotation the popover shows again beside the label", arguments: pads)
    func padRotation(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"tap","target":"birthday"}"#)
        let turned = orientation == "portrait" ? "landscapeRight" : "portrait"
        try d.send(#"{"type":"rotate","orientation":"\#(turned)"}"#)
        #expect(try d.tree().orientation.rawValue == turned)
        try expectPopoverPointsAtLabel(d)
    }

    @Test("iPad 7: long-pressing the label shows no menu and copies nothing", arguments: pads)
    func padNoMenu(device: String, orientation: String) throws {
        let d = try Device(device, orientation)
        try d.send(#"{"type":"longPress","target":"birthday-value"}"#)
        #expect(try d.node("edit-menu") == nil)
        #expect(try d.tree().pasteboard == nil)
    }
}
