import Foundation
import Scenes
import Testing

@testable import SimCore
import TestSupport

/// A commit draws only what changed against what each view drew last. These tests hold
/// it to the tree drawn from scratch after every event of long, mixed scripts, and to
/// the ops: applying each commit's ops to the previous tree gives the new one.
@Suite("Incremental render")
struct IncrementalRenderTests {
    /// The shipped forms, by id.
    static let shipped: [String: SceneDescriptor] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Forms/shipping.yaml").standardized
        let library = FormLibrary.load(folders: [url.deletingLastPathComponent()])
        let directory = FormDirectory(library.documents)
        return Dictionary(uniqueKeysWithValues: library.documents.map { ($0.id, $0.sceneDescriptor(directory: directory)) })
    }()

    /// Rows that show and hide as a switch and a menu say, under a large title.
    static let conditional = try? FormParser.parse(
        """
        id: conditional
        title: Gifts
        largeTitle: true
        sections:
          - rows:
              - switch: gift
                label: Gift
              - text: message
                label: Message
                visibleWhen: {row: gift}
              - menu: wrap
                label: Wrapping
                options: [None, Paper, Box]
              - text: colour
                label: Colour
                visibleWhen: {not: {row: wrap, equals: None}}
          - rows:
        \((1...20).map { "      - text: r\($0)\n        label: Row \($0)" }.joined(separator: "\n"))
        """, file: "conditional.yaml"
    ).sceneDescriptor

    /// Taps, picks, typing, rotations, drags that scroll and flick, and a push and pop.
    static let script: [String: [InputEvent]] = [
        "contacts": [
            .tapTarget("first-name"), .text("Ann"), .key("Enter"), .text("Lee"), .tapTarget("birthday"),
            .pickDate(target: "birthday-picker", date: "1990-01-15"), .rotate(.landscapeLeft),
            .pickDate(target: "birthday-picker", date: "1991-02-28"), .rotate(.portrait), .tapTarget("notes"),
            .drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 150), milliseconds: 80), .advance(milliseconds: 3_000),
            .drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 700), milliseconds: 300), .advance(milliseconds: 3_000),
            .longPress(target: "first-name"), .advance(milliseconds: 1_000),
        ],
        "shipping": [
            .tapTarget("full-name"), .text("Jane"), .key("Enter"), .text("j@x.io"), .tapTarget("packaging"),
            .advance(milliseconds: 1_000), .tapTarget("back"), .advance(milliseconds: 1_000),
            // The form comes back changed while covered (rotated, dark, a choice made), and unchanged.
            .tapTarget("packaging"), .advance(milliseconds: 1_000), .rotate(.landscapeLeft),
            .settings(SettingsChange(appearance: .dark)), .tapTarget("packaging-option-1"), .advance(milliseconds: 1_000),
            .rotate(.portrait), .settings(SettingsChange(appearance: .light)), .tapTarget("packaging"),
            .advance(milliseconds: 1_000), .tapTarget("back"), .advance(milliseconds: 1_000), .tapTarget("delivery-date"),
            .pickDate(target: "delivery-date-picker", date: "2026-12-24"), .rotate(.landscapeRight), .tapTarget("postal-code"),
            .text("12345"), .rotate(.portrait),
            .drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 100), milliseconds: 60), .advance(milliseconds: 3_000),
            .tapTarget("quantity"), .advance(milliseconds: 1_000),
        ],
        // Today's controls and presentations: a compact date's calendar, time wheels, a
        // menu, an inline calendar, through a rotation and a scroll.
        "booking": [
            .tapTarget("guest-name"), .text("Ann"), .tapTarget("check-in-compact-date"), .advance(milliseconds: 1_000),
            .tapTarget("check-in-calendar-day-20"), .rotate(.landscapeLeft), .advance(milliseconds: 1_000),
            .rotate(.portrait), .key("Escape"), .advance(milliseconds: 1_000), .tapTarget("arrival-time-compact-time"),
            .advance(milliseconds: 1_000), .pickTime(target: "arrival-time-time-picker", time: "16:15"), .key("Escape"),
            .advance(milliseconds: 1_000), .tapTarget("room-button"), .advance(milliseconds: 500),
            .tapTarget("room-menu-item-3"), .advance(milliseconds: 500),
            .drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 150), milliseconds: 80), .advance(milliseconds: 3_000),
        ],
        // A keyboard bar, a sheet, an alert and an action sheet, and the large title scrolled.
        "account": [
            .tapTarget("name"), .text("Jo"), .tapTarget("keyboard-accessory-next"), .text("j@x.io"),
            .tapTarget("keyboard-accessory-done"), .advance(milliseconds: 500), .tapTarget("notifications"),
            .advance(milliseconds: 1_000), .rotate(.landscapeLeft), .advance(milliseconds: 1_000), .tapTarget("cancel"),
            .advance(milliseconds: 1_000), .rotate(.portrait), .tapTarget("sign-out"), .advance(milliseconds: 500),
            .tapTarget("sign-out-action-0"), .advance(milliseconds: 500), .tapTarget("delete-account"),
            .advance(milliseconds: 500), .tapTarget("delete-account-action-0"), .advance(milliseconds: 500),
            .scroll(at: Point(x: 200, y: 400), by: Point(x: 0, y: 60)), .scroll(at: Point(x: 200, y: 400), by: Point(x: 0, y: -90)),
        ],
        // Rows shown and hidden while a field holds the focus, under a large title.
        "conditional": [
            .tapTarget("gift"), .tapTarget("message-field"), .text("Hi"), .tapTarget("gift"), .advance(milliseconds: 500),
            .tapTarget("wrap-button"), .advance(milliseconds: 500), .tapTarget("wrap-menu-item-2"), .advance(milliseconds: 500),
            .tapTarget("colour-field"), .text("red"), .scroll(at: Point(x: 200, y: 400), by: Point(x: 0, y: 120)),
            .rotate(.landscapeLeft), .scroll(at: Point(x: 200, y: 200), by: Point(x: 0, y: -200)), .rotate(.portrait),
        ],
        // The other built-in scenes, and Settings changes that redraw every view.
        "login": [
            .tapTarget("email-field"), .text("ann@example.com"), .key("Enter"), .text("secret"), .key("Enter"),
            .rotate(.landscapeLeft), .tapTarget("email-field"), .key("Backspace"), .rotate(.portrait),
        ],
        "pin": [
            .tapTarget("pin-field"), .text("12"), .key("Backspace"), .text("345"), .tapTarget("pin-clear-button"),
            .advance(milliseconds: 1_000),
        ],
        "caret": [
            .tapTarget("caret-field"), .text("Hello world"), .tapTarget("select-all-button"), .tapTarget("caret-back-button"),
            .tapTarget("caret-invalid-button"), .longPress(target: "caret-field"), .advance(milliseconds: 1_000),
            .tapTarget("begin-hook-toggle"),
        ],
        "selection": [
            .tapTarget("row-1"), .advance(milliseconds: 500), .tapTarget("row-2"), .advance(milliseconds: 500),
            .tapTarget("edit-button"), .tapTarget("row-3"), .advance(milliseconds: 500), .tapTarget("edit-button"),
            .tapTarget("selection-style-toggle"), .tapTarget("select-row-3-button"),
            .drag(from: Point(x: 200, y: 600), to: Point(x: 200, y: 150), milliseconds: 80), .advance(milliseconds: 3_000),
            .tapTarget("multiple-toggle"),
        ],
        "settings": [
            .tapTarget("first-name"), .text("Ann"), .settings(SettingsChange(appearance: .dark)),
            .settings(SettingsChange(contentSize: .AX3)), .tapTarget("birthday"),
            .pickDate(target: "birthday-picker", date: "1990-01-15"), .settings(SettingsChange(locale: "he")),
            .settings(SettingsChange(appearance: .light, contentSize: .xSmall)), .rotate(.landscapeLeft),
            .settings(SettingsChange(contentSize: .large, locale: "en_US")),
        ],
    ]

    func simulator(form: String, device: String) throws -> Simulator {
        let scene = try #require(
            form == "conditional" ? Self.conditional
                : Self.shipped[form] ?? SceneRegistry.builtIn.scene(form == "settings" ? "contacts" : form))
        return try SimHarness(scene: scene, device: device).sim
    }

    @Test(
        "after every event the committed tree is the tree drawn from scratch",
        arguments: ["contacts", "shipping", "booking", "account", "conditional", "login", "pin", "caret", "selection", "settings"],
        ["iphone-se", "iphone-15", "ipad-10"])
    func committedTreeIsTheFullTree(form: String, device: String) throws {
        let sim = try simulator(form: form, device: device)
        #expect(sim.renderTree == sim.renderFully())
        for (index, event) in (Self.script[form] ?? []).enumerated() {
            _ = sim.sendPartially([event])
            let full = sim.renderFully()
            #expect(sim.renderTree.diff(to: full) == [], "after event \(index): \(event)")
        }
    }

    @Test("applying each commit's ops to the tree before it gives the tree after it", arguments: ["contacts", "shipping", "booking", "account"])
    func opsTakeTheTreeFromOneCommitToTheNext(form: String) throws {
        let sim = try simulator(form: form, device: "iphone-15")
        var client = sim.renderTree
        for event in Self.script[form] ?? [] {
            let commit = sim.sendPartially([event]).commit
            client.apply(commit.ops)
            #expect(client == sim.renderTree)
        }
        #expect(client.paintOrder().count == client.nodes.count)
    }

    @Test(
        "a tree let go unread is built again from what the views drew, as the ops patched it",
        arguments: ["contacts", "shipping", "booking", "account", "conditional", "selection", "settings"])
    func treeBuiltFromTheViewsIsThePatchedTree(form: String) throws {
        let sim = try simulator(form: form, device: "iphone-15")
        // Every commit lets the tree go, so every read builds it from the views' records.
        sim.committed.pendingOpsLimit = 0
        var client = sim.renderTree
        for (index, event) in (Self.script[form] ?? []).enumerated() {
            let commit = sim.sendPartially([event]).commit
            client.apply(commit.ops)
            #expect(sim.committed.tree == nil || commit.ops.isEmpty, "after event \(index): \(event)")
            #expect(sim.renderTree == client, "after event \(index): \(event)")
        }
        #expect(sim.renderTree == sim.renderFully())
    }

    /// In turns (`sendTurns`, as the server sends an input's events), one event's ops are
    /// handed on without the committed tree being read either.
    @Test("a tree read now and then is patched with the ops committed since, events sent alone or in turns",
          arguments: [false, true])
    func treeReadNowAndThenIsPatched(inTurns: Bool) throws {
        let sim = try simulator(form: "shipping", device: "iphone-15")
        sim.committed.pendingOpsLimit = .max
        var client = sim.renderTree
        for event in Self.script["shipping"] ?? [] {
            client.apply(inTurns ? sim.sendTurns([event]).commit.ops : sim.sendPartially([event]).commit.ops)
        }
        #expect(!sim.committed.pendingOps.isEmpty)
        #expect(sim.renderTree == client)
        #expect(sim.committed.pendingOps.isEmpty)
    }

    @Test("rows a rotation puts off screen keep what they drew, and are drawn again from it")
    func rowsPutOffScreenByARotationKeepTheirRecords() throws {
        let sim = try simulator(form: "booking", device: "iphone-15")
        _ = sim.sendPartially([.rotate(.landscapeLeft), .advance(milliseconds: 1_000)])
        let kept = sim.recordsKeptOnScreen.value
        #expect(kept > 0)
        #expect(kept <= Simulator.recordsKeptOnScreenLimit)
        _ = sim.sendPartially([.rotate(.portrait), .advance(milliseconds: 1_000)])
        #expect(sim.recordsKeptOnScreen.value < kept)
        #expect(sim.renderTree == sim.renderFully())
    }

    @Test("a label whose text alone changed (a key cap turning lower case) is sent as that text alone")
    func textAloneIsSentAsText() throws {
        let sim = try simulator(form: "contacts", device: "iphone-15")
        _ = sim.sendPartially([.tapTarget("first-name")])
        let title = try #require(sim.renderTree.nodes["key-w"]?["children"]?.arrayValue?.first?.stringValue)
        #expect(sim.renderTree.nodes[title]?["text"] == "W")
        // The first letter typed turns shift off: every letter key's cap changes case.
        let ops = sim.sendPartially([.tapTarget("key-q")]).commit.ops
        #expect(ops.contains(.text(id: title, text: "w")))
        #expect(sim.renderTree == sim.renderFully())
    }

    @Test("an unchanged state commits no ops and keeps its version")
    func nothingChangedCommitsNothing() throws {
        let sim = try simulator(form: "contacts", device: "iphone-15")
        _ = sim.sendPartially([.tapTarget("birthday"), .advance(milliseconds: 1_000)])
        let version = sim.version
        let commit = sim.commit()
        #expect(commit.ops.isEmpty)
        #expect(sim.version == version)
    }

    @Test("a row scrolled out of sight leaves the render tree and comes back when scrolled to")
    func aRowScrolledAwayAndBackIsInsertedAgain() throws {
        let sim = try simulator(form: "shipping", device: "iphone-se")
        #expect(sim.renderTree.nodes["full-name"] != nil)
        let flickUp = InputEvent.drag(from: Point(x: 180, y: 600), to: Point(x: 180, y: 100), milliseconds: 40)
        _ = sim.sendPartially([flickUp, .advance(milliseconds: 3_000), flickUp, .advance(milliseconds: 3_000)])
        #expect(sim.renderTree.nodes["full-name"] == nil)
        let flickDown = InputEvent.drag(from: Point(x: 180, y: 100), to: Point(x: 180, y: 600), milliseconds: 40)
        _ = sim.sendPartially([flickDown, .advance(milliseconds: 3_000), flickDown, .advance(milliseconds: 3_000)])
        #expect(sim.renderTree.nodes["full-name"] != nil)
        #expect(sim.renderTree == sim.renderFully())
    }
}
