import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// BEHAVIOR.md A2: the login form, on the acceptance devices in both orientations.
@Suite struct LoginSceneTests {
    func makeLogin(_ device: String = "iphone-15", _ orientation: Orientation = .portrait) -> Simulator {
        makeSimulator(device, scene: "login", orientation: orientation)
    }

    // A2.1

    @Test(arguments: acceptanceDeviceOrientations)
    func returnInTheEmailFieldMovesFirstResponderToThePassword(device: String, orientation: Orientation) throws {
        let sim = makeLogin(device, orientation)
        _ = try sim.send([.tapTarget("email-field"), .text("ann@example.com"), .key("Enter")])
        #expect(sim.semanticTree().firstResponder == "password-field")
        #expect(sim.node("email-field")?.value == "ann@example.com")
    }

    @Test(arguments: acceptanceDeviceOrientations)
    func returnInThePasswordSubmitsResignsAndMarksTheFormSubmitted(device: String, orientation: Orientation) throws {
        let sim = makeLogin(device, orientation)
        _ = try sim.send([.tapTarget("email-field"), .text("ann@example.com"), .key("Enter"), .text("secret"), .key("Enter")])
        #expect(sim.semanticTree().firstResponder == nil)
        #expect(sim.node("input-panel") == nil)
        #expect(sim.node("login-button")?.states.contains(.submitted) == true)
        #expect(sim.node("login-status")?.value == "Submitted as ann@example.com")
    }

