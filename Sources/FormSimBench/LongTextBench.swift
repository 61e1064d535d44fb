import ArgumentParser
import Foundation
import Scenes
import SimCore

/// `FormSimBench text`: one `text` event of 1,000 to 10,000 characters (the most a field
/// holds, `TextField.maximumLength`) typed into an empty field, per kind of text and
/// field: a single line that scrolls sideways, many short words, accented words (not
/// ASCII, so UTF-8 and UTF-16 offsets differ), a text view's wrapped lines, its
/// paragraphs, lines of nothing but a newline, and a growing text view row whose height
/// follows its lines (B12.7), with words and with accented words; then a Backspace
/// deleting all of it at once. Each figure is the median of `rounds` events, each on a
/// new session.
struct LongTextBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "text", abstract: "One long text event per kind of text and field: dispatch + layout + render + diff.")

    @Option(help: "The folder holding shipping.yaml.") var forms = "Forms"
    @Option(help: "Events per figure (each on a new session); the median prints.") var rounds = 5
    @Option(parsing: .upToNextOption, help: "Lengths in characters.") var lengths = [1_000, 2_000, 5_000, 10_000]
    @Option(help: "Run one case once, for callgrind: CASE/LENGTH[/deleting] (field-line/10000).") var profile: String?

    /// A case: the scene, the element tapped first, and the text of a length.
    struct Case: Sendable {
        var name: String
        var scene: String
        var target: String
        var text: @Sendable (Int) -> String
    }

    static let cases: [Case] = [
        Case(name: "field-line", scene: "contacts", target: "first-name-field") { String(repeating: "abcdefgh", count: $0 / 8 + 1).prefix($0).description },
        Case(name: "field-words", scene: "contacts", target: "first-name-field", text: words),
        Case(name: "field-accents", scene: "contacts", target: "first-name-field") { accented($0) },
        Case(name: "view-words", scene: "shipping", target: "notes-field", text: words),
        Case(name: "view-paragraphs", scene: "shipping", target: "notes-field") { paragraphs($0) },
        Case(name: "view-newlines", scene: "shipping", target: "notes-field") { String(repeating: "\n", count: $0) },
        Case(name: "growing-view-words", scene: "growing", target: "notes-field", text: words),
        Case(name: "growing-view-accents", scene: "growing", target: "notes-field") { accented($0) },
    ]

    /// Words of two letters, each and its space three characters.
    static func words(_ length: Int) -> String { String(String(repeating: "ab ", count: length / 3 + 1).prefix(length)) }

    /// Words with accented letters: text that is not ASCII, whose UTF-8 and UTF-16
    /// offsets differ.
    static func accented(_ length: Int) -> String { String(String(repeating: "café ", count: length / 5 + 1).prefix(length)) }

    /// Lines of about 40 characters, each ended by a newline.
    static func paragraphs(_ length: Int) -> String {
        String(String(repeating: "the quick brown fox jumps over the dog.\n", count: length / 40 + 1).prefix(length))
    }

    /// A text view row that grows to 8 lines: its table asks the view's wrapped lines
    /// after each change (B12.7).
    static let growingForm = """
        id: growing
        title: Growing
        sections:
          - rows:
              - textView: notes
                label: Notes
                lines: 2
                maxLines: 8
        """

    /// What is timed: the text typed into the empty field, or, once it is typed and
    /// selected with Select All, a Backspace deleting it all (a text view drops a label a
    /// line).
    enum Timed: String, CaseIterable {
        case typing, deleting
    }

    func run() throws {
        let scenes = try Self.scenes(forms: forms)
        if let profile {
            let parts = profile.split(separator: "/")
            guard parts.count >= 2, let chosen = Self.cases.first(where: { $0.name == parts[0] }), let length = Int(parts[1]),
                let scene = scenes[chosen.scene], let timed = parts.count > 2 ? Timed(rawValue: String(parts[2])) : .typing
            else { throw ValidationError("--profile is CASE/LENGTH[/deleting], CASE one of \(Self.cases.map(\.name))") }
            let ops = try Self.measure(chosen, length: length, timed, scene: scene).ops
            print("\(chosen.name), \(length) characters, \(timed.rawValue): \(ops) ops")
            return
        }
        for timed in Timed.allCases {
            print(timed == .typing
                ? "## One text event into an empty field (iphone-15, median of \(rounds) events, ms)"
                : "\n## Backspace over all of it, selected with Select All (iphone-15, median of \(rounds) events, ms)")
            print("| case | " + lengths.map { $0.formatted() }.joined(separator: " | ") + " |")
            print("|---|" + String(repeating: "---|", count: lengths.count))
            for chosen in Self.cases {
                guard let scene = scenes[chosen.scene] else { print("- \(chosen.scene): not found under \(forms)"); continue }
                var row = "| \(chosen.name) |"
                for length in lengths {
                    let times = try (0..<max(1, rounds)).map { _ in try Self.measure(chosen, length: length, timed, scene: scene).ms }
                    row += " \(String(format2: EventBench.median(times))) |"
                }
                print(row)
            }
        }
    }

    /// The built-in contacts, the shipping form from `forms`, and the growing text view.
    static func scenes(forms: String) throws -> [String: SceneDescriptor] {
        var scenes = EventMatrix.scenes(forms: URL(fileURLWithPath: forms))
        scenes["growing"] = try FormParser.parse(growingForm, file: "growing.yaml").sceneDescriptor
        return scenes
    }

    /// The event alone, in a function of its own so that callgrind can count it:
    /// `valgrind --tool=callgrind --toggle-collect='*LongTextC0V10timedEvent*' FormSimBench text
    /// --profile field-accents/10000`.
    @inline(never)
    static func timedEvent(_ event: InputEvent, on sim: Simulator) -> Int {
        let (commit, failure) = sim.sendPartially([event])
        if let failure { print("refused: \(failure)") }
        return commit.ops.count
    }

    /// One timed event on a new session: its milliseconds and the ops it sent.
    static func measure(_ chosen: Case, length: Int, _ timed: Timed, scene: SceneDescriptor) throws -> (ms: Double, ops: Int) {
        guard let sim = EventMatrix.simulator(scene: scene, device: "iphone-15") else { throw ValidationError("no iphone-15") }
        _ = try sim.send([.tapTarget(chosen.target), .advance(milliseconds: 1_000)])
        var event = InputEvent.text(chosen.text(length))
        if timed == .deleting {
            _ = try sim.send([event, .advance(milliseconds: 1_000), .longPress(target: chosen.target), .tapTarget("menu-selectAll")])
            _ = try sim.send([.advance(milliseconds: 1_000)])
            event = .key("Backspace")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let ops = timedEvent(event, on: sim)
        let took = clock.now - start
        return (Double(took.components.seconds) * 1e3 + Double(took.components.attoseconds) / 1e15, ops)
    }
}
