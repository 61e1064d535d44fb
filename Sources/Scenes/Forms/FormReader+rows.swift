import Foundation
import SimCore

extension FormReader {
    /// The keys each row kind takes besides its kind key (docs/FORMS.md, Row kinds).
    static let rowKeys: [FormRow.Kind: Set<String>] = [
        .text: ["placeholder", "value", "keyboard", "secure", "autocapitalization", "returnKey", "maxLength", "accessory", "clearButton"],
        .textView: ["placeholder", "value", "lines", "maxLines"],
        .date: ["mode", "value", "min", "max", "valueView", "style", "minuteInterval"],
        .picker: ["options", "value", "valueView"],
        .choice: ["options", "value"],
        .menu: ["options", "value"],
        .switch: ["value"],
        .segmented: ["options", "value"],
        .stepper: ["min", "max", "step", "value"],
        .slider: ["min", "max", "value"],
        // `value:` names a value row's id, so the text it shows is `detail:`.
        .value: ["detail"],
        .button: ["title", "role", "actionSheet", "alert"],
        .child: ["form", "presentation", "detents", "grabber"],
    ]
    static let commonKeys: Set<String> = ["label", "required", "disabled", "idioms", "customClass", "visibleWhen"]
    static let returnKeys = ["next", "done", "go", "send", "search", "join", "default"]

    func row(_ node: FormNode) throws(FormError) -> FormRow {
        let pairs = try node.mapping()
        // `value` is a kind and a key of most kinds: it is the kind only when no other is.
        var kinds = pairs.filter { FormRow.Kind(rawValue: $0.key) != nil }
        if kinds.count > 1 { kinds.removeAll { $0.key == "value" } }
        guard kinds.count == 1, let (kindName, idNode) = kinds.first, let kind = FormRow.Kind(rawValue: kindName) else {
            let names = FormRow.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            if kinds.count > 1 { throw node.error("a row has one kind key, this one has \(kinds.map(\.key).joined(separator: " and "))") }
            let unknown = pairs.first { !Self.commonKeys.contains($0.key) }?.key
            throw node.error(unknown.map { "unknown row kind \"\($0)\"; expected one of \(names)" } ?? "a row needs a kind key: one of \(names)")
        }
        let id = try idNode.string()
        guard FormParser.isValidID(id) else { throw idNode.error("\"\(id)\" is not a row id: expected 1 to 64 of a-z, 0-9 and -") }
        let allowed = Self.commonKeys.union(Self.rowKeys[kind] ?? [])
        var fields: [String: FormNode] = [:]
        for (key, value) in pairs where key != kindName {
            guard allowed.contains(key) else {
                throw value.error("unknown key \"\(key)\" for a \(kindName) row; it takes \(allowed.sorted().joined(separator: ", "))")
            }
            fields[key] = value
        }
        var row = FormRow(id: id, control: try control(kind, id: id, fields))
        row.label = try fields["label"]?.string()
        row.required = try fields["required"]?.bool() ?? false
        row.disabled = try fields["disabled"]?.bool() ?? false
        if let idioms = fields["idioms"] {
            let names = try idioms.strings(count: 1...2)
            guard names.allSatisfy({ $0 == "phone" || $0 == "pad" }) else { throw idioms.error("expected phone, pad or both") }
            row.idioms = names
        }
        row.visibleWhen = try fields["visibleWhen"].map { n throws(FormError) in try condition(n) }
        if let n = fields["customClass"] {
            let name = try n.string()
            guard Self.isClassName(name) else { throw n.error("\"\(name)\" is not a class name: expected a letter or _, then letters, digits or _ (at most 64)") }
            row.customClass = name
        }
        return row
    }

