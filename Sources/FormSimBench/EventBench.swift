import ArgumentParser
import Foundation
import SimCore

/// `FormSimBench events`: a table of the p50 and p99 of every event type on Contacts,
/// the shipping form, the booking form (its compact date and menu), the account form
/// (action sheets, alerts, sheets) and a form of today's keyboard bar and large title,
/// iPhone 15 and iPad (10th). Each event is timed alone; between events the manual clock
/// runs past every animation, untimed.
struct EventBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "events", abstract: "Per event type: dispatch + layout + render + diff, Contacts, shipping, booking and today's controls, phone and pad.")

    @Option(help: "The folder holding shipping.yaml and booking.yaml.") var forms = "Forms"
    @Option(help: "Events per cell.") var events = 1_000
    @Option(help: "Rounds of the whole table: each cell prints the median of its rounds' p50 and p99, so that a few seconds of a busy machine move one round, not the figure.")
    var rounds = 5

    func run() throws {
        print("## Per event type: dispatch + layout + render + diff (p50 / p99, µs; median of \(rounds) rounds)")
        let scenes = EventMatrix.scenes(forms: URL(fileURLWithPath: forms))
        for form in EventMatrix.forms where scenes[form] == nil { print("- \(form): not found under \(forms)") }
        // Every cell in table order, then the rounds over all of them in turn.
        var cells: [(form: String, device: String, cell: EventMatrix.Cell?)] = []
        for form in EventMatrix.forms where scenes[form] != nil {
            for device in EventMatrix.devices {
                for event in EventMatrix.events {
                    cells.append((form, device, EventMatrix.cell(form: form, device: device, event: event)))
                }
            }
        }
        var figures = [[(p50: Double, p99: Double)]](repeating: [], count: cells.count)
        for _ in 0..<max(1, rounds) {
            for (index, entry) in cells.enumerated() {
                guard let cell = entry.cell, let scene = scenes[entry.form],
                    let sim = EventMatrix.simulator(scene: scene, device: entry.device)
                else { continue }
                let watch = Self.measure(cell, on: sim, events: events).all
                figures[index].append((watch.percentile(50) / 1_000, watch.percentile(99) / 1_000))
            }
        }
        print("| form | device | " + EventMatrix.events.joined(separator: " | ") + " |")
        print("|---|---|" + String(repeating: "---|", count: EventMatrix.events.count))
        var index = 0
        for form in EventMatrix.forms where scenes[form] != nil {
            for device in EventMatrix.devices {
                var row = "| \(form) | \(device) |"
                for _ in EventMatrix.events {
                    let rounds = figures[index]
                    index += 1
                    guard !rounds.isEmpty else { row += " – |"; continue }
                    row += " \(String(format2: Self.median(rounds.map(\.p50)))) / \(String(format2: Self.median(rounds.map(\.p99)))) |"
                }
                print(row)
            }
        }
        printSwipe(scenes["shipping"])
        printSheet(scenes["account"])
    }

    /// A cell of two events times them together, and its p50 lies where the faster one's
    /// slowest meet the slower one's fastest: the sheet's open and its Cancel on their own.
    private func printSheet(_ scene: SceneDescriptor?) {
        print("\n## The account form's sheet, each event alone (p50 / p99 µs)")
        for (device, each) in eachEvent(of: "sheet", on: "account", scene: scene) {
            let figures = each.map { "\(String(format2: $0.percentile(50) / 1_000)) / \(String(format2: $0.percentile(99) / 1_000))" }
            print("- \(device): open \(figures[0]), Cancel \(figures[1])")
        }
    }

    /// Each event of a cell's loop timed on its own, per device.
    private func eachEvent(of event: String, on form: String, scene: SceneDescriptor?) -> [(device: String, each: [Stopwatch])] {
        guard let scene else { return [] }
        return EventMatrix.devices.compactMap { device in
            guard let cell = EventMatrix.cell(form: form, device: device, event: event),
                let sim = EventMatrix.simulator(scene: scene, device: device)
            else { return nil }
            return (device, Self.measure(cell, on: sim, events: events).each)
        }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// The swipe back (B9.9) on its own line per device: its down, the move that begins
    /// it, one that follows it, and the release that finishes the pop.
    private func printSwipe(_ scene: SceneDescriptor?) {
        print("\n## Swipe back on the shipping form's packaging list (p50 µs)")
        for (device, watches) in eachEvent(of: "swipe", on: "shipping", scene: scene) {
            let each = watches.map { String(format2: $0.percentile(50) / 1_000) }
            print("- \(device): down \(each[1]), first move \(each[2]), next move \(each[3]), release \(each[each.count - 1])")
        }
    }

    /// The event being timed, in a function of its own so that a profiler can count it
    /// alone: `valgrind --tool=callgrind --toggle-collect='*05timedD0*' FormSimBench
    /// profile --cell …` leaves out the setup and the untimed runs past the animations.
    @inline(never)
    static func timedEvent(_ event: InputEvent, on sim: Simulator) -> Int {
        sim.sendPartially([event]).commit.ops.count
    }

    /// Every event of the cell's loop timed together, and each of the loop's events on
    /// its own (a push and the pop after it).
    static func measure(_ cell: EventMatrix.Cell, on sim: Simulator, events: Int) -> (all: Stopwatch, each: [Stopwatch]) {
        _ = sim.sendPartially(cell.setup)
        _ = sim.sendPartially([.advance(milliseconds: 1_000)])
        var watch = Stopwatch()
        var each = [Stopwatch](repeating: Stopwatch(), count: cell.loop.count)
        let clock = ContinuousClock()
        for i in 0..<events {
            let event = cell.loop[i % cell.loop.count]
            let start = clock.now
            _ = timedEvent(event, on: sim)
            let took = clock.now - start
            watch.record(took)
            each[i % cell.loop.count].record(took)
            // Past every animation and timer, so the next event starts from rest (not a
            // pointer's drag: its moves come 16 ms apart, as a finger's would; a lift
            // lets its animation play out like any other event's).
            if case .pointer(let phase, _, _) = event, phase != .up { continue }
            _ = sim.sendPartially([.advance(milliseconds: 1_000)])
        }
        return (watch, each)
    }
}
