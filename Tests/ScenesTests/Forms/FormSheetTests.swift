import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E4.P1–E4.P3: child rows presented as sheets, on a small and a large iPhone and iPad,
/// in portrait and landscape.
@Suite struct FormSheetTests {
    static let form = """
        id: booking
        title: Booking
        sections:
          - rows:
              - text: guest
                label: Guest
              - child: extras
                label: Extras
                form: booking-extras
                presentation: sheet
                detents: [medium, large]
                grabber: true
              - child: note
                label: Note
                form: booking-note
                presentation: formSheet
              - child: terms
                label: Terms
                form: booking-note
                presentation: sheet
              - child: photo
                label: Photo
                form: booking-note
                presentation: fullScreen
        """
    static let extras = """
        id: booking-extras
        title: Extras
        cancel: Cancel
        done: Done
        sections:
          - rows:
              - switch: breakfast
                label: Breakfast
        """
    static let note = """
        id: booking-note
        title: Note
        cancel: Cancel
        done: Done
        sections:
          - rows:
              - text: note-a
                label: A
              - text: note-b
                label: B
              - text: note-c
                label: C
              - text: note-d
                label: D
              - text: note-e
                label: E
              - text: note-f
                label: F
              - text: note-g
                label: G
              - text: note-h
                label: H
              - text: note-i
                label: I
              - text: note-j
                label: J
        """

    static let all = PresentationDevices.all
    static let phones = PresentationDevices.phones
    static let pads = PresentationDevices.pads
    /// A regular height: in landscape a sheet has the full-screen look (E4.P5,
    /// SheetSizeClassTests).
    static let phonesPortrait = phones.filter { !$0.1.isLandscape }

    func simulator(_ device: String, _ orientation: Orientation) throws -> Simulator {
        try SimHarness(forms: [Self.form, Self.extras, Self.note], device: device, orientation: orientation).sim
    }

    func open(_ row: String, _ sim: Simulator) throws {
        _ = try sim.send([.tapTarget(row)])
        try sim.settle()
    }

    /// E4.P1: a large page sheet on an iPhone leaves the presenting screen showing,
    /// dimmed, above it; the presented form has its own Cancel/Done bar.
    @Test(arguments: phonesPortrait)
    func aPageSheetOnAnIPhoneLeavesThePresentingScreenShowingAboveIt(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        let sheet = try #require(sim.node("terms-sheet"))
        #expect(sheet.role == .sheet && sheet.value == "large")
        let f = try sim.rect("terms-sheet"), screen = sim.semanticTree().screen
        #expect(f.minY == sim.device.safeArea(in: orientation).top + 10)
        #expect(f.maxY == screen.height && f.width == screen.width)
        #expect(sim.node("cancel") != nil && sim.node("done") != nil && sim.node("note-a") != nil)
        #expect(sim.node("guest") == nil, "the covered form is left out of the tree")
        let dim = sim.renderTree.nodes.values.contains { $0["fill"] == .string("rgba(0,0,0,0.2)") }
        #expect(dim, "the presenting screen is dimmed")
    }

    /// E4.P1: the sheet slides up from the bottom.
    @Test(arguments: phones)
    func aSheetSlidesUpFromTheBottom(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        let commit = try sim.send([.tapTarget("terms")])
        let slide = commit.ops.first { $0.id == "terms-sheet" && $0.animation != nil }
        #expect(slide?.animation?.duration == 0.35)
        if case .array(let from)? = slide?.animation?.from["frame"], case .number(let y) = from[1] {
            #expect(y == sim.semanticTree().screen.height)
        } else {
            Issue.record("the slide starts below the screen")
        }
    }

    /// E4.P1: with [medium, large] the sheet rests at half the screen; a drag up takes it
    /// to large and a drag down back to medium.
    @Test(arguments: phonesPortrait)
    func aMediumSheetRestsAtHalfTheScreenAndADragMovesItBetweenDetents(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("extras", sim)
        let screen = sim.semanticTree().screen
        var f = try sim.rect("extras-sheet")
        #expect(f.minY == (screen.height / 2).rounded())
        #expect(sim.node("extras-sheet")?.value == "medium")
        let x = screen.width / 2
        _ = try sim.send([.drag(from: Point(x: x, y: f.minY + 20), to: Point(x: x, y: f.minY - screen.height / 3 + 20), milliseconds: 600)])
        try sim.settle()
        #expect(sim.node("extras-sheet")?.value == "large")
        f = try sim.rect("extras-sheet")
        #expect(f.minY == sim.device.safeArea(in: orientation).top + 10)
        _ = try sim.send([.drag(from: Point(x: x, y: f.minY + 20), to: Point(x: x, y: (screen.height / 2).rounded() + 30), milliseconds: 600)])
        try sim.settle()
        #expect(sim.node("extras-sheet")?.value == "medium")
    }

    /// E4.P1: a slow drag down past a third of the sheet's height dismisses it; less than
    /// that, it springs back.
    @Test(arguments: phones)
    func aDragDownPastAThirdDismissesTheSheet(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        let f = try sim.rect("terms-sheet"), x = f.midX
        _ = try sim.send([.drag(from: Point(x: x, y: f.minY + 20), to: Point(x: x, y: f.minY + 20 + f.height / 4), milliseconds: 1_500)])
        try sim.settle()
        #expect(sim.node("terms-sheet") != nil)
        #expect(try sim.rect("terms-sheet").minY == f.minY)
        _ = try sim.send([.drag(from: Point(x: x, y: f.minY + 20), to: Point(x: x, y: f.minY + 20 + f.height / 3 + 10), milliseconds: 1_500)])
        try sim.settle()
        #expect(sim.node("terms-sheet") == nil)
        #expect(sim.node("guest") != nil)
    }