    /// A row's control, from the keys its kind takes: each checked once, here.
    func control(_ kind: FormRow.Kind, id: String, _ f: [String: FormNode]) throws(FormError) -> FormControl {
        switch kind {
        case .text:
            var entry = FormControl.TextEntry()
            entry.placeholder = try f["placeholder"]?.string()
            entry.value = try f["value"]?.string()
            if let n = f["keyboard"] { entry.keyboard = try named(n, as: FormControl.Keyboard.self) }
            entry.secure = try f["secure"]?.bool() ?? false
            entry.autocapitalization = try f["autocapitalization"].map { n throws(FormError) in try named(n, as: AutocapitalizationType.self) }
            entry.returnKey = try f["returnKey"].map { n throws(FormError) in try returnKey(n) }
            entry.maxLength = try f["maxLength"]?.integer(in: 1...10_000)
            entry.accessory = try f["accessory"].map { n throws(FormError) in try named(n, as: FormControl.Accessory.self) }
            entry.clearButton = try f["clearButton"].map { n throws(FormError) in try named(n, as: TextField.ViewMode.self) }
            if let max = entry.maxLength, let value = entry.value, value.count > max, let n = f["value"] {
                throw n.error("is \(value.count) characters, more than maxLength \(max)")
            }
            return .text(entry)
        case .textView:
            var area = FormControl.TextArea()
            area.placeholder = try f["placeholder"]?.string()
            area.value = try f["value"]?.string()
            area.lines = try f["lines"]?.integer(in: 1...20)
            if let n = f["maxLines"] {
                let cap = try n.integer(in: 1...20), lines = area.lines ?? FormControl.TextArea.defaultLines
                guard cap >= lines else { throw n.error("maxLines \(cap) is less than lines \(lines); the row grows from lines to maxLines") }
                area.maxLines = cap
            }
            return .textView(area)
        case .date:
            var entry = FormControl.DateEntry()
            if let n = f["mode"] { entry.mode = try named(n, as: FormRow.DateMode.self) }
            if let n = f["valueView"] { entry.valueView = try named(n, as: FormRow.ValueView.self) }
            if let n = f["style"] {
                entry.style = try named(n, as: FormRow.DateStyle.self)
                // UIKit draws a countdown as wheels in every style (E1.T3).
                if entry.mode == .countDownTimer, entry.style == .compact || entry.style == .inline {
                    throw n.error("a countDownTimer shows wheels: style wheels or inputView, not \(entry.style.rawValue)")
                }
                if entry.style != .inputView, f["valueView"] != nil { throw n.error("valueView goes with style inputView only") }
            }
            if let n = f["minuteInterval"] {
                let interval = try n.integer(in: 1...30)
                guard 60 % interval == 0 else { throw n.error("expected a divisor of 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20 or 30), got \(interval)") }
                entry.minuteInterval = interval
            }
            for key in ["value", "min", "max"] {
                guard let n = f[key] else { continue }
                if entry.mode == .countDownTimer, key != "value" { throw n.error("a countDownTimer has no \(key) (UIKit ignores it)") }
                let text = try Self.dateText(n, mode: entry.mode)
                guard Self.isDate(text, mode: entry.mode) else { throw n.error("expected \(Self.dateFormat(entry.mode)), got \"\(text)\"") }
                switch key {
                case "value": entry.value = text
                case "min": entry.min = text
                default: entry.max = text
                }
            }
            if let min = entry.min, let max = entry.max, min > max, let n = f["max"] { throw n.error("is before min \(min)") }
            return .date(entry)
        case .picker, .choice, .segmented, .menu:
            guard let n = f["options"] else {
                throw FormError(file: file, path: "", message: "a \(kind.rawValue) row \"\(id)\" needs options")
            }
            var options = FormControl.Options(options: try n.strings(count: kind == .segmented ? 2...5 : 1...1000))
            if let n = f["value"] {
                let value = try n.string()
                guard options.options.contains(value) else {
                    let some = options.options.prefix(5).joined(separator: ", ") + (options.options.count > 5 ? ", …" : "")
                    throw n.error("\"\(value)\" is not one of the options (\(some))")
                }
                options.value = value
            }
            switch kind {
            case .picker:
                let valueView = try f["valueView"].map { n throws(FormError) in try named(n, as: FormRow.ValueView.self) }
                return .picker(options, valueView: valueView ?? .label)
            case .choice: return .choice(options)
            case .menu: return .menu(options)
            default: return .segmented(options)
            }
        case .switch:
            return .switch(isOn: try f["value"]?.bool() ?? false)
        case .stepper, .slider:
            let min = try f["min"]?.number() ?? 0
            let max = try f["max"]?.number() ?? (kind == .slider ? 1 : 100)
            let step = try f["step"]?.number()
            let value = try f["value"]?.number()
            if let (key, message) = Self.numberProblem(min: min, max: max, step: step, value: value) {
                throw (f[key] ?? f["max"] ?? f["min"]).map { $0.error(message) } ?? FormError(file: file, message: message)
            }
            let range = FormControl.NumberRange(min: min, max: max, step: step, value: value)
            return kind == .stepper ? .stepper(range) : .slider(range)
        case .value:
            return .value(detail: try f["detail"]?.string())
        case .button:
            let role = try f["role"].map { n throws(FormError) in try named(n, as: FormRow.ButtonRole.self) }
            if f["actionSheet"] != nil, f["alert"] != nil, let n = f["alert"] {
                throw n.error("a button presents an actionSheet or an alert, not both")
            }
            var alert: FormAlert?
            if let n = f["actionSheet"] { alert = try self.alert(n, style: .actionSheet) }
            if let n = f["alert"] { alert = try self.alert(n, style: .alert) }
            return .button(title: try f["title"]?.string(), role: role ?? .default, alert: alert)
        case .child:
            guard let n = f["form"] else {
                throw FormError(file: file, path: "", message: "a child row \"\(id)\" needs form: the id of the form it opens")
            }
            return .child(form: try n.string(), sheet: try sheet(f))
        }
    }

