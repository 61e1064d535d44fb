import SimCore

extension InputEvent {
    /// The limits on one request's events (docs/SECURITY.md).
    public enum Limits {
        public static let maxEvents = 1_000
        public static let maxStringLength = 10_000
        public static let maxCoordinate = 100_000.0
        public static let maxMilliseconds = 600_000.0
        public static let keys: Set<String> = ["Backspace", "Enter", "Tab", "Escape", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"]
        /// A key event's optional modifier fields (booleans) and the flags they set.
        public static let modifiers: [(String, KeyModifiers)] = [
            ("shift", .shift), ("alt", .alternate), ("meta", .command), ("ctrl", .control),
        ]
    }

    /// The events of an input body: one event object, or `{"events": [...]}`.
    public static func parseBody(_ body: JSONValue) throws(WireError) -> [InputEvent] {
        guard case .object(let object) = body else {
            throw WireError("invalid_body", "the body must be a JSON object: one event or {\"events\": [...]}")
        }
        guard let list = object["events"] else { return [try parse(body, path: "event")] }
        guard case .array(let items) = list else { throw WireError.field("events", "must be an array") }
        guard !items.isEmpty else { throw WireError.field("events", "must not be empty") }
        guard items.count <= Limits.maxEvents else {
            throw WireError("too_many_events", "at most \(Limits.maxEvents) events fit in one request, got \(items.count)")
        }
        var events: [InputEvent] = []
        for (index, item) in items.enumerated() { events.append(try parse(item, path: "events[\(index)]")) }
        return events
    }

    /// One event object.
    public static func parse(_ value: JSONValue, path: String) throws(WireError) -> InputEvent {
        guard case .object(let o) = value else { throw WireError.field(path, "must be an object") }
        let fields = Fields(object: o, path: path)
        let type = try fields.string("type")
        switch type {
        case "tap":
            if o["target"] != nil {
                return .tapTarget(try fields.string("target"), exclusive: try fields.optionalBool("exclusive") ?? false)
            }
            return .tap(Point(x: try fields.coordinate("x"), y: try fields.coordinate("y")))
        case "pointer":
            let phaseName = try fields.string("phase")
            guard let phase = Phase(rawValue: phaseName) else {
                throw WireError.field("\(path).phase", "must be one of down, move, up, cancel (got \"\(phaseName)\")")
            }
            let point = Point(x: try fields.coordinate("x"), y: try fields.coordinate("y"))
            let t = o["t"] == nil ? nil : try fields.number("t", within: 0...1e15)
            return .pointer(phase: phase, point: point, milliseconds: t)
        case "longPress":
            return .longPress(target: try fields.string("target"), exclusive: try fields.optionalBool("exclusive") ?? false)
        case "drag":
            return .drag(
                from: try fields.pointArray("from"), to: try fields.pointArray("to"),
                milliseconds: o["ms"] == nil ? 300 : try fields.number("ms", within: 1...Limits.maxMilliseconds))
        case "scroll":
            let limit = Limits.maxCoordinate
            return .scroll(
                at: Point(x: try fields.coordinate("x"), y: try fields.coordinate("y")),
                by: Point(
                    x: o["dx"] == nil ? 0 : try fields.number("dx", within: -limit...limit),
                    y: try fields.number("dy", within: -limit...limit)))
        case "rotate":
            let name = try fields.string("orientation")
            guard let orientation = Orientation(rawValue: name) else {
                throw WireError.field(
                    "\(path).orientation",
                    "must be portrait, landscapeLeft, landscapeRight or portraitUpsideDown (got \"\(name)\")")
            }
            return .rotate(orientation)
        case "key":
            let key = try fields.string("key")
            guard key.count == 1 || Limits.keys.contains(key) else {
                throw WireError.field("\(path).key", "must be one character or one of \(Limits.keys.sorted().joined(separator: ", "))")
            }
            var modifiers: KeyModifiers = []
            for (name, flag) in Limits.modifiers where try fields.optionalBool(name) == true { modifiers.insert(flag) }
            return try fields.ifFirstResponder(.key(key, modifiers: modifiers))
        case "text":
            return try fields.ifFirstResponder(.text(try fields.string("text")))
        case "pick":
            let target = try fields.string("target")
            if o["date"] != nil { return .pickDate(target: target, date: try fields.string("date")) }
            if o["time"] != nil { return .pickTime(target: target, time: try fields.string("time")) }
            if o["value"] != nil { return .pickValue(target: target, value: try fields.string("value")) }
            guard o["row"] != nil else { throw WireError.field(path, "needs \"date\", \"time\", \"row\" or \"value\"") }
            return .pickRow(target: target, row: Int(try fields.number("row", within: 0...10_000)))
        case "advance":
            return .advance(milliseconds: try fields.number("ms", within: 0...Limits.maxMilliseconds))
        case "settings":
            return .settings(try parseSettings(o, path: path))
        case "relaunch":
            return .relaunch
        default:
            throw WireError.field(
                "\(path).type",
                "is not an event type (got \"\(type)\"; expected tap, pointer, longPress, drag, scroll, rotate, key, text, pick, advance, settings or relaunch)"
            )
        }
    }

