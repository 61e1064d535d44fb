import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E4.P5–E4.P7 and C.S1: sheets in a compact height, a medium sheet and the keyboard, the
/// screen scaled back behind a large sheet, and the Plus and Max iPhones' regular width
/// in landscape.
@Suite struct SheetSizeClassTests {
    static let form = """
        id: profile
        title: Profile
        sections:
          - rows:
              - text: name
                label: Name
              - child: address
                label: Address
                form: profile-address
                presentation: sheet
                detents: [medium, large]
                grabber: true
              - child: terms
                label: Terms
                form: profile-address
                presentation: sheet
              - button: export
                title: Export
                actionSheet:
                  actions:
                    - {title: PDF}
                    - {title: Cancel, style: cancel}
                  anchor: none
        """
    static let address = """
        id: profile-address
        title: Address
        cancel: Cancel
        done: Done
        sections:
          - rows:
              - text: street
                label: Street
              - text: city
                label: City
        """

    static let phoneIDs = ["iphone-se", "iphone-15", "iphone-15-pro-max"]
    static let padIDs = ["ipad-10", "ipad-pro-12-9"]
    static let phonesPortrait = phoneIDs.map { ($0, Orientation.portrait) }
    static let phonesLandscape = phoneIDs.flatMap { [($0, Orientation.landscapeLeft), ($0, .landscapeRight)] }
    static let padsTurned = padIDs.flatMap { [($0, Orientation.portrait), ($0, .landscapeLeft)] }

    func simulator(_ device: String, _ orientation: Orientation, window: WindowSize = .full) throws -> Simulator {
        try SimHarness(forms: [Self.form, Self.address], device: device, orientation: orientation, window: window).sim
    }

    func open(_ row: String, _ sim: Simulator) throws {
        _ = try sim.send([.tapTarget(row)])
        try sim.settle()
    }

    func grabberShows(_ sim: Simulator) -> Bool {
        sim.renderTree.nodes.values.contains { node in
            if case .array(let f)? = node["frame"], f.count == 4, f[2] == .number(36), f[3] == .number(5) { return node["hidden"] == nil }
            return false
        }
    }

    /// The render node of the presenting screen (the window's root view).
    func presentingNode(_ sim: Simulator) throws -> RenderNode {
        let id = try #require(sim.window.rootViewController?.view.renderID)
        return try #require(sim.renderTree.nodes[id])
    }

    // MARK: C.S1 size classes

    /// C.S1: a Max iPhone in landscape is regular in width and compact in height.
    @Test(arguments: [Orientation.landscapeLeft, .landscapeRight])
    func aMaxIPhoneInLandscapeIsRegularInWidthAndCompactInHeight(orientation: Orientation) throws {
        let traits = try #require(try simulator("iphone-15-pro-max", orientation).semanticTree().traits)
        #expect(traits.horizontalSizeClass == .regular && traits.verticalSizeClass == .compact)
        #expect(traits.userInterfaceIdiom == .phone, "the idiom stays phone")
    }

    /// C.S1: the smaller iPhones stay compact in both in landscape; every iPhone is compact
    /// in width and regular in height in portrait.
    @Test(arguments: phonesPortrait + phonesLandscape)
    func otherIPhonesKeepTheirSizeClasses(device: String, orientation: Orientation) throws {
        let traits = try #require(try simulator(device, orientation).semanticTree().traits)
        let regularWidth = device == "iphone-15-pro-max" && orientation.isLandscape
        #expect(traits.horizontalSizeClass == (regularWidth ? .regular : .compact))
        #expect(traits.verticalSizeClass == (orientation.isLandscape ? .compact : .regular))
    }

