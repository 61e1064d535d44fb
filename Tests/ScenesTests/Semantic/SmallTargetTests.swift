import Testing
import SimCore
import TestSupport

/// The one rule for a small touch target (SemanticTree.smallTargets): tappable, under
/// 44 pt in width or height, and some of it on screen once cut by its ancestors.
@Suite struct SmallTargetTests {
    /// A 390 × 844 phone: a window holding `children`.
    func tree(_ children: [SemanticNode]) -> SemanticTree {
        SemanticTree(
            version: 1, device: "iphone-15", idiom: .phone, orientation: .portrait, appearance: .light,
            contentSize: .large, locale: "en_US", layoutDirection: .leftToRight, screen: .init(width: 390, height: 844),
            window: nil, traits: nil, firstResponder: nil, pasteboard: nil,
            root: SemanticNode(id: "window", role: .window, frame: Rect(x: 0, y: 0, width: 390, height: 844), children: children))
    }

    func button(_ id: String, _ frame: Rect) -> SemanticNode { SemanticNode(id: id, role: .button, frame: frame) }

    @Test func aSmallButtonOnScreenIsListed() {
        #expect(tree([button("small", Rect(x: 20, y: 100, width: 30, height: 30))]).smallTargets == ["small"])
    }

    @Test func aButtonOfFortyFourPointsIsNot() {
        let t = tree([button("fits", Rect(x: 20, y: 100, width: 44, height: 44)), button("wide", Rect(x: 20, y: 200, width: 200, height: 44))])
        #expect(t.smallTargets.isEmpty)
        #expect(SemanticTree.minimumTargetSize == 44)
    }

    @Test func underFortyFourInOneDirectionIsEnough() {
        #expect(tree([button("flat", Rect(x: 20, y: 100, width: 200, height: 34))]).smallTargets == ["flat"])
    }

    @Test func aSmallButtonOffScreenIsNotListed() {
        let t = tree([
            button("below", Rect(x: 20, y: 900, width: 30, height: 30)),
            button("left", Rect(x: -40, y: 100, width: 30, height: 30)),
            // Touching the screen's edge only: nothing of it shows.
            button("edge", Rect(x: 390, y: 100, width: 30, height: 30)),
        ])
        #expect(t.smallTargets.isEmpty)
    }

    @Test func aSmallButtonScrolledOutOfItsTableIsNotListed() {
        // A table 200 pt tall whose rows run on below it: the second row is clipped away.
        let table = SemanticNode(id: "table", role: .table, frame: Rect(x: 0, y: 100, width: 390, height: 200), children: [
            SemanticNode(id: "row-0", role: .section, frame: Rect(x: 0, y: 100, width: 390, height: 44), children: [
                button("shown", Rect(x: 300, y: 107, width: 30, height: 30)),
            ]),
            SemanticNode(id: "row-1", role: .section, frame: Rect(x: 0, y: 320, width: 390, height: 44), children: [
                button("hidden", Rect(x: 300, y: 327, width: 30, height: 30)),
            ]),
        ])
        #expect(tree([table]).smallTargets == ["shown"])
    }

    @Test func theWindowDoesNotClipButTheScreenDoes() {
        // A window smaller than the screen (not a real one) does not cut what it holds.
        var t = tree([button("outside-window", Rect(x: 20, y: 500, width: 30, height: 30))])
        t.root.frame = Rect(x: 0, y: 0, width: 390, height: 400)
        #expect(t.smallTargets == ["outside-window"])
    }

    @Test func onlyTappableRolesAndNoKeyboardKeys() {
        let t = tree([
            SemanticNode(id: "caption", role: .label, frame: Rect(x: 20, y: 100, width: 30, height: 20)),
            SemanticNode(id: "toggle", role: .switch, frame: Rect(x: 20, y: 200, width: 51, height: 31)),
            SemanticNode(id: "keyboard", role: .keyboard, frame: Rect(x: 0, y: 500, width: 390, height: 300), children: [
                button("key-a", Rect(x: 3, y: 510, width: 33, height: 42)),
            ]),
        ])
        #expect(t.smallTargets == ["toggle"])
    }

    @Test func theLoginFormsFieldsAreListedInTreeOrder() {
        // A2.3: the two login fields are 34 pt tall inside their 44 pt containers.
        let small = makeSimulator("iphone-15", scene: "login").semanticTree().smallTargets
        #expect(small.count == 2)
    }

    @Test func aSmallButtonUnderTheKeyboardIsNotListedButOneInAnInputViewIs() {
        let t = tree([
            button("under", Rect(x: 20, y: 600, width: 30, height: 30)),
            button("above", Rect(x: 20, y: 300, width: 30, height: 30)),
            SemanticNode(id: "keyboard", role: .keyboard, frame: Rect(x: 0, y: 520, width: 390, height: 324)),
            SemanticNode(
                id: "wheels", role: .inputView, frame: Rect(x: 0, y: 520, width: 390, height: 324),
                children: [button("wheels-done", Rect(x: 320, y: 530, width: 40, height: 30))]),
        ])
        #expect(t.smallTargets == ["above", "wheels-done"])
    }
}
