import Audit
import Foundation
import Scenes
import Testing
@testable import SimCore

/// The audit's reading-order, keyboard and validity checks, each on a screen that has the
/// problem and one that does not.
@Suite struct AuditOrderTests {
    /// Two buttons, `top` above `bottom`; `reversed` has the app read them bottom first.
    static func buttons(reversed: Bool) -> SceneDescriptor {
        SceneDescriptor(id: reversed ? "reversed" : "in-order", title: "Order") { _ in
            let root = View(id: "root")
            root.backgroundColor = .systemBackground
            let top = Button(id: "top", title: "Top"), bottom = Button(id: "bottom", title: "Bottom")
            top.frame = Rect(x: 20, y: 120, width: 200, height: 44)
            bottom.frame = Rect(x: 20, y: 300, width: 200, height: 44)
            root.addSubview(bottom)
            root.addSubview(top)
            if reversed { root.accessibilityElements = [bottom, top] }
            return ViewController(view: root)
        }
    }

    /// A field `y` points from the top of a plain view, which does not move it for the keyboard.
    static func field(at y: Double) -> SceneDescriptor {
        SceneDescriptor(id: "field-\(Int(y))", title: "Field") { _ in
            let root = View(id: "root")
            root.backgroundColor = .systemBackground
            let field = TextField(id: "name", placeholder: "Name")
            field.accessibilityLabel = "Name"
            field.frame = Rect(x: 20, y: y, width: 280, height: 44)
            root.addSubview(field)
            return ViewController(view: root)
        }
    }

    func findings(_ scene: SceneDescriptor, on device: String = "iphone-15", locale: String = "en_US") throws -> [AuditFinding] {
        var auditor = Auditor()
        auditor.devices = [try #require(DeviceProfile.named(device))]
        auditor.appearances = [.light]
        auditor.contentSizes = [.large]
        auditor.locales = [locale]
        return auditor.audit(scene)
    }

    func findings(form text: String) throws -> [AuditFinding] {
        let document = try FormParser.parse(text, file: "audit.yaml")
        return try findings(document.sceneDescriptor(directory: FormDirectory([document])))
    }

    @Test("subviews added bottom first are read top first, as VoiceOver orders them by where they are drawn")
    func defaultOrderFollowsTheDrawing() throws {
        #expect(try findings(Self.buttons(reversed: false)).filter { $0.check == .readingOrder }.isEmpty)
    }

    @Test("an app that sets accessibilityElements against what is seen is read out of order")
    func explicitOrderAgainstTheDrawing() throws {
        let order = try findings(Self.buttons(reversed: true)).filter { $0.check == .readingOrder }
        #expect(order.map(\.element) == ["top"])
        #expect(order.first?.message == "top is read after bottom but drawn above it")
    }

    @Test("a field under its own keyboard is an error; one above it is not")
    func fieldUnderTheKeyboard() throws {
        let low = try findings(Self.field(at: 760)).filter { $0.check == .underKeyboard }
        #expect(low.map(\.element) == ["name"])
        #expect(low.first?.context.state == "after a tap on name")
        #expect(try findings(Self.field(at: 120)).filter { $0.check == .underKeyboard }.isEmpty)
    }

    @Test("a table scrolls its first responder clear of the keyboard: no shipped text row is under it")
    func formsScrollTheirFieldsClear() throws {
        let shipping = try #require(AuditTests.registry.scene("shipping"))
        #expect(try findings(shipping, on: "iphone-se").filter { $0.check == .underKeyboard }.isEmpty)
    }

    @Test("a required row that is disabled can never be valid; a required text row can")
    func requiredDisabledRow() throws {
        let never = try findings(form: """
            id: locked
            done: Save
            sections:
              - rows:
                  - text: code
                    label: Code
                    required: true
                    disabled: true
                  - text: name
                    label: Name
                    required: true
            """).filter { $0.check == .neverValid }
        #expect(never.map(\.element) == ["code"])
        #expect(never.first?.severity == .error)
    }

    @Test("a required read-only value with nothing in it can never be valid")
    func requiredEmptyValue() throws {
        let never = try findings(form: """
            id: read-only
            done: Save
            sections:
              - rows:
                  - value: account
                    label: Account
                    required: true
            """).filter { $0.check == .neverValid }
        #expect(never.map(\.element) == ["account"])
    }

    @Test("every required row of the shipped shipping form can be filled")
    func shippedRequiredRowsCanBeFilled() throws {
        let shipping = try #require(AuditTests.registry.scene("shipping"))
        #expect(try findings(shipping).filter { $0.check == .neverValid }.isEmpty)
    }

    @Test("an action sheet with no anchor crashes an iPad at full screen, not in a third of it, where it is a sheet from the bottom")
    func windowsAdaptTheCrash() throws {
        let auditor = try Auditor.choosing(
            devices: ["ipad-10", "iphone-15"], appearances: ["light"], contentSizes: ["large"], windows: ["full", "oneThird"])
        let account = try #require(AuditTests.registry.scene("account"))
        let crashes = auditor.audit(account).filter { $0.check == .crash }
        #expect(crashes.map(\.context.device) == ["ipad-10"])
        #expect(crashes.map(\.context.window) == ["full"])
        // The iPhone is audited once, filling its screen; the iPad in both windows.
        #expect(auditor.combinations == 3)
    }

    @Test("an unknown window is refused with the names it takes")
    func unknownWindow() {
        #expect(throws: Auditor.ChoiceError.self) { try Auditor.choosing(windows: ["quarter"]) }
        do throws(Auditor.ChoiceError) {
            _ = try Auditor.choosing(windows: ["quarter"])
        } catch {
            #expect(error.description.contains("full, twoThirds, half, oneThird, slideOver"))
        }
    }
}
