import Audit
import Foundation
import Scenes
import Testing
@testable import SimCore

/// The audit's text and spacing checks, each on a screen that has the problem and one
/// that does not.
@Suite struct AuditTextTests {
    /// Labels on a white view, each at its frame in its colour.
    static func labels(_ id: String, _ items: [(String, Rect, Color)]) -> SceneDescriptor {
        SceneDescriptor(id: id, title: "Labels") { _ in
            let root = View(id: "root")
            root.backgroundColor = .systemBackground
            for (index, (text, frame, color)) in items.enumerated() {
                let label = Label(id: "label-\(index)", text: text, color: color)
                label.semanticRole = .label
                label.frame = frame
                root.addSubview(label)
            }
            return ViewController(view: root)
        }
    }

    func findings(_ scene: SceneDescriptor, on device: String = "iphone-15", size: ContentSizeCategory = .large) throws -> [AuditFinding] {
        var auditor = Auditor()
        auditor.devices = [try #require(DeviceProfile.named(device))]
        auditor.appearances = [.light]
        auditor.contentSizes = [size]
        return auditor.audit(scene)
    }

    func shipped(_ id: String, on device: String = "iphone-15", size: ContentSizeCategory = .large) throws -> [AuditFinding] {
        try findings(try #require(AuditTests.registry.scene(id)), on: device, size: size)
    }

    @Test("yellow text on white is a contrast error; the label colour on white is not")
    func contrast() throws {
        let faint = try findings(Self.labels("faint", [("Pay now", Rect(x: 20, y: 120, width: 200, height: 30), Color("#FFCC00"))]))
            .filter { $0.check == .contrast }
        #expect(faint.map(\.severity) == [.error])
        #expect(faint.first?.message.contains("\"Pay now\"") == true)
        let plain = try findings(Self.labels("plain", [("Pay now", Rect(x: 20, y: 120, width: 200, height: 30), .label)]))
        #expect(plain.filter { $0.check == .contrast }.isEmpty)
    }

    @Test("two labels drawn over each other are overlapping text; two apart are not")
    func overlappingText() throws {
        let over = try findings(Self.labels("over", [
            ("Shipping address", Rect(x: 20, y: 120, width: 240, height: 30), .label),
            ("Billing address", Rect(x: 40, y: 124, width: 240, height: 30), .label),
        ])).filter { $0.check == .overlappingText }
        #expect(over.count == 1)
        #expect(over.first?.severity == .error)
        let apart = try findings(Self.labels("apart", [
            ("Shipping address", Rect(x: 20, y: 120, width: 240, height: 30), .label),
            ("Billing address", Rect(x: 20, y: 170, width: 240, height: 30), .label),
        ])).filter { $0.check == .overlappingText }
        #expect(apart.isEmpty)
    }

    @Test("the caret lab's status line is cut short after its toggle on an iPhone 15; the login form cuts nothing")
    func cutText() throws {
        let cut = try shipped("caret").filter { $0.check == .cutText }
        #expect(!cut.isEmpty)
        #expect(cut.allSatisfy { $0.context.state == "after a tap on begin-hook-toggle" })
        #expect(try shipped("login").filter { $0.check == .cutText }.isEmpty)
    }

    @Test("a word wider than its wrapping label breaks inside the word; the account form's Notifications, with the row free, does not on an iPhone SE at AX3")
    func brokenWord() throws {
        let narrow = SceneDescriptor(id: "narrow", title: "Narrow") { _ in
            let root = View(id: "root")
            root.backgroundColor = .systemBackground
            let label = Label(id: "label-0", text: "Notifications", color: .label)
            label.semanticRole = .label
            label.numberOfLines = 0
            label.frame = Rect(x: 20, y: 120, width: 60, height: 90)
            root.addSubview(label)
            return ViewController(view: root)
        }
        let broken = try findings(narrow).filter { $0.check == .brokenWord }
        #expect(broken.contains { $0.message.contains("\"Notifications\"") })
        #expect(try shipped("account", on: "iphone-se", size: .AX3).filter { $0.check == .brokenWord }.isEmpty)
        #expect(try shipped("account", on: "iphone-se").filter { $0.check == .brokenWord }.isEmpty)
    }

    @Test("the selectable list's style toggle sits right against its Edit button; the login form's controls are spaced")
    func targetSpacing() throws {
        let close = try shipped("selection").filter { $0.check == .targetSpacing }
        #expect(!close.isEmpty)
        #expect(try shipped("login").filter { $0.check == .targetSpacing }.isEmpty)
    }
}
