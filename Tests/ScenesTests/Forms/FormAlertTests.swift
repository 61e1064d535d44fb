import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import Wire
import TestSupport

/// E3.S1–E3.S5: button rows that present an action sheet or an alert, on a small and a
/// large iPhone and iPad, in portrait and landscape.
@Suite struct FormAlertTests {
    static let form = """
        id: account
        title: Account
        sections:
          - rows:
              - text: name
                label: Name
              - button: delete-account
                title: Delete account
                role: destructive
                actionSheet:
                  title: Delete your account?
                  message: This cannot be undone.
                  actions:
                    - {title: Delete, style: destructive}
                    - {title: Archive}
                    - {title: Cancel, style: cancel}
              - button: sign-out
                title: Sign out
                alert:
                  title: Sign out?
                  message: You can sign in again at any time.
                  actions:
                    - {title: Cancel, style: cancel}
                    - {title: Sign Out}
              - button: share
                title: Share
                alert:
                  title: Share the list?
                  actions:
                    - {title: Share with everyone in the family}
                    - {title: Share with me only}
                    - {title: Cancel, style: cancel}
              - button: export
                title: Export
                actionSheet:
                  actions:
                    - {title: PDF}
                    - {title: Cancel, style: cancel}
                  anchor: none
        """

    static let all = PresentationDevices.all
    static let phones = PresentationDevices.phones
    static let pads = PresentationDevices.pads

    func simulator(_ device: String, _ orientation: Orientation) throws -> Simulator {
        try SimHarness(forms: [Self.form], device: device, orientation: orientation).sim
    }

