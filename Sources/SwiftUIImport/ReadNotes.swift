import SwiftSyntax

/// What reading texts and values found out that the form should say: a warning at a
/// place (each once, however often the text is read), and the states a text showed the
/// starting value of. Texts are read by functions that cannot change the reader, so one
/// reader's texts write here; the reader turns these into warnings when its form is read.
final class ReadNotes {
    private(set) var warnings: [(node: Syntax, message: String)] = []
    private var said: Set<String> = []
    private var shown: Set<String> = []
    /// States whose starting value a text shows, with where.
    private(set) var shownStates: [(path: [String], node: Syntax)] = []
    /// Values worked out so far: computed properties that refer to one another many
    /// times over (`a + a + a`, each `a` the same) stop here rather than take minutes.
    private var evaluations = 0
    static let maxEvaluations = 50_000

    /// Whether one more value may be worked out.
    func spend() -> Bool {
        evaluations += 1
        return evaluations <= Self.maxEvaluations
    }

    func warn(_ node: Syntax, _ message: String) {
        guard said.insert("\(node.position.utf8Offset) \(message)").inserted, warnings.count < 200 else { return }
        warnings.append((node, message))
    }

    /// The text being read, where a state it shows is said to be: a computed property's
    /// own body is not where the person sees it.
    var text: Syntax?
    /// Where texts are that the program keeps live (a `liveLabel`), by offset: they
    /// follow their state, so no warning says they show its starting value.
    var live: Set<Int> = []

    func shows(_ path: [String], at place: Syntax) {
        let node = text ?? place
        guard shownStates.count < 1000, shown.insert("\(node.position.utf8Offset) \(path.joined(separator: "."))").inserted else { return }
        shownStates.append((path, node))
    }
}