    /// C.S1: an action sheet on a Max iPhone in landscape stays the sheet at the bottom
    /// with its Cancel, and one without an anchor does not raise (a compact height adapts
    /// it as a compact width does).
    @Test(arguments: [Orientation.landscapeLeft, .landscapeRight])
    func anActionSheetOnAMaxIPhoneInLandscapeStaysAtTheBottom(orientation: Orientation) throws {
        let sim = try simulator("iphone-15-pro-max", orientation)
        try open("export", sim)
        let sheet = try #require(sim.node("export-sheet"))
        #expect(sheet.role == .actionSheet && sheet.arrow == nil)
        #expect(sim.node("export-action-1") != nil, "Cancel is there")
        #expect(sim.crash == nil)
    }

    // MARK: E4.P5 compact height

    /// E4.P5: a [medium, large] sheet on an iPhone in landscape is full height, with no
    /// grabber and square corners: medium is inactive in a compact height.
    @Test(arguments: phonesLandscape)
    func aSheetInLandscapeOnAnIPhoneIsFullHeightWithoutItsGrabber(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        let f = try sim.rect("address-sheet"), screen = sim.semanticTree().screen
        #expect(f.minY == 0 && f.height == screen.height && f.width == screen.width)
        #expect(sim.node("address-sheet")?.value == "large")
        #expect(!grabberShows(sim))
        #expect(sim.renderTree.nodes["address-sheet"]?["cornerRadius"] == nil)
    }

    /// E4.P5: turned back to portrait, the sheet rests at medium again with its grabber.
    @Test(arguments: phonesLandscape)
    func turnedToPortraitTheSheetRestsAtMediumAgain(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        _ = try sim.send([.rotate(.portrait)])
        try sim.settle()
        let screen = sim.semanticTree().screen
        #expect(try sim.rect("address-sheet").minY == (screen.height / 2).rounded())
        #expect(sim.node("address-sheet")?.value == "medium")
        #expect(grabberShows(sim))
    }

    /// E4.P5: a full-height sheet in landscape is still dismissed by a drag down past a
    /// third of its height.
    @Test(arguments: phonesLandscape)
    func aFullHeightSheetIsDismissedByADragDown(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        let f = try sim.rect("address-sheet"), x = f.midX
        _ = try sim.send([.drag(from: Point(x: x, y: 20), to: Point(x: x, y: 20 + f.height / 3 + 10), milliseconds: 1_500)])
        try sim.settle()
        #expect(sim.node("address-sheet") == nil)
    }