    /// A name that must be one of an enumeration's cases (its raw values).
    func named<T: RawRepresentable & CaseIterable>(_ node: FormNode, as type: T.Type) throws(FormError) -> T where T.RawValue == String {
        let name = try oneOf(node, T.allCases.map(\.rawValue))
        guard let value = T(rawValue: name) else { throw node.error("\"\(name)\" is not a name this form takes") }
        return value
    }

    /// A return key by its form name (docs/FORMS.md).
    func returnKey(_ node: FormNode) throws(FormError) -> ReturnKeyType {
        let name = try oneOf(node, Self.returnKeys)
        guard let key = ReturnKeyType(formName: name) else { throw node.error("\"\(name)\" is not a return key") }
        return key
    }

    func oneOf(_ node: FormNode, _ names: [String]) throws(FormError) -> String {
        let name = try node.string()
        guard names.contains(name) else { throw node.error("\"\(name)\" is not one of \(names.joined(separator: ", "))") }
        return name
    }

    static func isClassName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 64 else { return false }
        let letters = CharacterSet.letters.union(["_"])
        return letters.contains(first) && name.unicodeScalars.allSatisfy { letters.contains($0) || CharacterSet.decimalDigits.contains($0) }
    }

    static func dateFormat(_ mode: FormRow.DateMode) -> String {
        switch mode {
        case .date: "YYYY-MM-DD"
        case .time: "HH:MM"
        case .dateAndTime: "YYYY-MM-DDTHH:MM"
        case .countDownTimer: "a duration HH:MM from 00:01 to 23:59, or its seconds (60 to 86340, whole minutes)"
        }
    }

    /// A date row's value as text: a countdown may give its seconds (5400), written
    /// back as HH:mm (01:30).
    static func dateText(_ node: FormNode, mode: FormRow.DateMode) throws(FormError) -> String {
        guard mode == .countDownTimer, let seconds = try? node.integer(in: 60...86_340) else { return try node.string() }
        guard seconds % 60 == 0 else { throw node.error("expected whole minutes of seconds, got \(seconds)") }
        return SimpleTime(hour: seconds / 3600, minute: seconds % 3600 / 60)?.text ?? ""
    }

    static func isDate(_ text: String, mode: FormRow.DateMode) -> Bool {
        if mode == .countDownTimer { return SimpleTime(text: text).map { $0.minutes > 0 } ?? false }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = switch mode {
        case .date: "yyyy-MM-dd"
        case .time: "HH:mm"
        case .dateAndTime, .countDownTimer: "yyyy-MM-dd'T'HH:mm"
        }
        formatter.isLenient = false
        return formatter.date(from: text).map { formatter.string(from: $0) == text } ?? false
    }
}
