import Foundation
import SimCore

extension FormReader {
    static let commonKeys: Set<String> = ["label", "required", "disabled", "idioms", "tint", "customClass", "visibleWhen"]
    /// Kinds whose name is also a key of other kinds (`value` of most, `placeholder` of a
    /// text row): such a key is the row's kind only when no other kind key is there.
    static let kindsThatAreKeys: Set<String> = ["value", "placeholder"]
    static let returnKeys = ["next", "done", "go", "send", "search", "join", "default"]

    func row(_ node: FormNode) throws(FormError) -> FormRow {
        let pairs = try node.mapping()
        var kinds = pairs.filter { FormRow.Kind(rawValue: $0.key) != nil }
        if kinds.count > 1 { kinds.removeAll { Self.kindsThatAreKeys.contains($0.key) } }
        guard kinds.count == 1, let (kindName, idNode) = kinds.first, let kind = FormRow.Kind(rawValue: kindName) else {
            let names = FormRow.Kind.allCases.map(\.rawValue).joined(separator: ", ")
            if kinds.count > 1 { throw node.error("a row has one kind key, this one has \(kinds.map(\.key).joined(separator: " and "))") }
            let unknown = pairs.first { !Self.commonKeys.contains($0.key) }?.key
            throw node.error(unknown.map { "unknown row kind \"\($0)\"; expected one of \(names)" } ?? "a row needs a kind key: one of \(names)")
        }
        let id = try idNode.string()
        guard FormParser.isValidID(id) else { throw idNode.error("\"\(id)\" is not a row id: expected 1 to 64 of a-z, 0-9 and -") }
        let definition = RowKinds.definition(of: kind)
        let allowed = Self.commonKeys.union(definition.keys).union(Self.programRowKeys)
        var fields: [String: FormNode] = [:]
        for (key, value) in pairs where key != kindName {
            guard allowed.contains(key) else {
                throw value.error("unknown key \"\(key)\" for a \(kindName) row; it takes \(allowed.sorted().joined(separator: ", "))")
            }
            fields[key] = value
        }
        var row = FormRow(id: id, control: try definition.read(self, id, fields))
        row.label = try fields["label"]?.string()
        row.required = try fields["required"]?.bool() ?? false
        row.disabled = try fields["disabled"]?.bool() ?? false
        if let idioms = fields["idioms"] {
            let names = try idioms.strings(count: 1...2)
            guard names.allSatisfy({ $0 == "phone" || $0 == "pad" }) else { throw idioms.error("expected phone, pad or both") }
            row.idioms = names
        }
        row.visibleWhen = try fields["visibleWhen"].map { n throws(FormError) in try condition(n) }
        row.program = try rowProgram(fields)
        row.tint = try fields["tint"].map { n throws(FormError) in try named(n, as: FormTint.self) }
        if let n = fields["customClass"] {
            let name = try n.string()
            guard Self.isClassName(name) else { throw n.error("\"\(name)\" is not a class name: expected a letter or _, then letters, digits or _ (at most 64)") }
            row.customClass = name
        }
        return row
    }

    /// A picker's, choice's, segmented control's or menu's options, and its value, one
    /// of them.
    func options(_ kind: FormRow.Kind, id: String, _ f: [String: FormNode], count: ClosedRange<Int>) throws(FormError) -> FormControl.Options {
        guard let n = f["options"] else {
            throw FormError(file: file, path: "", message: "a \(kind.rawValue) row \"\(id)\" needs options")
        }
        var options = FormControl.Options(options: try n.strings(count: count))
        if let n = f["value"] {
            let value = try n.string()
            guard options.options.contains(value) else {
                let some = options.options.prefix(5).joined(separator: ", ") + (options.options.count > 5 ? ", …" : "")
                throw n.error("\"\(value)\" is not one of the options (\(some))")
            }
            options.value = value
        }
        return options
    }

    /// A stepper's or slider's bounds, step and value: from 0 to `max` unless it says.
    func numberRange(_ f: [String: FormNode], max defaultMax: Double) throws(FormError) -> FormControl.NumberRange {
        let min = try f["min"]?.number() ?? 0
        let max = try f["max"]?.number() ?? defaultMax
        let step = try f["step"]?.number()
        let value = try f["value"]?.number()
        if let (key, message) = Self.numberProblem(min: min, max: max, step: step, value: value) {
            throw (f[key] ?? f["max"] ?? f["min"]).map { $0.error(message) } ?? FormError(file: file, message: message)
        }
        return FormControl.NumberRange(min: min, max: max, step: step, value: value)
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
