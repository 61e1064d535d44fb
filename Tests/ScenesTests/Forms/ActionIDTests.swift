import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E3.S6: an action's id counts from 0, as UIKit's `actions[n]` does; an old id, counted
/// from 1, is taken for one release with a warning.
@Suite struct ActionIDTests {
    static let form = """
        id: account
        title: Account
        sections:
          - rows:
              - button: delete-account
                title: Delete account
                role: destructive
                actionSheet:
                  actions:
                    - {title: Delete, style: destructive}
                    - {title: Archive}
                    - {title: Cancel, style: cancel}
              - button: share
                title: Share
                alert:
                  title: Share the list?
                  actions:
                    - {title: Everyone}
                    - {title: Me only}
                    - {title: Cancel, style: cancel}
        """

    func presented(_ button: String, _ device: String, _ orientation: Orientation) throws -> Simulator {
        let sim = try formSimulator([Self.form], device: device, orientation: orientation)
        _ = try sim.send([.tapTarget(button)])
        try sim.settle()
        return sim
    }

    @Test("an action sheet's actions are numbered from 0 in the order written, on iPhones and iPads", arguments: PresentationDevices.fivePhonesAndPads)
    func actionSheetActionsCountFromZero(device: String, orientation: Orientation) throws {
        let sim = try presented("delete-account", device, orientation)
        #expect(sim.node("delete-account-action-0")?.label == "Delete")
        #expect(sim.node("delete-account-action-1")?.label == "Archive")
    }

    @Test("an alert's actions are numbered from 0 in the order written, on iPhones and iPads", arguments: PresentationDevices.fivePhonesAndPads)
    func alertActionsCountFromZero(device: String, orientation: Orientation) throws {
        let sim = try presented("share", device, orientation)
        #expect(sim.node("share-action-0")?.label == "Everyone")
        #expect(sim.node("share-action-1")?.label == "Me only")
        #expect(sim.node("share-action-2")?.label == "Cancel")
        #expect(sim.node("share-action-3") == nil)
    }

    @Test("a tap on the last action's old id, which no element has now, chooses that action and the commit warns", arguments: PresentationDevices.fivePhonesAndPads)
    func oldIDOfTheLastActionIsTaken(device: String, orientation: Orientation) throws {
        let sim = try presented("share", device, orientation)
        let commit = try sim.send([.tapTarget("share-action-3")])
        try sim.settle()
        #expect(sim.node("share")?.value == "Cancel")
        #expect(commit.oldActionIDs.map(\.message) == [
            "share-action-3 is the old name of share-action-2 (\"Cancel\"): actions count from 0; write share-action-2"
        ])
    }

    @Test("an old id that another action has now chooses that action, and the warning names both titles", arguments: PresentationDevices.fivePhonesAndPads)
    func ambiguousOldIDTakesTheNewMeaning(device: String, orientation: Orientation) throws {
        let sim = try presented("share", device, orientation)
        let commit = try sim.send([.tapTarget("share-action-1")])
        try sim.settle()
        #expect(sim.node("share")?.value == "Me only")
        #expect(commit.oldActionIDs.map(\.message) == [
            "share-action-1 is now \"Me only\"; before actions counted from 0 it was \"Everyone\""
        ])
    }

    @Test("a tap on an action by its id now carries no warning")
    func newIDCarriesNoWarning() throws {
        let sim = try presented("share", "iphone-15", .portrait)
        let commit = try sim.send([.tapTarget("share-action-0")])
        #expect(commit.oldActionIDs == [])
    }

    @Test("an old id names the action one before it; an -action-0, a padded number or no number is no old id")
    func legacyIDRule() {
        #expect(AlertController.actionID(forLegacyID: "export-action-3") == "export-action-2")
        #expect(AlertController.actionID(forLegacyID: "a-action-b-action-1") == "a-action-b-action-0")
        for id in ["export-action-0", "export-action-01", "export-action-", "export-action-x", "export", "export-action--1"] {
            #expect(AlertController.actionID(forLegacyID: id) == nil, "\(id)")
        }
    }

    @Test("with no alert or action sheet up, an id ending in -action-<n> is no old id")
    func noOldIDWithoutAnAlert() throws {
        let sim = try formSimulator([Self.form], device: "iphone-15", orientation: .portrait)
        #expect(sim.oldActionID("share-action-1") == nil)
    }
}
