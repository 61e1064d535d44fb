import SimCore

/// Drives a simulator as a person would until something holds: `scrollTo` turns the
/// wheel over the nearest scroll view until an element is fully in view, `hideKeyboard`
/// tries what a person tries to put the keyboard away, `pointOutside` finds where a tap
/// outside an element touches nothing, and each action is settled (its timers run) before
/// the next. Flows' `scrollTo`, `hideKeyboard` and `tapOutside` steps (docs/FLOWS.md), the
/// server's `GET …/outside` and the audit's reaching of a row all use it.
public struct Reach {
    /// Asked before each action: why to stop here (a flow's budget spent, a run
    /// cancelled), or nil to go on.
    public var shouldStop: () -> String?
    /// How far an action may run the clock on to settle: timers due later are left.
    public static let settleLimitMilliseconds = 10_000.0

    public init(shouldStop: @escaping () -> String? = { nil }) {
        self.shouldStop = shouldStop
    }

    /// Runs the clock on while timers are due within the settle limit (a long press's
    /// menu, a caret's blink left for later).
    public static func settle(_ sim: Simulator) {
        _ = sim.settle(within: settleLimitMilliseconds / 1000)
    }

    /// A wheel step: a screenful less a little, so nothing is skipped unseen.
    static let scrollStep = 0.8
    /// The most wheel steps one `scrollTo` turns each way.
    static let maxScrollSteps = 200

    /// Scrolls until `id` is fully in view: down first, then back up. The failure's
    /// message, or nil.
    public func scrollTo(_ id: String, on sim: Simulator) -> String? {
        scrollTo(id, on: sim) { $0.root.find(id) }
    }

    /// Scrolls until the element `find` picks is fully in view, down first, then back up;
    /// `name` says it in a failure.
    public func scrollTo(_ name: String, on sim: Simulator, find: (SemanticTree) -> SemanticNode?) -> String? {
        for direction in [1.0, -1.0] {
            for _ in 0..<Self.maxScrollSteps {
                if let reason = shouldStop() { return reason }
                let tree = sim.semanticTree()
                let area = Self.viewArea(tree)
                if let node = find(tree) {
                    let frame = node.frame
                    if Self.isWhollyInView(node, area: area, in: tree) { return nil }
                    // Just far enough to bring it in, toward where it is.
                    let needed = frame.maxY > area.maxY ? frame.maxY - area.maxY + 8 : frame.minY - area.minY - 8
                    if needed * direction < 0 { break }
                    if !turnWheel(by: needed, over: node, in: tree, on: sim) { break }
                } else {
                    guard let table = tree.allNodes.first(where: { $0.role == .table }) else {
                        return "\(name) is not on screen and nothing here scrolls"
                    }
                    if !turnWheel(by: direction * area.height * Self.scrollStep, over: table, in: tree, on: sim) { break }
                }
            }
        }
        return "\(name) never came into view: scrolled to both ends of the content"
    }

    /// Scrolls one way a screenful less a little at a time until the element `find` picks
    /// is fully in view, at most `maxScrolls` times (Maestro's `scrollUntilVisible`).
    /// `down` scrolls toward the end of the content. The failure's message, or nil.
    public func scrollUntilVisible(
        _ name: String, down: Bool, maxScrolls: Int, on sim: Simulator, find: (SemanticTree) -> SemanticNode?
    ) -> String? {
        for scroll in 0...maxScrolls {
            if let reason = shouldStop() { return reason }
            let tree = sim.semanticTree()
            let area = Self.viewArea(tree)
            if let node = find(tree), Self.isWhollyInView(node, area: area, in: tree) { return nil }
            guard scroll < maxScrolls else { break }
            guard let table = tree.allNodes.first(where: { $0.role == .table }) else {
                return "\(name) is not in view and nothing here scrolls"
            }
            let step = (down ? 1.0 : -1.0) * area.height * Self.scrollStep
            if !turnWheel(by: step, over: table, in: tree, on: sim) {
                return "\(name) never came into view: reached the \(down ? "end" : "start") of the content after \(scroll) scroll\(scroll == 1 ? "" : "s")"
            }
        }
        return "\(name) never came into view in \(maxScrolls) scroll\(maxScrolls == 1 ? "" : "s") \(down ? "down" : "up")"
    }

    /// Inside the part of the screen content shows in, and not covered.
    static func isWhollyInView(_ node: SemanticNode, area: Rect, in tree: SemanticTree) -> Bool {
        node.frame.minY >= area.minY - 0.5 && node.frame.maxY <= area.maxY + 0.5 && !isCovered(node, in: tree)
    }

    /// One wheel step over the scroll view holding `node`; false when nothing moved.
    func turnWheel(by dy: Double, over node: SemanticNode, in tree: SemanticTree, on sim: Simulator) -> Bool {
        let table = tree.allNodes.first { $0.role == .table && $0.find(node.id) != nil }
            ?? tree.allNodes.first { $0.role == .table }
        guard let frame = table?.frame else { return false }
        let area = Self.viewArea(tree).intersection(frame)
        guard !area.isEmpty else { return false }
        let before = sim.renderTree
        _ = try? sim.send([.scroll(at: Self.wheelPoint(in: area, of: tree), by: Point(x: 0, y: dy))])
        Self.settle(sim)
        return sim.renderTree != before
    }

