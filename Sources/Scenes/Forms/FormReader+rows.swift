import Foundation

extension FormReader {
    /// The keys each row kind takes besides its kind key (docs/FORMS.md, Row kinds).
    static let rowKeys: [FormRow.Kind: Set<String>] = [
        .text: ["placeholder", "value", "keyboard", "secure", "autocapitalization", "returnKey", "maxLength"],
        .textView: ["placeholder", "value", "lines"],
        .date: ["mode", "value", "min", "max", "valueView"],
        .picker: ["options", "value", "valueView"],
        .choice: ["options", "value"],
        .switch: ["value"],
        .segmented: ["options", "value"],
        .stepper: ["min", "max", "step", "value"],
        .slider: ["min", "max", "value"],
        // `value:` names a value row's id, so the text it shows is `detail:`.
        .value: ["detail"],
        .button: ["title", "role"],
        .child: ["form"],
    ]
    static let commonKeys: Set<String> = ["label", "required", "disabled", "idioms", "customClass"]
    static let keyboards = [
        "default", "email", "url", "number", "decimal", "phone", "numbersAndPunctuation", "asciiCapable",
    ]
    static let autocapitalizations = ["none", "words", "sentences", "allCharacters"]
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
        var row = FormRow(kind: kind, id: id)
        let allowed = Self.commonKeys.union(Self.rowKeys[kind] ?? [])
        var fields: [String: FormNode] = [:]
        for (key, value) in pairs where key != kindName {
            guard allowed.contains(key) else {
                throw value.error("unknown key \"\(key)\" for a \(kindName) row; it takes \(allowed.sorted().joined(separator: ", "))")
            }
            fields[key] = value
        }
        row.label = try fields["label"]?.string()
        row.required = try fields["required"]?.bool() ?? false
        row.disabled = try fields["disabled"]?.bool() ?? false
        if let idioms = fields["idioms"] {
            let names = try idioms.strings(count: 1...2)
            guard names.allSatisfy({ $0 == "phone" || $0 == "pad" }) else { throw idioms.error("expected phone, pad or both") }
            row.idioms = names
        }
        if let n = fields["customClass"] {
            let name = try n.string()
            guard Self.isClassName(name) else { throw n.error("\"\(name)\" is not a class name: expected a letter or _, then letters, digits or _ (at most 64)") }
            row.customClass = name
        }
        if let n = fields["valueView"] {
            row.valueView = FormRow.ValueView(rawValue: try oneOf(n, FormRow.ValueView.allCases.map(\.rawValue))) ?? .label
        }
        try readKindKeys(&row, fields)
        return row
    }

    func readKindKeys(_ row: inout FormRow, _ f: [String: FormNode]) throws(FormError) {
        switch row.kind {
        case .text:
            row.placeholder = try f["placeholder"]?.string()
            row.value = try f["value"]?.string()
            row.keyboard = try f["keyboard"].map { n throws(FormError) in try oneOf(n, Self.keyboards) }
            row.secure = try f["secure"]?.bool() ?? false
            row.autocapitalization = try f["autocapitalization"].map { n throws(FormError) in try oneOf(n, Self.autocapitalizations) }
            row.returnKey = try f["returnKey"].map { n throws(FormError) in try oneOf(n, Self.returnKeys) }
            row.maxLength = try f["maxLength"]?.integer(in: 1...10_000)
            if let max = row.maxLength, let value = row.value, value.count > max, let n = f["value"] {
                throw n.error("is \(value.count) characters, more than maxLength \(max)")
            }
        case .textView:
            row.placeholder = try f["placeholder"]?.string()
            row.value = try f["value"]?.string()
            row.lines = try f["lines"]?.integer(in: 1...20)
        case .date:
            if let mode = f["mode"] {
                let name = try oneOf(mode, FormRow.DateMode.allCases.map(\.rawValue))
                row.mode = FormRow.DateMode(rawValue: name) ?? .date
            }
            for key in ["value", "min", "max"] {
                guard let n = f[key] else { continue }
                let text = try n.string()
                guard Self.isDate(text, mode: row.mode) else { throw n.error("expected \(Self.dateFormat(row.mode)), got \"\(text)\"") }
                switch key {
                case "value": row.value = text
                case "min": row.min = text
                default: row.max = text
                }
            }
            if let min = row.min, let max = row.max, min > max, let n = f["max"] { throw n.error("is before min \(min)") }
        case .picker, .choice, .segmented:
            guard let options = f["options"] else {
                throw FormError(file: file, path: "", message: "a \(row.kind.rawValue) row \"\(row.id)\" needs options")
            }
            row.options = try options.strings(count: row.kind == .segmented ? 2...5 : 1...1000)
            if let n = f["value"] {
                let value = try n.string()
                guard row.options.contains(value) else {
                    throw n.error("\"\(value)\" is not one of the options (\(row.options.prefix(5).joined(separator: ", "))\(row.options.count > 5 ? ", …" : ""))")
                }
                row.value = value
            }
        case .switch:
            row.value = try f["value"].map { n throws(FormError) in try n.bool() ? "on" : "off" }
        case .stepper, .slider:
            let min = try f["min"]?.number() ?? 0
            let max = try f["max"]?.number() ?? (row.kind == .slider ? 1 : 100)
            let step = try f["step"]?.number()
            let value = try f["value"]?.number()
            if let (key, message) = Self.numberProblem(min: min, max: max, step: step, value: value) {
                throw (f[key] ?? f["max"] ?? f["min"]).map { $0.error(message) } ?? FormError(file: file, message: message)
            }
            row.min = Self.numberText(min)
            row.max = Self.numberText(max)
            row.step = step
            row.value = value.map(Self.numberText)
        case .value:
            row.value = try f["detail"]?.string()
        case .button:
            row.title = try f["title"]?.string()
            if let n = f["role"] {
                row.role = FormRow.ButtonRole(rawValue: try oneOf(n, FormRow.ButtonRole.allCases.map(\.rawValue))) ?? .default
            }
        case .child:
            guard let n = f["form"] else {
                throw FormError(file: file, path: "", message: "a child row \"\(row.id)\" needs form: the id of the form it opens")
            }
            row.form = try n.string()
        }
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
        }
    }

    static func isDate(_ text: String, mode: FormRow.DateMode) -> Bool {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = switch mode {
        case .date: "yyyy-MM-dd"
        case .time: "HH:mm"
        case .dateAndTime: "yyyy-MM-dd'T'HH:mm"
        }
        formatter.isLenient = false
        return formatter.date(from: text).map { formatter.string(from: $0) == text } ?? false
    }
}
