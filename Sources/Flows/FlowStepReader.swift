import Scenes
import SimCore
import Wire
import Yams

/// Reads one step: a mapping with one action key (or `expect`), and `on` for some.
struct FlowStepReader {
    let file: String

    static let actions = [
        "tap", "longPress", "drag", "pick", "rotate", "settings", "type", "key", "wait", "scrollTo", "hideKeyboard", "expect",
        "relaunch", "clearState", "expectCrash", "scrollUntilVisible", "tapOutside",
    ]
    /// Steps that may be written as a plain word.
    static let words: [String: FlowStep.Action] = [
        "hideKeyboard": .hideKeyboard, "relaunch": .relaunch, "clearState": .clearState, "expectCrash": .expectCrash(message: nil),
    ]

    func step(_ node: FormNode) throws(FlowError) -> FlowStep {
        // `- hideKeyboard`, `- relaunch` alone, as a plain word.
        if case .scalar(let scalar) = node.node, let action = Self.words[scalar.string] {
            return FlowStep(action: action, text: scalar.string, line: node.node.mark?.line)
        }
        let pairs = try node.mapping()
        let actions = pairs.filter { Self.actions.contains($0.key) }
        guard actions.count == 1, let (name, value) = actions.first else {
            let unknown = pairs.first { !Self.actions.contains($0.key) && !["on", "optional"].contains($0.key) }?.key
            throw node.error(
                unknown.map { "unknown step \"\($0)\"; expected one of \(Self.actions.joined(separator: ", "))" }
                    ?? "a step has exactly one of \(Self.actions.joined(separator: ", "))")
        }
        var on: DeviceFilter?
        var isOptional = false
        for (key, value) in pairs where key != name {
            switch key {
            case "on": on = try filter(value)
            case "optional": isOptional = try value.bool()
            default: throw value.error("unknown key \"\(key)\" beside \(name)")
            }
        }
        var step = FlowStep(action: try action(name, value, on: &on), on: on, text: Self.text(of: node.node), line: node.node.mark?.line)
        step.on = on
        step.isOptional = isOptional
        return step
    }

    func filter(_ node: FormNode) throws(FlowError) -> DeviceFilter {
        let name = try node.string()
        guard name == "phone" || name == "pad" || (try? FlowDevice.parse(name).get()) != nil else {
            throw node.error(
                "expected phone, pad or a device id (\(DeviceProfile.all.map(\.id).joined(separator: ", ")), an iPad's with @window")
        }
        return DeviceFilter(name)
    }

