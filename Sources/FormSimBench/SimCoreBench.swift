import ArgumentParser
import Foundation
import Scenes
import SimCore
import Wire

/// SimCore's figures: hit testing by tree size, one event's dispatch + layout + render +
/// diff per scene, the bytes of a picker change against the whole tree, heap per session.
struct SimCoreBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "simcore", abstract: "SimCore micro-benchmarks.")

    @Option(help: "Events per scene.") var events = 2_000
    @Option(help: "Hit tests per tree.") var hits = 200_000
    @Flag(help: "Only the form files by size (open, a typed letter, a session's memory).") var formsOnly = false

    func run() throws {
        print("# SimCore")
        if formsOnly { return forms() }
        hitTesting()
        perEvent()
        diffBytes()
        memory()
        forms()
    }

    /// Trees with ten children per view: 111, 1,111 and 11,111 views, depth 2 to 4; and
    /// one flat tree of 1,000 siblings.
    func hitTesting() {
        print("## Hit test per tap")
        var rng = SystemRandomNumberGenerator()
        for depth in 2...4 {
            let root = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
            let count = Self.grow(root, depth: depth, vertical: true)
            report(root, label: "\(count + 1) views, depth \(depth), 10 per level", rng: &rng)
        }
        let flat = View(frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        for i in 0..<1_000 {
            flat.addSubview(View(frame: Rect(x: Double(i % 40) * 25, y: Double(i / 40) * 40, width: 25, height: 40)))
        }
        report(flat, label: "1001 views, depth 1, 1,000 siblings", rng: &rng)

        func report(_ root: View, label: String, rng: inout SystemRandomNumberGenerator) {
            let points = (0..<1_024).map { _ in Point(x: Double.random(in: 0..<1000, using: &rng), y: Double.random(in: 0..<1000, using: &rng)) }
            let clock = ContinuousClock()
            var found = 0
            let elapsed = clock.measure {
                for i in 0..<hits where root.hitTest(points[i & 1023], with: nil) != nil { found += 1 }
            }
            let nanos = Double(elapsed.components.attoseconds) / 1e9 + Double(elapsed.components.seconds) * 1e9
            print("- \(label): \(String(format2: nanos / Double(hits))) ns per hit test (\(found) hits)")
        }
    }

    /// Splits a view into ten strips, alternating direction, `depth` levels down.
    static func grow(_ view: View, depth: Int, vertical: Bool) -> Int {
        guard depth > 0 else { return 0 }
        var count = 0
        for i in 0..<10 {
            let b = view.bounds
            let frame = vertical
                ? Rect(x: 0, y: b.height / 10 * Double(i), width: b.width, height: b.height / 10)
                : Rect(x: b.width / 10 * Double(i), y: 0, width: b.width / 10, height: b.height)
            let child = View(frame: frame)
            view.addSubview(child)
            count += 1 + grow(child, depth: depth - 1, vertical: !vertical)
        }
        return count
    }

    /// The events each scene's loop alternates, after a setup that shows its input.
    static let scenarios: [String: (setup: [InputEvent], loop: [InputEvent])] = [
        "contacts": (
            [.tapTarget("birthday")],
            [.pickDate(target: "birthday-picker", date: "1990-01-15"), .pickDate(target: "birthday-picker", date: "1991-02-16")]
        ),
        "login": ([.tapTarget("email-field")], [.text("a"), .key("Backspace")]),
        "pin": ([.tapTarget("pin-field")], [.text("1"), .key("Backspace")]),
        "selection": ([], [.tapTarget("row-2"), .tapTarget("row-3")]),
        "caret": ([.tapTarget("caret-field")], [.tapTarget("caret-back-button"), .tapTarget("caret-forward-button")]),
    ]

    func perEvent() {
        print("## Dispatch + layout + render + diff per event (iphone-15)")
        for scene in SceneRegistry.builtIn.all {
            guard let scenario = Self.scenarios[scene.id], let sim = Self.simulator(scene: scene) else { continue }
            _ = try? sim.send(scenario.setup)
            var watch = Stopwatch()
            var opCount = 0
            for i in 0..<events {
                let event = scenario.loop[i % scenario.loop.count]
                opCount += watch.time { (try? sim.send([event]))?.ops.count ?? 0 }
            }
            print("- \(scene.id): \(watch.summary()), \(opCount / max(1, events)) ops per event")
        }
        // The longest text an event may carry, then taps that move the caret within it.
        guard let caret = SceneRegistry.builtIn.scene("caret"), let sim = Self.simulator(scene: caret) else { return }
        _ = try? sim.send([.tapTarget("caret-field"), .text(String(repeating: "abcde ", count: 1_666))])
        var watch = Stopwatch()
        for i in 0..<min(events, 500) {
            let target = i % 2 == 0 ? "caret-field" : "caret-status"
            _ = watch.time { try? sim.send([.tapTarget(target)]) }
        }
        print("- caret, a field holding 10,000 characters (tap in it, tap outside): \(watch.summary())")
        typingLongText()
    }

    /// One `text` event of 8,000 characters into an empty field, and a key typed into a
    /// field that holds 10 and one that holds 5,000 (a long line draws only what shows,
    /// so the two should cost about the same).
    func typingLongText() {
        guard let login = SceneRegistry.builtIn.scene("login") else { return }
        var long = Stopwatch()
        for _ in 0..<3 {
            guard let sim = Self.simulator(scene: login) else { return }
            _ = try? sim.send([.tapTarget("email-field")])
            _ = long.time { (try? sim.send([.text(String(repeating: "abcdefgh", count: 1_000))]))?.ops.count ?? 0 }
        }
        print("- login, one text event of 8,000 characters into an empty field: \(long.summary())")
        for held in [10, 5_000] {
            guard let sim = Self.simulator(scene: login) else { return }
            _ = try? sim.send([.tapTarget("email-field"), .text(String(repeating: "abcde", count: held / 5))])
            var key = Stopwatch()
            for i in 0..<min(events, 500) {
                _ = key.time { (try? sim.send([i % 2 == 0 ? .key("x") : .key("Backspace")]))?.ops.count ?? 0 }
            }
            print("- login, a key in a field holding \(held.formatted()) characters: \(key.summary())")
        }
    }

    func diffBytes() {
        print("## One picker change against the whole render tree (contacts, iphone-15)")
        guard let scene = SceneRegistry.builtIn.scene("contacts"), let sim = Self.simulator(scene: scene) else { return }
        _ = try? sim.send([.tapTarget("birthday"), .pickDate(target: "birthday-picker", date: "1990-01-15")])
        let commit = (try? sim.send([.pickDate(target: "birthday-picker", date: "1990-01-16")])) ?? Commit(version: 0, ops: [])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let diff = commit.ops.jsonData.count
        let full = (try? encoder.encode(sim.renderTree.snapshot))?.count ?? 0
        let share = full > 0 ? Double(diff) / Double(full) * 100 : 0
        print("- diff \(diff) bytes in \(commit.ops.count) ops; full tree \(full) bytes in \(sim.renderTree.nodes.count) nodes; \(String(format2: share)) %")
    }

    func memory() {
        print("## Memory per simulator (contacts, iphone-15, picker up; resident growth)")
        let count = 500
        var keep: [Simulator] = []
        keep.reserveCapacity(count)
        let before = Self.heapInUse()
        for _ in 0..<count {
            guard let scene = SceneRegistry.builtIn.scene("contacts"), let sim = Self.simulator(scene: scene) else { return }
            _ = try? sim.send([.tapTarget("birthday")])
            keep.append(sim)
        }
        let after = Self.heapInUse()
        print("- \((after - before) / count / 1024) KiB per simulator (\(count) kept alive)")
        withExtendedLifetime(keep) {}
    }

    static func simulator(scene: SceneDescriptor) -> Simulator? {
        guard let device = DeviceProfile.named("iphone-15") else { return nil }
        return Simulator(configuration: SimulatorConfiguration(device: device, scene: scene), clock: ManualClock())
    }

    /// Resident bytes of this process (glibc's mallinfo2 is not in Swift's Glibc module).
    static func heapInUse() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = Int(statm.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