    /// E3.S1: on an iPhone the action sheet sits at the bottom, its actions in one group
    /// and Cancel in its own group below, 8 pt apart.
    @Test(arguments: phones)
    func anActionSheetOnAnIPhoneRisesFromTheBottomWithCancelInItsOwnGroup(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("delete-account")])
        try sim.settle()
        let sheet = try #require(sim.node("delete-account-sheet"))
        #expect(sheet.role == .actionSheet)
        let tree = sim.semanticTree()
        let bottom = tree.screen.height - max(8, sim.device.safeArea(in: orientation).bottom)
        let whole = try sim.rect("delete-account-sheet"), cancel = try sim.rect("delete-account-action-2")
        #expect(abs(whole.maxY - bottom) < 0.5 && abs(cancel.maxY - bottom) < 0.5)
        let archive = try sim.rect("delete-account-action-1"), delete = try sim.rect("delete-account-action-0")
        #expect(delete.maxY <= archive.minY + 0.5)
        #expect(abs(cancel.minY - archive.maxY - 8) < 0.5)
        #expect(abs(whole.midX - tree.screen.width / 2) < 1)
        #expect(whole.width == min(tree.screen.width, tree.screen.height) - 16)
    }

    /// E3.S1: a tap outside an iPhone's action sheet is its Cancel.
    @Test(arguments: phones)
    func aTapOutsideAnIPhoneActionSheetChoosesCancel(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("delete-account")])
        try sim.settle()
        _ = try sim.send([.tap(Point(x: 5, y: 5))])
        #expect(sim.node("delete-account-sheet") == nil)
        #expect(sim.node("delete-account")?.value == "Cancel")
    }

    /// E3.S2: on an iPad the action sheet is a popover pointing at the row, without Cancel.
    @Test(arguments: pads)
    func anActionSheetOnAnIPadIsAPopoverAtTheRowWithoutCancel(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("delete-account")])
        try sim.settle()
        let sheet = try #require(sim.node("delete-account-sheet"))
        #expect(sheet.role == .actionSheet)
        #expect(sheet.anchor == "delete-account")
        #expect(sheet.arrow != nil)
        #expect(sim.node("delete-account-action-0") != nil && sim.node("delete-account-action-1") != nil)
        #expect(sim.node("delete-account-action-2") == nil)
        let row = try sim.rect("delete-account"), popover = try sim.rect("delete-account-sheet")
        #expect(popover.maxY <= row.minY + 0.5 || popover.minY >= row.maxY - 0.5 || popover.minX >= row.midX - 0.5 || popover.maxX <= row.midX + 0.5)
    }

    /// E3.S2: a tap outside the iPad's popover cancels.
    @Test(arguments: pads)
    func aTapOutsideTheIPadPopoverCancels(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("delete-account")])
        try sim.settle()
        _ = try sim.send([.tap(Point(x: 5, y: sim.semanticTree().screen.height - 5))])
        #expect(sim.node("delete-account-sheet") == nil)
        #expect(sim.node("delete-account")?.value == "Cancel")
    }

    /// E3.S2: after a rotation the popover points at the row where it is now.
    @Test(arguments: pads)
    func theIPadPopoverIsPlacedAgainAfterARotation(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("delete-account")])
        try sim.settle()
        _ = try sim.send([.rotate(orientation == .portrait ? .landscapeLeft : .portrait)])
        try sim.settle()
        let tree = sim.semanticTree()
        let popover = try sim.rect("delete-account-sheet"), row = try sim.rect("delete-account")
        #expect(popover.maxX <= tree.screen.width && popover.maxY <= tree.screen.height)
        #expect(popover.maxY <= row.minY + 0.5 || popover.minY >= row.maxY - 0.5 || popover.minX >= row.midX - 0.5 || popover.maxX <= row.midX + 0.5)
    }

    /// E3.S3: with `anchor: none` an iPad app crashes: no sheet, the root is `crashed`
    /// with UIKit's exception, and no input is taken until a relaunch.
    @Test(arguments: pads)
    func anActionSheetWithoutAnAnchorCrashesAnIPadApp(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("export")])
        let tree = sim.semanticTree()
        #expect(tree.root.states.contains(.crashed))
        #expect(tree.root.value?.hasPrefix("NSGenericException: ") == true)
        #expect(tree.root.value?.contains("should have a non-nil sourceView or barButtonItem set") == true)
        #expect(sim.node("export-sheet") == nil)
        #expect(sim.crash?.name == "NSGenericException")
        #expect(sim.inspectorLog.entries.contains { $0.kind == .exception && $0.subject == "NSGenericException" })
        #expect(throws: InputError.self) { try sim.send([.tapTarget("name")]) }
        do {
            _ = try sim.send([.tap(Point(x: 10, y: 10))])
        } catch {
            #expect(error.kind.code == "app_crashed")
        }
    }

    /// E3.S3: the crash reads as the exception crash reports quote, with one fixed address,
    /// on every iPad in both orientations; the same row on an iPhone shows its sheet.
    @Test(arguments: PresentationDevices.fivePhonesAndPads)
    func theIPadCrashQuotesUIKitsPopoverException(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("export")])
        let expected = "NSGenericException: UIPopoverPresentationController "
            + "(<_UIAlertControllerActionSheetRegularPresentationController: 0x7fa1c0d0a000>) should have a non-nil "
            + "sourceView or barButtonItem set before the presentation occurs."
        if device.hasPrefix("ipad") {
            #expect(sim.semanticTree().root.value == expected)
        } else {
            #expect(sim.crash == nil && sim.node("export-sheet")?.role == .actionSheet)
        }
    }

    /// E3.S3: a relaunch takes a crashed app back to its first screen.
    @Test(arguments: pads)
    func aRelaunchTakesACrashedAppBack(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("export")])
        _ = try sim.send([.relaunch])
        #expect(sim.crash == nil)
        #expect(!sim.semanticTree().root.states.contains(.crashed))
        _ = try sim.send([.tapTarget("name")])
        #expect(sim.semanticTree().firstResponder == "name-field")
    }

    /// E3.S3: the same form works on an iPhone, where the action sheet needs no anchor.
    @Test(arguments: phones)
    func anActionSheetWithoutAnAnchorWorksOnAnIPhone(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("export")])
        try sim.settle()
        #expect(sim.crash == nil)
        #expect(sim.node("export-sheet")?.role == .actionSheet)
        _ = try sim.send([.tapTarget("export-action-0")])
        #expect(sim.node("export")?.value == "PDF")
    }

    /// E3.S4: an alert is centred and 270 pt wide; two short actions side by side.
    @Test(arguments: all)
    func anAlertIsCentredWithTwoActionsSideBySide(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("sign-out")])
        try sim.settle()
        let tree = sim.semanticTree()
        #expect(sim.node("sign-out-sheet")?.role == .alert)
        let alert = try sim.rect("sign-out-sheet")
        #expect(alert.width == 270)
        #expect(abs(alert.midX - tree.screen.width / 2) < 1 && abs(alert.midY - tree.screen.height / 2) < 1)
        let cancel = try sim.rect("sign-out-action-0"), signOut = try sim.rect("sign-out-action-1")
        #expect(cancel.minY == signOut.minY && cancel.maxX <= signOut.minX + 0.5)
        #expect(abs(signOut.maxY - alert.maxY) < 0.5)
    }

    /// E3.S4: actions that do not fit side by side are stacked, Cancel last.
    @Test(arguments: all)
    func anAlertStacksActionsThatDoNotFitSideBySide(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("share")])
        try sim.settle()
        let a = try sim.rect("share-action-0"), b = try sim.rect("share-action-1"), c = try sim.rect("share-action-2")
        #expect(a.width == 270 && b.width == 270 && c.width == 270)
        #expect(a.maxY <= b.minY + 0.5 && b.maxY <= c.minY + 0.5)
    }

    /// E3.S4: a tap outside an alert does nothing; the alert stays.
    @Test(arguments: all)
    func aTapOutsideAnAlertDoesNotDismissIt(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("sign-out")])
        try sim.settle()
        _ = try sim.send([.tap(Point(x: 5, y: 5))])
        try sim.settle()
        #expect(sim.node("sign-out-sheet") != nil)
        #expect(sim.node("sign-out")?.value == nil)
    }

    /// E3.S5: choosing an action closes the sheet and gives the row its title as value.
    @Test(arguments: all)
    func choosingAnActionClosesTheSheetAndGivesTheRowItsTitle(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("delete-account")])
        try sim.settle()
        _ = try sim.send([.tapTarget("delete-account-action-0")])
        #expect(sim.node("delete-account-sheet") == nil)
        #expect(sim.node("delete-account")?.value == "Delete")
        try sim.settle()
        #expect(sim.renderTree.nodes["delete-account-sheet"] == nil)
    }

    /// E3.S5: Escape chooses an alert's cancel action, as UIKit's alert controller does.
    @Test(arguments: all)
    func escapeChoosesAnAlertsCancelAction(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("sign-out")])
        try sim.settle()
        _ = try sim.send([.key("Escape")])
        #expect(sim.node("sign-out-sheet") == nil)
        #expect(sim.node("sign-out")?.value == "Cancel")
    }

    /// E3: while an alert is up, the semantic tree shows only it (what it covers is
    /// left out, as VoiceOver leaves it out).
    @Test(arguments: all)
    func whileAnAlertIsUpTheTreeShowsOnlyIt(device: String, orientation: Orientation) throws {
        let sim = try simulator(device, orientation)
        _ = try sim.send([.tapTarget("sign-out")])
        #expect(sim.node("name") == nil)
        #expect(sim.node("sign-out-action-1") != nil)
    }
}
