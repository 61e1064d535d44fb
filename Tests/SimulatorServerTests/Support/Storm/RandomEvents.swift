import Foundation
import SimCore
import Wire
import TestSupport

/// A seeded generator of input events as a client would send them (JSON), aimed at what
/// the device shows now: taps on its elements and anywhere, pointer strokes, drags,
/// rotations, keys, text, picks of real and impossible dates, time, text size and
/// appearance changes, and now and then an event that is wrong on purpose (bad types,
/// missing fields, absurd numbers). While a card, a menu, a sheet or an alert is up it
/// changes a setting, turns the device or relaunches the app more often: a change that makes the row under
/// a card again once left the card pointing at a control that was gone.
struct RandomEvents {
    var random: SeededGenerator
    /// The client's pointer clock (ms), always moving forward.
    private var t = 0.0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// One event for a device showing `tree`.
    mutating func next(on tree: SemanticTree) -> JSONValue {
        let ids = Self.ids(in: tree.root)
        let width = tree.screen.width, height = tree.screen.height
        t += Double.random(in: 0...400, using: &random)
        if Self.showsPresentation(tree.root), Int.random(in: 0..<8, using: &random) == 0 { return change() }
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<22:
            return ["type": "tap", "target": .string(target(ids))]
        case 22..<37:
            let point = self.point(width, height)
            return ["type": "tap", "x": .number(point.x), "y": .number(point.y)]
        case 37..<52:
            let phase = ["down", "move", "move", "up", "cancel"].randomElement(using: &random) ?? "up"
            let point = self.point(width, height)
            return ["type": "pointer", "phase": .string(phase), "x": .number(point.x), "y": .number(point.y), "t": .number(t)]
        case 52..<56:
            return ["type": "longPress", "target": .string(target(ids))]
        case 56..<63:
            let from = point(width, height), to = point(width, height)
            return [
                "type": "drag", "from": [.number(from.x), .number(from.y)], "to": [.number(to.x), .number(to.y)],
                "ms": .number(Double.random(in: 1...900, using: &random).rounded()),
            ]
        case 63..<67:
            let orientation = ["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"]
                .randomElement(using: &random) ?? "portrait"
            return ["type": "rotate", "orientation": .string(orientation)]
        case 67..<75:
            let keys = ["a", "Z", "7", " ", "@", "é", "あ", "😀", "Backspace", "Backspace", "Enter", "Tab", "Escape",
                        "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]
            return ["type": "key", "key": .string(keys.randomElement(using: &random) ?? "a")]
        case 75..<81:
            let texts = ["hello", "1990", "", "a\u{301}", "👩‍👩‍👧", "日本語の文章", String(repeating: "x", count: 300), "\n\t", "1234"]
            return ["type": "text", "text": .string(texts.randomElement(using: &random) ?? "a")]
        case 81..<87:
            let pickers = ids.filter { $0.contains("picker") }
            let target = pickers.randomElement(using: &random) ?? "birthday-picker"
            if Bool.random(using: &random) {
                let year = Int.random(in: -5...10_100, using: &random)
                let month = Int.random(in: 0...13, using: &random)
                let day = Int.random(in: 0...32, using: &random)
                return ["type": "pick", "target": .string(target), "date": .string(String(format: "%04d-%02d-%02d", year, month, day))]
            }
            return ["type": "pick", "target": .string(target), "row": .number(Double(Int.random(in: 0...40, using: &random)))]
        case 87..<95:
            return ["type": "advance", "ms": .number(Double(Int.random(in: 0...1500, using: &random)))]
        case 95..<97:
            return change()
        default:
            return junk()
        }
    }

    /// A text size, an appearance or an orientation, as Settings or a turn of the device
    /// changes it on a running app, or the app launched again from the Home Screen.
    mutating func change() -> JSONValue {
        switch Int.random(in: 0..<4, using: &random) {
        case 3:
            return ["type": "relaunch"]
        case 0:
            let size = ContentSizeCategory.allCases.randomElement(using: &random) ?? .AX3
            return ["type": "settings", "contentSize": .string(size.rawValue)]
        case 1:
            return ["type": "settings", "appearance": .string(Bool.random(using: &random) ? "dark" : "light")]
        default:
            let orientation = ["portrait", "landscapeLeft", "landscapeRight"].randomElement(using: &random) ?? "portrait"
            return ["type": "rotate", "orientation": .string(orientation)]
        }
    }

    /// Whether a card, a popover, a menu, an action sheet, an alert or a sheet is up.
    static func showsPresentation(_ node: SemanticNode) -> Bool {
        [.popover, .menu, .actionSheet, .alert, .sheet].contains(node.role) || node.children.contains(where: showsPresentation)
    }

    /// An event that must be refused with a 400, never crash anything.
    mutating func junk() -> JSONValue {
        let choices: [JSONValue] = [
            ["type": "tap"],
            ["type": "tap", "x": "left", "y": 3],
            ["type": "tap", "x": 1e300, "y": -1e300],
            ["type": "tap", "x": 100_001, "y": 0],
            ["type": "pointer", "phase": "sideways", "x": 1, "y": 1],
            ["type": "pointer", "phase": "down", "x": 1, "y": 1, "t": -5],
            ["type": "drag", "from": [1], "to": [1, 2, 3]],
            ["type": "drag", "from": [0, 0], "to": [1, 1], "ms": 1e12],
            ["type": "rotate", "orientation": "diagonal"],
            ["type": "key", "key": "NotAKey"],
            ["type": "text", "text": .string(String(repeating: "y", count: 10_001))],
            ["type": "pick", "target": "birthday-picker"],
            ["type": "pick", "target": "birthday-picker", "row": -1],
            ["type": "advance", "ms": -1],
            ["type": "advance", "ms": 1e9],
            ["type": "teleport"],
            ["type": 7],
            [:],
            .array([]),
            .string("tap"),
            .null,
        ]
        return choices.randomElement(using: &random) ?? .null
    }

    private mutating func target(_ ids: [String]) -> String {
        if Int.random(in: 0..<10, using: &random) == 0 { return ["nobody", "", "window/../x", "birthday-value "].randomElement(using: &random) ?? "" }
        // The elements that open things (the picker, its popover, the edit menu, a compact
        // date's card, a menu) and what is in them (a day, an item, an action) come up often.
        let openers = ids.filter {
            ["birthday", "birthday-value", "menu-copy", "menu-paste", "menu-cut"].contains($0)
                || Self.openerSuffixes.contains(where: $0.hasSuffix) || Self.itemMarks.contains(where: $0.contains)
        }
        if !openers.isEmpty, Int.random(in: 0..<4, using: &random) == 0 {
            return openers.randomElement(using: &random) ?? "birthday"
        }
        return ids.randomElement(using: &random) ?? "window"
    }

    static let openerSuffixes = ["-compact-date", "-compact-time", "-button"]
    static let itemMarks = ["-calendar-day-", "-menu-item-", "-action-"]

    /// Mostly on the screen, sometimes just off it or far away.
    private mutating func point(_ width: Double, _ height: Double) -> (x: Double, y: Double) {
        if Int.random(in: 0..<12, using: &random) == 0 {
            return (Double.random(in: -100_000...100_000, using: &random), Double.random(in: -100_000...100_000, using: &random))
        }
        return (
            Double.random(in: -10...(width + 10), using: &random).rounded(),
            Double.random(in: -10...(height + 10), using: &random).rounded()
        )
    }

    static func ids(in node: SemanticNode) -> [String] {
        [node.id] + node.children.flatMap { ids(in: $0) }
    }
}