    /// Roles whose views take a wheel themselves (a picker's wheels turn, a calendar
    /// pages), so a wheel over them never reaches the table around them.
    static let wheelTakers: Set<Role> = [.pickerColumn, .datePicker, .calendar]

    /// Where in `area` to turn the wheel so the table scrolls: its centre, else points
    /// down its leading edge, the first over no view that takes the wheel itself (an
    /// inline date picker across the table's middle).
    static func wheelPoint(in area: Rect, of tree: SemanticTree) -> Point {
        let takers = tree.allNodes.filter { wheelTakers.contains($0.role) }.map(\.frame)
        let x = area.minX + 4
        let candidates = [area.center] + [0.5, 0.2, 0.8, 0.05, 0.95].map { Point(x: x, y: area.minY + area.height * $0) }
        return candidates.first { point in !takers.contains { $0.contains(point) } } ?? area.center
    }

    /// The part of the screen a person sees content in: below the navigation bar, above
    /// whatever covers the bottom (keyboard, input view).
    static func viewArea(_ tree: SemanticTree) -> Rect {
        let nodes = tree.allNodes
        var top = 0.0, bottom = tree.screen.height
        if let bar = nodes.first(where: { $0.role == .navigationBar })?.frame { top = bar.maxY }
        for cover in nodes where cover.role == .keyboard || cover.role == .inputView {
            if cover.frame.minY > top { bottom = min(bottom, cover.frame.minY) }
        }
        return Rect(x: 0, y: top, width: tree.screen.width, height: max(0, bottom - top))
    }

    /// A point above the keyboard where a tap reaches no control: the navigation bar's
    /// middle, else the first such point down the screen's middle.
    static func emptyPoint(in tree: SemanticTree, on sim: Simulator) -> Point? {
        let nodes = tree.allNodes
        if let bar = nodes.first(where: { $0.role == .navigationBar })?.frame { return bar.center }
        let byID = Dictionary(nodes.map { ($0.id, $0.role) }, uniquingKeysWith: { first, _ in first })
        let area = viewArea(tree)
        var y = area.minY + 24
        while y < area.maxY {
            let point = Point(x: area.midX, y: y)
            let role = sim.element(at: point).flatMap { byID[$0] }
            if role.map({ !Role.tappable.contains($0) }) ?? true { return point }
            y += 22
        }
        return nil
    }

    static func isCovered(_ node: SemanticNode, in tree: SemanticTree) -> Bool { !isVisible(node, in: tree) }

    /// Whether a person sees the node: it has a size, is on screen, and its centre is not
    /// under a keyboard, an input view, a popover or a menu it is not part of.
    public static func isVisible(_ node: SemanticNode, in tree: SemanticTree) -> Bool {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return false }
        let screen = Rect(x: 0, y: 0, width: tree.screen.width, height: tree.screen.height)
        guard !frame.intersection(screen).isEmpty else { return false }
        let centre = frame.intersection(screen).center
        for cover in tree.allNodes where [.inputView, .keyboard, .popover, .menu].contains(cover.role) {
            guard cover.find(node.id) == nil else { continue }
            if cover.frame.contains(centre) { return false }
        }
        return true
    }

    /// Puts the keyboard away as a person would, trying in turn: Done above the keyboard,
    /// the iPad keyboard's dismiss key, Return where it says Done or Go, a tap outside the
    /// fields, a short drag on the content. The failure's message, or nil.
    public func hideKeyboard(on sim: Simulator) -> String? {
        func keyboardUp() -> Bool { sim.semanticTree().allNodes.contains { $0.role == .keyboard } }
        guard keyboardUp() else { return nil }
        var tried: [String] = []
        let tree = sim.semanticTree()
        let nodes = tree.allNodes
        var attempts: [(name: String, event: InputEvent)] = []
        if nodes.contains(where: { $0.id == "keyboard-accessory-done" }) { attempts.append(("Done above the keyboard", .tapTarget("keyboard-accessory-done"))) }
        if nodes.contains(where: { $0.id == "key-dismiss" }) { attempts.append(("the keyboard's dismiss key", .tapTarget("key-dismiss"))) }
        if let returnKey = nodes.first(where: { $0.id == "key-return" }),
            ["done", "go"].contains((returnKey.label ?? "").lowercased())
        {
            attempts.append(("Return (\(returnKey.label ?? ""))", .tapTarget("key-return")))
        }
        if let point = Self.emptyPoint(in: tree, on: sim) {
            attempts.append(("a tap outside the fields", .tap(point)))
        }
        // A table that ends editing on a drag (keyboardDismissMode onDrag): a short pull down.
        if let table = nodes.first(where: { $0.role == .table })?.frame {
            let area = Self.viewArea(tree).intersection(table)
            if !area.isEmpty {
                // Begun on the table itself, not on date wheels across its middle, which
                // would take the drag and turn.
                let start = Self.wheelPoint(in: area.inset(by: EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)), of: tree)
                let from = Point(x: start.x, y: start.y - 30)
                attempts.append(("a drag on the content", .drag(from: from, to: Point(x: from.x, y: from.y + 60), milliseconds: 300)))
            }
        }
        for attempt in attempts {
            if let reason = shouldStop() { return reason }
            tried.append(attempt.name)
            _ = try? sim.send([attempt.event])
            Self.settle(sim)
            if !keyboardUp() { return nil }
        }
        return "the keyboard stays up: nothing a person can tap puts it away (tried \(tried.isEmpty ? "nothing" : tried.joined(separator: ", ")))"
    }
}