    @Test func theReturnKeyOnTheSoftwareKeyboardSubmitsFromThePassword() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("password-field"), .tapTarget("key-return")])
        #expect(sim.node("login-button")?.states.contains(.submitted) == true)
    }

    @Test func tappingTheLoginButtonSubmitsOnce() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("email-field"), .text("a@b.c"), .tapTarget("login-button")])
        #expect(sim.node("login-button")?.states.contains(.submitted) == true)
        #expect(sim.semanticTree().firstResponder == nil)
        let scene = try #require(sim.window.rootViewController as? StackedFormScene)
        #expect(scene.submissions == 1)
    }

    @Test func theFormIsNotSubmittedBeforeAnyoneSubmitsIt() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("email-field"), .key("Enter")])
        #expect(sim.node("login-button")?.states.contains(.submitted) == false)
    }

    @Test func theEmailFieldHasTheEmailKeyboardWithANextKey() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("email-field")])
        let keyboard = try #require(sim.node("keyboard"))
        #expect(keyboard.find("key-@") != nil)
        #expect(keyboard.find("key-.") != nil)
        #expect(keyboard.find("key-return")?.label == "Next")
    }

    @Test func thePasswordFieldHasAGoKey() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("password-field")])
        #expect(sim.node("key-return")?.label == "Go")
        #expect(sim.node("key-@") == nil)
    }

    // A2.2

    @Test(arguments: acceptanceDeviceOrientations)
    func tappingTheBackgroundResignsAndTheKeyboardHides(device: String, orientation: Orientation) throws {
        let sim = makeLogin(device, orientation)
        _ = try sim.send([.tapTarget("email-field")])
        #expect(sim.node("keyboard") != nil)
        _ = try sim.send([.tap(Point(x: 2, y: 2))])
        #expect(sim.semanticTree().firstResponder == nil)
        #expect(sim.node("input-panel") == nil)
    }

    @Test func tappingALabelResigns() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("login-title")])
        #expect(sim.semanticTree().firstResponder == nil)
    }

    @Test func tappingTheOtherFieldMovesFirstResponderInsteadOfResigning() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("email-field"), .tapTarget("password-field")])
        #expect(sim.semanticTree().firstResponder == "password-field")
    }

    // A2.3

    @Test(arguments: acceptanceDeviceOrientations)
    func everyTappableElementIsAtLeast44By44(device: String, orientation: Orientation) throws {
        let sim = makeLogin(device, orientation)
        for id in ["email-container", "password-container", "login-button"] {
            let frame = try #require(sim.node(id)?.frame)
            #expect(frame.width >= 44 && frame.height >= 44, "\(id) is \(frame.width) × \(frame.height)")
        }
    }

    @Test(arguments: acceptanceDeviceOrientations)
    func tappingAFieldsContainerAnywhereFocusesTheField(device: String, orientation: Orientation) throws {
        for (container, field) in [("email-container", "email-field"), ("password-container", "password-field")] {
            let sim = makeLogin(device, orientation)
            let f = try #require(sim.node(container)?.frame)
            for point in [Point(x: f.minX + 1, y: f.minY + 1), Point(x: f.minX + f.width - 1, y: f.minY + f.height - 1)] {
                _ = try sim.send([.tap(Point(x: 2, y: 2)), .tap(point)])
                #expect(sim.semanticTree().firstResponder == field, "tap at \(point) in \(container)")
            }
        }
    }

    // A2.4

    @Test func fieldsAreDrawnFlatWithABottomBorderOnly() throws {
        let sim = makeLogin()
        for id in ["email-container", "password-container"] {
            let container = try #require(sim.view(withElementID: id) as? FieldContainer)
            sim.layoutIfNeeded()
            #expect(container.borderWidth == 0 && container.field.borderWidth == 0)
            #expect(container.field.backgroundColor == nil && container.field.cornerRadius == 0)
            #expect(container.bottomBorder.frame.maxY == container.bounds.height)
            #expect(container.bottomBorder.frame.width == container.bounds.width)
            #expect(container.bottomBorder.frame.height <= 2)
        }
    }

    // A2.5

    @Test func thePasswordIsDrawnAsBullets() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("password-field"), .text("secret")])
        let node = try #require(sim.node("password-field"))
        #expect(node.value == "••••••")
        #expect(node.states.contains(.secure))
        let field = try #require(sim.view(withElementID: "password-field") as? TextField)
        #expect(field.textLabel.text == "••••••")
    }

    @Test func theCaretAfterSixBulletsSitsJustAfterTheSixthBullet() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("password-field"), .text("secret")])
        let field = try #require(sim.view(withElementID: "password-field") as? TextField)
        let frame = { (view: View) in view.renderID.flatMap { sim.renderTree.nodes[$0]?["frame"]?.numberArray } }
        let caret = try #require(frame(field.caret))
        let text = try #require(frame(field.textLabel))
        // The client draws "•" at 17 pt in Inter Regular (1584/2816 em, its hmtx advance), left aligned.
        let bullet = 17.0 * 1584 / 2816
        let x = caret[0] - text[0]
        #expect(abs(x - 6 * bullet) < 0.5, "the caret is \(x) pt from the text's start")
        #expect(x < 6 * 17 - 2 * bullet, "the caret is still where one-em bullets would put it")
    }

    @Test func afterSelectAllTheMenuComesBackOverTheSelectionWithCutAndCopy() throws {
        let sim = makeLogin()
        _ = try sim.send([.tapTarget("email-field"), .text("ann@example.com"), .longPress(target: "email-field")])
        #expect(sim.node("edit-menu")?.children.map(\.id).contains("menu-selectAll") == true)
        _ = try sim.send([.tapTarget("menu-selectAll")])
        #expect(sim.node("email-field")?.selection == [0, 15])
        let menu = try #require(sim.node("edit-menu"))
        #expect(menu.children.map(\.id) == ["menu-cut", "menu-copy"])
        let field = try #require(sim.node("email-field"))
        #expect(menu.frame.minY + menu.frame.height <= field.frame.minY + 1, "the menu sits above the field")
        _ = try sim.send([.tapTarget("menu-copy")])
        #expect(sim.semanticTree().pasteboard == "ann@example.com")
        #expect(sim.node("edit-menu") == nil)
    }

    @Test func thePasswordCanNeverBeCopiedOrCut() throws {
        let sim = makeLogin()
        sim.pasteboard = "clip"
        _ = try sim.send([.tapTarget("password-field"), .text("secret"), .longPress(target: "password-field")])
        _ = try sim.send([.tapTarget("menu-selectAll")])
        #expect(sim.node("password-field")?.selection == [0, 6])
        _ = try sim.send([.longPress(target: "password-field")])
        let menu = try #require(sim.node("edit-menu"))
        #expect(menu.children.map(\.id) == ["menu-paste"])
        let field = try #require(sim.view(withElementID: "password-field"))
        #expect(!field.canPerformAction(.copy, withSender: nil) && !field.canPerformAction(.cut, withSender: nil))
        #expect(sim.semanticTree().pasteboard == "clip")
    }
}
