import SimCore

/// What a failure shows of the screen it failed on: the ids nearest a missing one ("did
/// you mean guest-name-field?") and a short listing of what is there, a system control's
/// parts (a calendar's days, a keyboard's keys) folded into one line.
struct FlowScreen {
    var tree: SemanticTree

    init(_ tree: SemanticTree) { self.tree = tree }

    /// The most lines a listing shows.
    static let listingLimit = 30
    /// Roles whose children are a system control's own parts, listed as a count.
    static let folded: Set<Role> = [.calendar, .keyboard, .menu, .pickerColumn]

    /// What to say after "no element "id" on screen": the ids it may have meant, and what
    /// the screen shows.
    func missing(_ id: String) -> String {
        let near = suggestions(for: id)
        let meant = near.isEmpty ? "" : "; did you mean \(near.map { "\"\($0)\"" }.joined(separator: " or "))?"
        return meant + "\n" + listing
    }

    /// Up to three ids on screen close to `id`: first those whose label or value is `id`'s
    /// words (`book` for a button titled Book), then by spelling (at most a quarter of its
    /// letters different, two at least).
    func suggestions(for id: String) -> [String] {
        let nodes = tree.allNodes.filter { !$0.id.isEmpty && $0.id != id }
        let wanted = id.lowercased()
        let spoken = wanted.replacingOccurrences(of: "-", with: " ")
        let byText = nodes.filter { node in
            [node.label, node.value].contains { $0?.lowercased() == spoken || $0?.lowercased() == wanted }
        }.map(\.id)
        let limit = max(2, wanted.count / 4)
        let scored: [(id: String, distance: Int)] = nodes.map { ($0.id, Self.distance(wanted, $0.id.lowercased())) }
        let close = scored.filter { $0.distance <= limit }.sorted { left, right in
            left.distance != right.distance ? left.distance < right.distance : left.id < right.id
        }
        let bySpelling = close.map(\.id)
        var seen: Set<String> = []
        return (byText + bySpelling).filter { seen.insert($0).inserted }.prefix(3).map { $0 }
    }

    /// The screen's elements, indented, with role, label, value and states; a system
    /// control's parts folded; at most `listingLimit` lines.
    var listing: String {
        var lines: [String] = []
        func walk(_ node: SemanticNode, depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            lines.append(indent + FlowExpectation.summary(node))
            if Self.folded.contains(node.role), !node.children.isEmpty {
                lines.append(indent + "  … \(node.children.count) parts of the \(node.role.rawValue)")
                return
            }
            for child in node.children { walk(child, depth: depth + 1) }
        }
        walk(tree.root, depth: 0)
        let more = lines.count - Self.listingLimit
        let shown = lines.prefix(Self.listingLimit).joined(separator: "\n")
        return "the screen:\n" + shown + (more > 0 ? "\n… and \(more) more lines" : "")
    }

    /// Levenshtein's edit distance: the fewest letters added, removed or changed.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