    /// A `settings` event's fields: at least one of `appearance`, `increaseContrast`,
    /// `contentSize`, `locale`, `window`, `hardwareKeyboard`.
    private static func parseSettings(_ o: [String: JSONValue], path: String) throws(WireError) -> SettingsChange {
        let fields = Fields(object: o, path: path)
        var change = SettingsChange()
        if o["appearance"] != nil {
            let name = try fields.string("appearance")
            guard let style = UserInterfaceStyle(rawValue: name) else {
                throw WireError.field("\(path).appearance", "must be light or dark (got \"\(name)\")")
            }
            change.appearance = style
        }
        if o["contentSize"] != nil {
            let name = try fields.string("contentSize")
            guard let size = ContentSizeCategory(rawValue: name) else {
                throw WireError.field(
                    "\(path).contentSize",
                    "must be one of \(ContentSizeCategory.allCases.map(\.rawValue).joined(separator: ", ")) (got \"\(name)\")")
            }
            change.contentSize = size
        }
        if o["locale"] != nil {
            let name = try fields.string("locale")
            guard Localization.supported.contains(name) else {
                throw WireError(InputError(.unknownLocale(name)))
            }
            change.locale = name
        }
        if let window = o["window"] { change.window = try WindowSize(json: window, field: "\(path).window") }
        if let value = o["hardwareKeyboard"] {
            guard case .bool(let on) = value else {
                throw WireError.field("\(path).hardwareKeyboard", "must be true or false")
            }
            change.hardwareKeyboard = on
        }
        if let value = o["increaseContrast"] {
            guard case .bool(let on) = value else {
                throw WireError.field("\(path).increaseContrast", "must be true or false")
            }
            change.increaseContrast = on
        }
        guard change != SettingsChange() else {
            throw WireError.field(
                path, "needs \"appearance\", \"increaseContrast\", \"contentSize\", \"locale\", \"window\" or \"hardwareKeyboard\"")
        }
        return change
    }

    /// Reads typed fields of one event object, with the path in every error.
    private struct Fields {
        let object: [String: JSONValue]
        let path: String

        func string(_ name: String) throws(WireError) -> String {
            guard case .string(let s)? = object[name] else {
                throw WireError.field("\(path).\(name)", object[name] == nil ? "is missing" : "must be a string")
            }
            guard s.utf16.count <= Limits.maxStringLength else {
                throw WireError.field("\(path).\(name)", "is longer than \(Limits.maxStringLength) characters")
            }
            return s
        }

        /// The event, held back unless the element `ifFirstResponder` names (`null`:
        /// none) is the first responder, when that field is there.
        func ifFirstResponder(_ typing: TypingEvent) throws(WireError) -> InputEvent {
            switch object["ifFirstResponder"] {
            case nil: return typing.event
            case .null?: return .ifFirstResponder(nil, typing)
            case .string?: return .ifFirstResponder(try string("ifFirstResponder"), typing)
            default: throw WireError.field("\(path).ifFirstResponder", "must be an element id or null")
            }
        }

        /// An optional boolean: nil when absent.
        func optionalBool(_ name: String) throws(WireError) -> Bool? {
            guard let value = object[name] else { return nil }
            guard case .bool(let b) = value else { throw WireError.field("\(path).\(name)", "must be a boolean") }
            return b
        }

        func number(_ name: String, within range: ClosedRange<Double>) throws(WireError) -> Double {
            guard case .number(let n)? = object[name] else {
                throw WireError.field("\(path).\(name)", object[name] == nil ? "is missing" : "must be a number")
            }
            guard n.isFinite, range.contains(n) else {
                throw WireError.field("\(path).\(name)", "must be a finite number from \(range.lowerBound) to \(range.upperBound)")
            }
            return n
        }

        func coordinate(_ name: String) throws(WireError) -> Double {
            try number(name, within: -Limits.maxCoordinate...Limits.maxCoordinate)
        }

        func pointArray(_ name: String) throws(WireError) -> Point {
            guard let pair = object[name]?.numberArray, pair.count == 2 else {
                throw WireError.field("\(path).\(name)", "must be [x, y]")
            }
            let limit = Limits.maxCoordinate
            guard pair.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
                throw WireError.field("\(path).\(name)", "must hold finite numbers within ±\(Int(limit))")
            }
            return Point(x: pair[0], y: pair[1])
        }
    }
}
