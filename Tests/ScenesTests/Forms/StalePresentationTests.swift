import Foundation
import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// A control's card or menu and the control under it stay together: a table keeps the
/// cell of a control whose card or menu is up however far a text size change or a
/// rotation moves its row (`staysInTable`), so the card never points at a control that
/// was made again, and a control that does leave the window takes its card with it
/// (OutlivedOwnerTests). What the form presented (an action sheet, an alert) stays.
/// Nothing ends the app, and every row shows the value the form holds.
@Suite struct StalePresentationTests {
    static let devices = ["iphone-se", "ipad-10"]

    @Test("The Shipping form on an iPhone SE: day 31 tapped where it was, after AX3 moved the delivery date's row far, ends nothing, and the row shows the date the form holds")
    func shippingDayAfterTextSize() throws {
        let (sim, day) = try ShippingForm.cardUpThenAX3()
        _ = try sim.send([.tap(day), .advance(milliseconds: 1000)])
        #expect(!sim.appCrashed)
        let dates = ["2026-01-01": "Jan 1, 2026", "2026-01-31": "Jan 31, 2026"]
        #expect(dates[sim.restorableState()["delivery-date"] ?? ""] == sim.buttonValue("delivery-date-compact-date"))
        #expect(sim.controlPresentationsAreAnchored)
    }

    @Test("The Shipping form on an iPhone SE: after AX3 the card still points at the delivery date's button, kept while the card is up, and day 31 there is the form's value")
    func shippingCardKeepsItsButton() throws {
        let (sim, _) = try ShippingForm.cardUpThenAX3()
        #expect(sim.node("delivery-date-calendar-popover")?.anchor == "delivery-date-compact-date")
        #expect(sim.node("delivery-date-compact-date") != nil)
        _ = try sim.send([.tapTarget("delivery-date-calendar-day-31")])
        #expect(sim.buttonValue("delivery-date-compact-date") == "Jan 31, 2026")
        #expect(sim.restorableState()["delivery-date"] == "2026-01-31")
    }

    @Test("The Shipping form on an iPhone SE: a pick of the calendar in the batch with AX3 is the form's value, shown on the row's button")
    func shippingPickAfterTextSize() throws {
        let sim = makeSimulator("iphone-se", scene: try ShippingForm.swiftUI())
        _ = try sim.send([.tapTarget("country"), .rotate(.landscapeLeft), .longPress(target: "done")])
        _ = try sim.send([
            .tapTarget("delivery-date-compact-date"), .settings(SettingsChange(contentSize: .AX3)),
            .pickDate(target: "delivery-date-calendar", date: "2026-01-31"),
        ])
        #expect(sim.restorableState()["delivery-date"] == "2026-01-31")
        #expect(sim.buttonValue("delivery-date-compact-date") == "Jan 31, 2026")
    }

    @Test("A text size change that moves a compact date's or a menu's row far keeps its control: the card or menu still points at it, and its day or item picks",
          arguments: devices, [LongForm.Shown.card, .menu])
    func textSizeKeepsAControlsPresentation(device: String, shown: LongForm.Shown) throws {
        let (sim, _) = try LongForm.open(shown, on: device)
        _ = try sim.send([LongForm.Change.textSize.event, .advance(milliseconds: 1000)])
        #expect(sim.node(shown.presented)?.anchor == shown.opener)
        _ = try sim.send([.tapTarget(shown.item), .advance(milliseconds: 1000)])
        if shown == .card {
            #expect(sim.restorableState()["when"] == "2026-01-20")
            #expect(sim.buttonValue("when-compact-date") == "Jan 20, 2026")
        } else {
            // The menu closed with the choice, and its row, far, was let go: made again, it shows it.
            #expect(sim.restorableState()["room"] == "Suite")
            try sim.scrollUntilShown("room-button")
            #expect(sim.buttonValue("room-button") == "Suite")
        }
    }

