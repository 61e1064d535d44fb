import SimCore
import Testing
import Wire
import TestSupport

@Suite("Shrinking a failing storm")
struct StormShrinkerTests {
    static func tap(_ target: String) -> JSONValue { ["type": "tap", "target": .string(target)] }

    @Test("A failure that needs a tap on a then, later, one on b shrinks to those two events, each in its request")
    func twoEvents() {
        let noise = (0..<30).map { Self.tap("n\($0)") }
        let requests = [
            StormRequest(events: Array(noise[0..<10]), bare: false),
            StormRequest(events: [Self.tap("a")], bare: true),
            StormRequest(events: Array(noise[10..<20]) + [Self.tap("b")] + noise[20..<30], bare: false),
        ]
        var runs = 0
        let fails: ([StormRequest]) -> Bool = { candidate in
            runs += 1
            let targets = candidate.flatMap(\.events).compactMap { $0["target"]?.stringValue }
            guard let a = targets.firstIndex(of: "a") else { return false }
            return targets[a...].contains("b")
        }
        let (minimal, complete) = StormShrinker.shrink(requests, until: .now + .seconds(60), fails: fails)
        #expect(complete)
        #expect(minimal.map(\.text) == [#"{"target":"a","type":"tap"}"#, #"{"events":[{"target":"b","type":"tap"}]}"#])
        #expect(runs < 200)
    }

    @Test("Out of time, the shrinker returns what it has, still failing")
    func deadline() {
        let requests = [StormRequest(events: [Self.tap("a"), Self.tap("b")], bare: false)]
        let (minimal, complete) = StormShrinker.shrink(requests, until: .now - .seconds(1)) { _ in true }
        #expect(!complete)
        #expect(minimal.flatMap(\.events).count == 2)
    }
}