    func action(_ name: String, _ node: FormNode, on: inout DeviceFilter?) throws(FlowError) -> FlowStep.Action {
        switch name {
        case "tap": return .tap(try target(node))
        case "longPress": return .longPress(try target(node))
        case "drag":
            let fields = try keyed(node, allowed: ["from", "to", "ms"])
            guard let from = fields["from"], let to = fields["to"] else { throw node.error("a drag needs from and to") }
            let ms = try fields["ms"]?.number() ?? 300
            guard ms > 0, ms <= 600_000 else { throw fields["ms"]?.error("expected 1 to 600000 ms") ?? node.error("bad ms") }
            return .drag(from: try target(from), to: try target(to), milliseconds: ms)
        case "pick":
            let fields = try keyed(node, allowed: ["target", "date", "time", "row", "value"])
            guard let target = fields["target"] else { throw node.error("a pick needs target: a picker or column id") }
            let pick: FlowStep.Pick
            if let date = fields["date"] {
                pick = .date(try date.string())
            } else if let time = fields["time"] {
                pick = .time(try time.string())
            } else if let row = fields["row"] {
                pick = .row(try row.integer(in: 0...10_000))
            } else if let value = fields["value"] {
                pick = .value(try value.string())
            } else {
                throw node.error("a pick needs date, time, row or value")
            }
            return .pick(target: try target.string(), pick)
        case "rotate": return .rotate(try FlowParser.orientation(node))
        case "settings":
            let fields = try keyed(
                node, allowed: ["appearance", "increaseContrast", "contentSize", "locale", "window", "hardwareKeyboard"])
            guard !fields.isEmpty else {
                throw node.error("settings needs appearance, increaseContrast, contentSize, locale, window or hardwareKeyboard")
            }
            var hardwareKeyboard: Bool?
            if let node = fields["hardwareKeyboard"] { hardwareKeyboard = try node.bool() }
            var increaseContrast: Bool?
            if let node = fields["increaseContrast"] { increaseContrast = try node.bool() }
            return .settings(
                SettingsChange(
                    appearance: try fields["appearance"].map(FlowParser.appearance),
                    contentSize: try fields["contentSize"].map(FlowParser.contentSize),
                    locale: try fields["locale"].map(FlowParser.locale),
                    window: try fields["window"].map(FlowParser.window), hardwareKeyboard: hardwareKeyboard,
                    increaseContrast: increaseContrast))
        case "type":
            let text = try node.string()
            guard text.count <= 10_000 else { throw node.error("expected at most 10000 characters") }
            return .type(text)
        case "key":
            let key = try node.string()
            guard key.count == 1 || InputEvent.Limits.keys.contains(key) else {
                throw node.error("expected one character or Backspace, Enter, Tab, Escape or an arrow key")
            }
            return .key(key, modifiers: [])
        case "scrollTo":
            let target = try target(node)
            if case .point = target { throw node.error("scrollTo takes an element: an id or {text: …}") }
            return .scrollTo(target)
        case "scrollUntilVisible":
            let fields = try keyed(node, allowed: ["element", "direction", "maxScrolls"])
            guard let element = fields["element"] else { throw node.error("scrollUntilVisible needs element: an id or {text: …}") }
            let target = try target(element)
            if case .point = target { throw element.error("expected an element: an id or {text: …}") }
            let direction = try fields["direction"]?.string() ?? "down"
            guard direction == "down" || direction == "up" else { throw fields["direction"]?.error("expected down or up") ?? node.error("bad direction") }
            let maxScrolls = try fields["maxScrolls"]?.integer(in: 1...200) ?? 20
            return .scrollUntilVisible(target, down: direction == "down", maxScrolls: maxScrolls)
        case "tapOutside":
            let target = try target(node)
            if case .point = target { throw node.error("tapOutside takes an element: an id or {text: …}") }
            return .tapOutside(target)
        case "hideKeyboard":
            guard try node.bool() else { throw node.error("write hideKeyboard alone, or hideKeyboard: true") }
            return .hideKeyboard
        case "relaunch", "clearState":
            guard try node.bool() else { throw node.error("write \(name) alone, or \(name): true") }
            return name == "relaunch" ? .relaunch : .clearState
        case "expectCrash":
            if case .mapping = node.node {
                let fields = try keyed(node, allowed: ["message"])
                return .expectCrash(message: try fields["message"]?.string())
            }
            guard try node.bool() else { throw node.error("write expectCrash alone, expectCrash: true or expectCrash: {message: text}") }
            return .expectCrash(message: nil)
        case "wait":
            let ms = try node.number()
            guard ms >= 0, ms <= 600_000 else { throw node.error("expected 0 to 600000 ms of simulated time") }
            return .wait(ms)
        default:
            return .expect(try FlowExpectationReader().expectation(node, on: &on, reader: self))
        }
    }

    /// An element id, what an element shows (`{text: Book}`), or `{x, y}` in points.
    func target(_ node: FormNode) throws(FlowError) -> FlowStep.Target {
        if case .mapping = node.node, !(try node.mapping()).contains(where: { $0.key == "x" || $0.key == "y" }) {
            return .selector(try FlowExpectationReader().selector(node))
        }
        if case .mapping = node.node {
            let fields = try keyed(node, allowed: ["x", "y"])
            guard let x = fields["x"], let y = fields["y"] else { throw node.error("a point needs x and y") }
            return .point(Point(x: try x.number(), y: try y.number()))
        }
        if case .sequence(let items) = node.node, items.count == 2 {
            let values = try node.sequence()
            return .point(Point(x: try values[0].number(), y: try values[1].number()))
        }
        return .element(try node.string())
    }

    func keyed(_ node: FormNode, allowed: Set<String>) throws(FlowError) -> [String: FormNode] {
        var fields: [String: FormNode] = [:]
        for (key, value) in try node.mapping() {
            guard allowed.contains(key) else { throw value.error("unknown key \"\(key)\"; expected \(allowed.sorted().joined(separator: ", "))") }
            fields[key] = value
        }
        return fields
    }

    /// The step written as one line of flow-style YAML, for reports.
    static func text(of node: Node) -> String {
        guard case .mapping(let mapping) = node else { return flow(node) }
        return mapping.map { "\(flow($0.key)): \(flow($0.value))" }.joined(separator: ", ")
    }

    /// `{key: value, ...}` / `[a, b]` / scalar: one line.
    static func flow(_ node: Node) -> String {
        switch node {
        case .scalar(let scalar): return scalar.string.contains(where: { " :{},[]#".contains($0) }) || scalar.string.isEmpty ? "\"\(scalar.string)\"" : scalar.string
        case .sequence(let items): return "[" + items.map(flow).joined(separator: ", ") + "]"
        case .mapping(let mapping): return "{" + mapping.map { "\(flow($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
        case .alias: return "*"
        }
    }
}
