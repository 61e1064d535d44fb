import Foundation
import Scenes
import SimCore

/// The per-event targets: each event type on the Contacts form, the largest shipped
/// form (`Forms/shipping.yaml`) and the booking form's date styles and menus
/// (`Forms/booking.yaml`: a day tap in a compact date's calendar, a menu opened and an
/// item chosen, a time picked on a compact time's wheels), on an iPhone and an iPad. One cell is a setup
/// (what shows the event's input) and a loop of events that undo each other, so the
/// state stays steady however many times the loop runs.
struct EventMatrix {
    struct Cell {
        var form: String
        var device: String
        var event: String
        var setup: [InputEvent]
        var loop: [InputEvent]
    }

    static let devices = ["iphone-15", "ipad-10"]
    static let events = [
        "tap", "pick", "letter", "rotation", "scroll", "push", "day", "menu", "time", "actionSheet", "alert", "sheet", "accessory", "largeTitle",
        "window", "stateTap", "focusMove",
    ]
    /// The forms of the table's rows, in order.
    static let forms = ["contacts", "shipping", "booking", "account", "today", "program"]

    /// The scenes the matrix runs, by id: Contacts (built in) and the shipping form, read
    /// from `forms` (the repository's `Forms/`).
    static func scenes(forms: URL) -> [String: SceneDescriptor] {
        var out: [String: SceneDescriptor] = [:]
        out["contacts"] = SceneRegistry.builtIn.scene("contacts")
        let library = FormLibrary.load(folders: [forms])
        let directory = FormDirectory(library.documents)
        for id in ["shipping", "booking", "account"] {
            if let document = library.documents.first(where: { $0.id == id }) {
                out[id] = document.sceneDescriptor(directory: directory)
            }
        }
        if let today = try? FormParser.parse(todayForm, file: "today.yaml") { out["today"] = today.sceneDescriptor }
        if let program = try? FormParser.parse(programForm, file: "program.yaml") { out["program"] = program.sceneDescriptor }
        return out
    }

    /// The events of one cell, or nil where the form has no such event (Contacts pushes
    /// nothing).
    static func cell(form: String, device: String, event: String) -> Cell? {
        if form == "today" || ["accessory", "largeTitle"].contains(event) { return todayCell(form: form, device: device, event: event) }
        if form == "program" || ["stateTap", "focusMove"].contains(event) { return programCell(form: form, device: device, event: event) }
        let isPad = device.hasPrefix("ipad")
        let booking = form == "booking"
        let fields = form == "contacts" ? ("first-name", "last-name") : booking ? ("guest-name", "guest-email") : ("full-name", "email")
        let date = form == "contacts" ? "birthday" : booking ? "check-in-compact-date" : "delivery-date"
        let picker = booking ? "check-in-calendar" : "\(date)-picker"
        let dates = form == "contacts" ? ("1990-01-15", "1991-02-16") : booking ? ("2025-07-15", "2025-08-16") : ("2026-12-15", "2027-01-16")
        // A drag's step on the table: a finger down low on the screen, then moving up and down.
        let x = 200.0
        let (low, high) = isPad ? (900.0, 860.0) : (700.0, 660.0)
        var cell = Cell(form: form, device: device, event: event, setup: [], loop: [])
        // The account form shows today's presentations (E3, E4) and nothing else is timed on it.
        if form == "account" {
            switch event {
            case "actionSheet": cell.loop = [.tapTarget("delete-account"), .tapTarget("delete-account-action-0")]
            case "alert": cell.loop = [.tapTarget("sign-out"), .tapTarget("sign-out-action-0")]
            case "sheet": cell.loop = [.tapTarget("notifications"), .tapTarget("cancel")]
            default: return nil
            }
            return cell
        }
        switch event {
        case "tap":
            cell.loop = [.tapTarget(fields.0), .tapTarget(fields.1)]
        case "pick":
            cell.setup = [.tapTarget(date)]
            cell.loop = [.pickDate(target: picker, date: dates.0), .pickDate(target: picker, date: dates.1)]
        case "letter":
            cell.setup = [.tapTarget(fields.0)]
            cell.loop = [.text("a"), .key("Backspace")]
        case "rotation":
            cell.setup = [.tapTarget(date)]
            cell.loop = [.rotate(.landscapeLeft), .rotate(.portrait)]
        case "scroll":
            cell.setup = [.pointer(phase: .down, point: Point(x: x, y: low), milliseconds: 0),
                          .pointer(phase: .move, point: Point(x: x, y: high), milliseconds: 16)]
            cell.loop = [.pointer(phase: .move, point: Point(x: x, y: low - 20), milliseconds: 16),
                         .pointer(phase: .move, point: Point(x: x, y: high), milliseconds: 16)]
        case "actionSheet", "alert", "sheet":
            return nil
        case "push":
            guard form == "shipping" else { return nil }
            cell.setup = []
            cell.loop = [.tapTarget("packaging"), .tapTarget("back")]
        case "swipe":
            // B9.9: the packaging list pushed, then swiped back from the leading edge to
            // three quarters of the width (untimed moves: it pops by distance, not speed).
            guard form == "shipping" else { return nil }
            let width = isPad ? 820.0 : 393.0
            let moves = (1...6).map { step in
                InputEvent.pointer(phase: .move, point: Point(x: 2 + width * 0.125 * Double(step), y: low - 300), milliseconds: nil)
            }
            cell.loop = [.tapTarget("packaging"), .pointer(phase: .down, point: Point(x: 2, y: low - 300), milliseconds: nil)]
                + moves + [.pointer(phase: .up, point: Point(x: 2 + width * 0.75, y: low - 300), milliseconds: nil)]
        case "day":
            guard booking else { return nil }
            cell.setup = [.tapTarget("check-in-compact-date")]
            cell.loop = [.tapTarget("check-in-calendar-day-20"), .tapTarget("check-in-calendar-day-21")]
        case "time":
            // E1.T4: the compact arrival time's wheels, turned to a time and back.
            guard booking else { return nil }
            cell.setup = [.tapTarget("arrival-time-compact-time")]
            cell.loop = [.pickTime(target: "arrival-time-time-picker", time: "16:15"),
                         .pickTime(target: "arrival-time-time-picker", time: "15:00")]
        case "menu":
            guard booking else { return nil }
            cell.loop = [.tapTarget("room-button"), .tapTarget("room-menu-item-3"), .tapTarget("room-button"), .tapTarget("room-menu-item-1")]
        case "window":
            // F1: the iPad's window narrowed to a third and back with the date's popover up
            // (it turns into a sheet and back into a popover).
            guard isPad else { return nil }
            cell.setup = [.tapTarget(date)]
            cell.loop = [.settings(SettingsChange(window: .oneThird)), .settings(SettingsChange(window: .full))]
        default:
            return nil
        }
        return cell
    }

    /// A simulator on `device` showing `scene`, on a manual clock that the loop advances
    /// past every animation (a push must finish before its back button takes a tap).
    static func simulator(scene: SceneDescriptor, device: String) -> Simulator? {
        guard let profile = DeviceProfile.named(device) else { return nil }
        return Simulator(configuration: SimulatorConfiguration(device: profile, scene: scene), clock: ManualClock())
    }
}