    /// E4.P5: a sheet that prefers to stay edge-attached in a compact height sits at the
    /// large detent across the safe area's width.
    @Test(arguments: phonesLandscape)
    func aSheetPreferringEdgeAttachmentStaysAttachedInLandscape(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("address")])
        let sheet = try #require(sim.window.modalPresentations.last as? SheetPresentationController)
        sheet.prefersEdgeAttachedInCompactHeight = true
        sim.window.setNeedsLayout()
        try sim.settle()
        let f = try sim.rect("address-sheet"), safe = sim.device.safeArea(in: orientation)
        #expect(f.minY == safe.top + 10)
        #expect(f.minX == safe.left && f.width == sim.semanticTree().screen.width - safe.left - safe.right)
        #expect(sim.node("address-sheet")?.value == "large")
    }

    // MARK: E4.P6 keyboard

    /// E4.P6: a field in a medium sheet takes the keyboard and the sheet goes to large,
    /// the field above the keyboard.
    @Test(arguments: phonesPortrait)
    func theKeyboardTakesAMediumSheetToLarge(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        #expect(sim.node("address-sheet")?.value == "medium")
        _ = try sim.send([.tapTarget("city")])
        try sim.settle()
        #expect(sim.semanticTree().firstResponder == "city-field")
        #expect(sim.node("address-sheet")?.value == "large")
        #expect(try sim.rect("address-sheet").minY == sim.device.safeArea(in: orientation).top + 10)
        #expect(try sim.rect("city-field").maxY <= sim.rect("input-panel").minY)
    }

    /// E4.P6: the sheet stays at large when the keyboard goes.
    @Test(arguments: phonesPortrait)
    func theSheetStaysLargeWhenTheKeyboardGoes(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        _ = try sim.send([.tapTarget("city")])
        try sim.settle()
        _ = sim.window.endEditing(force: true)
        try sim.settle()
        #expect(sim.node("address-sheet")?.value == "large")
    }

    /// E4.P6: in an iPad's narrow window the sheet is edge-attached, and the keyboard
    /// takes it from medium to large there too.
    @Test(arguments: padsTurned)
    func theKeyboardTakesAMediumSheetToLargeInANarrowIPadWindow(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation, window: .slideOver)
        try open("address", sim)
        #expect(sim.node("address-sheet")?.value == "medium")
        _ = try sim.send([.tapTarget("street")])
        try sim.settle()
        #expect(sim.node("address-sheet")?.value == "large")
    }

    // MARK: E4.P7 the card behind

    /// E4.P7: a large page sheet on an iPhone in portrait scales the presenting screen
    /// back into a card, its top at the safe area's top, its corners rounded.
    @Test(arguments: phonesPortrait)
    func aLargeSheetScalesThePresentingScreenBackIntoACard(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        let node = try presentingNode(sim)
        #expect(node["scale"] == .number(0.92))
        #expect(node["cornerRadius"] == .number(10) && node["clip"] == .bool(true))
        let frame = try #require(sim.window.rootViewController?.view.frame)
        let top = frame.minY + frame.height * (1 - 0.92) / 2
        #expect(abs(top - sim.device.safeArea(in: orientation).top) < 0.01)
    }

    /// E4.P7: the card scales back as the sheet slides up (one animated commit).
    @Test(arguments: phonesPortrait)
    func theCardScalesBackAsTheSheetSlidesUp(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let commit = try sim.send([.tapTarget("terms")])
        let id = try #require(sim.window.rootViewController?.view.renderID)
        let op = commit.ops.first { $0.id == id && $0.animation != nil }
        #expect(op?.animation?.from["scale"] == .number(1) || op?.animation?.from["scale"] == nil)
        #expect(op?.animation?.duration == 0.35)
    }

    /// E4.P7: at medium the presenting screen is only dimmed; a drag to large scales it.
    @Test(arguments: phonesPortrait)
    func atMediumThePresentingScreenIsOnlyDimmed(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        #expect(try presentingNode(sim)["scale"] == nil)
        let f = try sim.rect("address-sheet"), x = f.midX
        _ = try sim.send([.drag(from: Point(x: x, y: f.minY + 20), to: Point(x: x, y: f.minY - f.height / 2), milliseconds: 600)])
        try sim.settle()
        #expect(sim.node("address-sheet")?.value == "large")
        #expect(try presentingNode(sim)["scale"] == .number(0.92))
    }

    /// E4.P7: dismissed, the presenting screen is whole again.
    @Test(arguments: phonesPortrait)
    func dismissedThePresentingScreenIsWholeAgain(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        _ = try sim.send([.tapTarget("cancel")])
        try sim.settle()
        let node = try presentingNode(sim)
        #expect(node["scale"] == nil && node["cornerRadius"] == nil && node["clip"] == nil)
        #expect(sim.window.rootViewController?.view.frame == sim.window.bounds)
    }

    /// E4.P7: not in landscape (the sheet covers the screen) nor behind an iPad's card.
    @Test(arguments: phonesLandscape + padsTurned)
    func noCardBehindInLandscapeOrBehindAnIPadCard(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        #expect(try presentingNode(sim)["scale"] == nil)
    }

    /// E4.P2: an iPad keeps its card for a [medium, large] sheet in a full window, with
    /// no detent, in both orientations.
    @Test(arguments: padsTurned)
    func anIPadKeepsItsCardForAMediumSheet(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("address", sim)
        #expect(sim.node("address-sheet")?.value == nil)
        #expect(try sim.rect("address-sheet").width < sim.semanticTree().screen.width)
    }
}