    /// E4.P1: a fast flick down dismisses it even when short.
    @Test(arguments: phones)
    func aFastFlickDownDismissesTheSheet(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        let f = try sim.rect("terms-sheet"), x = f.midX
        _ = try sim.send([.drag(from: Point(x: x, y: f.minY + 20), to: Point(x: x, y: f.minY + 100), milliseconds: 50)])
        try sim.settle()
        #expect(sim.node("terms-sheet") == nil)
    }

    /// E4: Cancel in the presented form's bar dismisses the sheet.
    @Test(arguments: all)
    func cancelDismissesTheSheet(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("note", sim)
        _ = try sim.send([.tapTarget("cancel")])
        try sim.settle()
        #expect(sim.node("note-sheet") == nil)
        #expect(sim.renderTree.nodes["note-sheet"] == nil)
        _ = try sim.send([.tapTarget("guest")])
        #expect(sim.semanticTree().firstResponder == "guest-field")
    }

    /// E4.P2: on an iPad a form sheet is a centred card of UIKit's form sheet size.
    @Test(arguments: pads)
    func aFormSheetOnAnIPadIsACentredCard(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("note", sim)
        let f = try sim.rect("note-sheet"), screen = sim.semanticTree().screen
        #expect(f.width == 540 && f.height == 620)
        #expect(abs(f.midX - screen.width / 2) < 1 && abs(f.midY - screen.height / 2) < 1)
    }

    /// E4.P2: on an iPad a page sheet is a wider card than a form sheet.
    @Test(arguments: pads)
    func aPageSheetOnAnIPadIsAWiderCard(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        let f = try sim.rect("terms-sheet"), screen = sim.semanticTree().screen
        #expect(f.width > 540 && f.width < screen.width)
        #expect(abs(f.midX - screen.width / 2) < 1)
        #expect(sim.node("terms-sheet")?.value == nil, "no detents on an iPad card")
    }

    /// E4.P2: a tap outside an iPad card dismisses it.
    @Test(arguments: pads)
    func aTapOutsideAnIPadCardDismissesIt(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("note", sim)
        _ = try sim.send([.tap(Point(x: 5, y: sim.semanticTree().screen.height - 5))])
        try sim.settle()
        #expect(sim.node("note-sheet") == nil)
    }

    /// E4.P3: the keyboard for a field inside a form sheet on an iPad moves the card up
    /// so the field shows above the keyboard.
    @Test(arguments: pads)
    func theKeyboardMovesAnIPadFormSheetUpSoTheFieldShows(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("note", sim)
        let resting = try sim.rect("note-sheet")
        _ = try sim.send([.tapTarget("note-h")])
        try sim.settle()
        #expect(sim.semanticTree().firstResponder == "note-h-field")
        let keyboard = try sim.rect("input-panel")
        let moved = try sim.rect("note-sheet"), field = try sim.rect("note-h-field")
        #expect(moved.minY <= resting.minY)
        #expect(field.maxY <= keyboard.minY, "the field shows above the keyboard")
        #expect(moved.minY >= sim.device.safeArea(in: orientation).top)
    }

    /// E4: a full-screen presentation covers the whole screen.
    @Test(arguments: all)
    func aFullScreenPresentationCoversTheScreen(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("photo", sim)
        let f = try sim.rect("photo-sheet"), screen = sim.semanticTree().screen
        #expect(f.minX == 0 && f.minY == 0 && f.width == screen.width && f.height == screen.height)
    }

    /// E4: the sheet's form and the form under it have the same element ids (`form`,
    /// `navigation-bar`, `cancel`); they draw as nodes of their own, so the form under
    /// the sheet keeps its rows on screen.
    @Test(arguments: all)
    func theSheetsFormAndTheFormUnderItDrawAsNodesOfTheirOwn(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        #expect(sim.renderTree.nodes["form"] != nil && sim.renderTree.nodes["terms-sheet/form"] != nil)
        #expect(sim.renderTree.nodes["terms-sheet/navigation-bar"] != nil)
        #expect(sim.renderTree.nodes["guest"] != nil, "the presenting form's rows are still drawn")
        #expect(sim.renderTree.diff(to: sim.renderFully()) == [])
    }

    /// E4: a new language relaunches the app (B10): the sheet goes with the old app.
    @Test(arguments: all)
    func aNewLanguageTakesTheSheetAwayWithTheOldApp(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("terms", sim)
        _ = try sim.send([.settings(SettingsChange(locale: "ja_JP"))])
        try sim.settle()
        #expect(sim.node("terms-sheet") == nil)
        #expect(sim.renderTree.nodes["terms-sheet"] == nil)
        #expect(sim.node("guest") != nil)
    }

    /// E4.P1: the grabber shows on an iPhone sheet that asks for it.
    @Test(arguments: phonesPortrait)
    func theGrabberShowsWhenAskedFor(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        try open("extras", sim)
        let grabber = sim.renderTree.nodes.values.contains { node in
            if case .array(let f)? = node["frame"], f.count == 4, f[2] == .number(36), f[3] == .number(5) { return node["hidden"] == nil }
            return false
        }
        #expect(grabber)
    }
}
