import Foundation
import Scenes
import SimCore

/// Form files by size: how long a file takes to parse (once, when it loads), a session
/// on it to open (build + layout + first render), and
/// what an event costs on it, for 20 and 2,000 rows, and a session's memory.
extension SimCoreBench {
    /// A form of `rows` rows in sections of 20: text rows, with a date row and a value row
    /// in every section.
    static func formText(rows: Int) -> String {
        var text = "id: big\ntitle: Big\nsections:\n"
        for index in 0..<rows {
            if index % 20 == 0 { text += "  - header: Section \(index / 20)\n    rows:\n" }
            switch index % 20 {
            case 5: text += "      - date: d\(index)\n        label: Date \(index)\n"
            case 9: text += "      - value: v\(index)\n        label: Value \(index)\n        detail: \"\(index)\"\n"
            default: text += "      - text: t\(index)\n        label: Field \(index)\n"
            }
        }
        return text
    }

    func forms() {
        print("## Form files by size (iphone-15)")
        if !formsOnly { print("- (a session's memory: `simcore --forms-only`, in a process of its own)") }
        guard let device = DeviceProfile.named("iphone-15") else { return }
        for rows in [20, 200, 2_000] {
            let text = Self.formText(rows: rows)
            var parse = Stopwatch()
            for _ in 0..<5 { _ = parse.time { (try? FormParser.parse(text, file: "big.yaml"))?.rows.count ?? 0 } }
            print("- \(rows) rows: parse \(parse.summary())")
            // Opening: a session on the loaded form (built, laid out, first render).
            guard let document = try? FormParser.parse(text, file: "big.yaml") else { continue }
            var open = Stopwatch()
            var sim: Simulator?
            for _ in 0..<5 {
                _ = open.time {
                    sim = Simulator(
                        configuration: SimulatorConfiguration(device: device, scene: document.sceneDescriptor),
                        clock: ManualClock())
                    return 0
                }
            }
            guard let sim else { print("- \(rows) rows: did not load"); continue }
            _ = try? sim.send([.tapTarget("t0")])
            var typing = Stopwatch()
            for i in 0..<min(events, 1_000) {
                _ = typing.time { (try? sim.send([i % 2 == 0 ? .text("a") : .key("Backspace")]))?.ops.count ?? 0 }
            }
            print("- \(rows) rows: open \(open.summary()); a typed letter \(typing.summary()); \(sim.renderTree.nodes.count) render nodes")
            // Resident growth is only meaningful in a fresh process: after the other
            // benchmarks, their freed memory is reused and the growth reads near zero.
            if formsOnly {
                print("- \(rows) rows: \(Self.sessionMemory(document: document, device: device) / 1024) KiB a session (resident growth, 40 kept, scrolled to the end and back)")
            }
        }
    }

    /// What a session on `document` holds: the resident growth of 40 sessions kept alive,
    /// each scrolled through the whole form and back (so every row has been on screen),
    /// divided by 40. The parsed document is shared by every session and not counted.
    static func sessionMemory(document: FormDocument, device: DeviceProfile) -> Int {
        let count = 40
        var keep: [Simulator] = []
        let before = heapInUse()
        for _ in 0..<count {
            let sim = Simulator(
                configuration: SimulatorConfiguration(device: device, scene: document.sceneDescriptor), clock: ManualClock())
            for step in [600.0, -600.0] {
                for _ in 0..<400 { _ = try? sim.send([.scroll(at: Point(x: 200, y: 400), by: Point(x: 0, y: step))]) }
            }
            keep.append(sim)
        }
        let after = heapInUse()
        withExtendedLifetime(keep) {}
        return max(0, after - before) / count
    }
}