    @Test("Once a card kept its far row through a text size change and closes, the row is let go, and made again it shows the date picked",
          arguments: devices)
    func keptRowIsLetGoOnceTheCardCloses(device: String) throws {
        let (sim, _) = try LongForm.open(.card, on: device)
        _ = try sim.send([LongForm.Change.textSize.event, .tapTarget(LongForm.Shown.card.item), .key("Escape")])
        _ = try sim.send([.advance(milliseconds: 1000), .scroll(at: Point(x: 100, y: 300), by: Point(x: 0, y: -100_000))])
        #expect(sim.node("when-compact-date") == nil, "let go, far from the screen")
        try sim.scrollUntilShown("when-compact-date")
        #expect(sim.buttonValue("when-compact-date") == "Jan 20, 2026")
        _ = try sim.send([.tapTarget("when-compact-date")])
        #expect(sim.node("when-calendar-popover")?.anchor == "when-compact-date")
    }

    @Test("An appearance change makes no row again: a compact date's card or a menu stays on its control, and a tap on its day or item picks it",
          arguments: devices, [LongForm.Shown.card, .menu])
    func appearanceKeepsAControlsPresentation(device: String, shown: LongForm.Shown) throws {
        let (sim, item) = try LongForm.open(shown, on: device)
        _ = try sim.send([LongForm.Change.appearance.event])
        #expect(sim.node(shown.presented)?.anchor == shown.opener)
        _ = try sim.send([.tap(item)])
        #expect(sim.restorableState()[shown == .card ? "when" : "room"] == (shown == .card ? "2026-01-20" : "Suite"))
    }

    @Test("The form's action sheet and alert stay up through a text size or an appearance change, and a tap where an action was chooses it",
          arguments: devices, [(LongForm.Shown.actionSheet, LongForm.Change.textSize), (.actionSheet, .appearance), (.alert, .textSize), (.alert, .appearance)])
    func formPresentationsStay(device: String, case: (shown: LongForm.Shown, change: LongForm.Change)) throws {
        let (sim, item) = try LongForm.open(`case`.shown, on: device)
        _ = try sim.send([`case`.change.event, .advance(milliseconds: 1000)])
        #expect(sim.node(`case`.shown.presented) != nil)
        _ = try sim.send([.tap(item), .advance(milliseconds: 1000)])
        #expect(sim.node(`case`.shown.presented) == nil)
        try sim.scrollUntilShown(`case`.shown.opener)
        #expect(sim.node(`case`.shown.opener)?.value == (`case`.shown == .actionSheet ? "Mail" : "Erase"))
    }

    @Test("After a rotation, a tap where a card's day, a menu's item or an action was ends nothing, and every presentation still on screen points at its control",
          arguments: devices, LongForm.Shown.allCases)
    func rotationThenTapWhereItWas(device: String, shown: LongForm.Shown) throws {
        let (sim, item) = try LongForm.open(shown, on: device)
        _ = try sim.send([LongForm.Change.rotation.event, .advance(milliseconds: 1000)])
        #expect(sim.node("room-menu") == nil, "a rotation closes a menu (E2.M1)")
        #expect(sim.controlPresentationsAreAnchored)
        _ = try sim.send([.tap(item), .advance(milliseconds: 1000)])
        #expect(!sim.appCrashed)
        #expect(sim.controlPresentationsAreAnchored)
    }

    @Test("Every change while each presentation is up, then a tap where it was: the app runs on, and a row shows the value the form holds",
          arguments: devices, LongForm.Change.allCases)
    func everyChangeUnderEveryPresentation(device: String, change: LongForm.Change) throws {
        for shown in LongForm.Shown.allCases {
            let (sim, item) = try LongForm.open(shown, on: device)
            _ = try sim.send([change.event, .tap(item), .advance(milliseconds: 1000)])
            #expect(!sim.appCrashed, "\(shown)")
            #expect(sim.controlPresentationsAreAnchored, "\(shown)")
            let dates = ["2026-01-15": "Jan 15, 2026", "2026-01-20": "Jan 20, 2026"]
            if let shownDate = sim.buttonValue("when-compact-date") {
                #expect(dates[sim.restorableState()["when"] ?? ""] == shownDate, "\(shown)")
            }
            if let shownRoom = sim.buttonValue("room-button") { #expect(sim.restorableState()["room"] == shownRoom, "\(shown)") }
        }
    }
}
