import SimCore
import Yams

/// The program keys of a form file (docs/FORMS.md, Programs): `state`, `computed`,
/// `methods`, `onAppear`, `onChange`, `alerts`, and on rows `bind`, `cases`,
/// `liveLabel`, `action`, `onSubmit`, `focus`, `disabledWhen`. The SwiftUI reader
/// writes them; a person may too.
extension FormReader {
    /// How deep expressions and statements nest: deeper is refused, so that reading and
    /// running one stays within the stack whatever the file says.
    static let maxProgramDepth = 48
    /// How many statements, in all, a form's program may hold.
    static let maxProgramStatements = 20_000

    static let programRowKeys: Set<String> = ["bind", "binding", "cases", "liveLabel", "action", "onSubmit", "focus", "disabledWhen", "forEach"]

    func program(_ fields: [String: FormNode]) throws(FormError) -> FormProgram {
        var program = FormProgram()
        if let n = fields["state"] {
            var seen = Set<String>()
            for item in try n.sequence() {
                let f = try fieldsOf(item, allowed: ["name", "type", "value"])
                guard let nameNode = f["name"] else { throw item.error("a state entry needs a name") }
                let name = try nameNode.string()
                guard seen.insert(name).inserted else { throw nameNode.error("the state \"\(name)\" is declared twice") }
                let type = try f["type"]?.string() ?? "Any"
                let value = try f["value"].map { v throws(FormError) in try programValue(v, type: type) } ?? .none
                program.state.append(.init(name: name, type: type, value: value))
            }
        }
        if let n = fields["computed"] {
            for (name, value) in try n.mapping() { program.computed[name] = try expression(value) }
        }
        if let n = fields["methods"] {
            for (name, value) in try n.mapping() { program.methods[name] = try statements(value) }
        }
        if let n = fields["onAppear"] { program.onAppear = try statements(n) }
        if let n = fields["onChange"] {
            for item in try n.sequence() {
                let f = try fieldsOf(item, allowed: ["of", "do"])
                guard let of = f["of"], let run = f["do"] else { throw item.error("onChange entries are {of: STATE, do: [statements]}") }
                program.onChange.append(.init(name: try of.string(), statements: try statements(run)))
            }
        }
        if let n = fields["sheets"] {
            for item in try n.sequence() {
                let f = try fieldsOf(item, allowed: ["presentedBy", "form", "presentation", "detents", "grabber"])
                guard let by = f["presentedBy"], let form = f["form"] else { throw item.error("a sheet is {presentedBy: STATE, form: ID, presentation: sheet|formSheet|fullScreen}") }
                var sheet = FormSheet(style: try f["presentation"].map { n throws(FormError) in try named(n, as: FormSheet.Style.self) } ?? .sheet)
                if let d = f["detents"] {
                    sheet.detents = try d.sequence().map { n throws(FormError) in try named(n, as: SheetPresentationController.Detent.self) }
                }
                sheet.grabber = try f["grabber"]?.bool() ?? false
                program.sheets.append(.init(presentedBy: try by.string(), form: try form.string(), sheet: sheet))
            }
        }
        if let n = fields["pushes"] {
            for item in try n.sequence() {
                let f = try fieldsOf(item, allowed: ["presentedBy", "form"])
                guard let by = f["presentedBy"], let form = f["form"] else { throw item.error("a push is {presentedBy: STATE, form: ID}") }
                program.pushes.append(.init(presentedBy: try by.string(), form: try form.string()))
            }
        }
        program.doneAction = try fields["doneAction"].map { n throws(FormError) in try statements(n) }
        program.cancelAction = try fields["cancelAction"].map { n throws(FormError) in try statements(n) }
        if let n = fields["alerts"] {
            for item in try n.sequence() { program.alerts.append(try programAlert(item)) }
        }
        var count = 0
        for list in [program.onAppear] + Array(program.methods.values) + program.onChange.map(\.statements) + program.alerts.flatMap({ $0.actions.map(\.statements) }) {
            count += Self.count(list)
        }
        if count > Self.maxProgramStatements, let n = fields["methods"] ?? fields["onAppear"] {
            throw n.error("a form's program holds at most \(Self.maxProgramStatements) statements")
        }
        return program
    }

    func rowProgram(_ fields: [String: FormNode]) throws(FormError) -> RowProgram {
        var row = RowProgram()
        row.bind = try fields["bind"]?.string()
        if let n = fields["binding"] {
            let f = try fieldsOf(n, allowed: ["get", "set", "as"])
            guard let get = f["get"] else { throw n.error("binding is {get: EXPRESSION, set: [STATEMENT], as: NAME}") }
            row.binding = .init(
                get: try expression(get), set: try f["set"].map { s throws(FormError) in try statements(s) } ?? [],
                parameter: try f["as"]?.string() ?? "$0")
        }
        if let n = fields["cases"] {
            for (option, value) in try n.mapping() { row.cases[option] = try value.string() }
        }
        row.label = try fields["liveLabel"].map { n throws(FormError) in try expression(n) }
        row.action = try fields["action"].map { n throws(FormError) in try statements(n) } ?? []
        row.onSubmit = try fields["onSubmit"].map { n throws(FormError) in try statements(n) }
        if let n = fields["focus"] {
            let f = try fieldsOf(n, allowed: ["state", "equals"])
            guard let state = f["state"] else { throw n.error("focus is {state: NAME, equals: VALUE}") }
            row.focus = (try state.string(), try f["equals"].map { v throws(FormError) in try programValue(v, type: "Any") })
        }
        row.disabledWhen = try fields["disabledWhen"].map { n throws(FormError) in try expression(n) }
        if let n = fields["forEach"] {
            let f = try fieldsOf(n, allowed: ["in", "as", "index"])
            guard let collection = f["in"], let element = f["as"] else { throw n.error("forEach is {in: EXPRESSION, as: NAME, index: NAME}") }
            row.repeats = .init(collection: try expression(collection), element: try element.string(), index: try f["index"]?.string())
        }
        return row
    }

    private func programAlert(_ node: FormNode) throws(FormError) -> FormProgram.Alert {
        let f = try fieldsOf(node, allowed: ["presentedBy", "style", "title", "message", "actions", "anchor"])
        guard let by = f["presentedBy"] else { throw node.error("an alert needs presentedBy: the state that shows it") }
        let style = try f["style"].map { n throws(FormError) in try named(n, as: AlertController.Style.self) } ?? .alert
        var alert = FormProgram.Alert(presentedBy: try by.string(), style: style)
        alert.title = try f["title"].map { n throws(FormError) in try expression(n) }
        alert.message = try f["message"].map { n throws(FormError) in try expression(n) }
        alert.anchor = try f["anchor"]?.string()
        for item in try f["actions"]?.sequence() ?? [] {
            let a = try fieldsOf(item, allowed: ["title", "style", "do"])
            guard let title = a["title"] else { throw item.error("an alert's action needs a title") }
            let actionStyle = try a["style"].map { n throws(FormError) in try named(n, as: AlertAction.Style.self) } ?? .default
            alert.actions.append(.init(title: try expression(title), style: actionStyle, statements: try a["do"].map { n throws(FormError) in try statements(n) } ?? []))
        }
        guard alert.actions.count <= 10 else { throw node.error("an alert has at most 10 actions") }
        return alert
    }

    /// A mapping's fields, each key one of `allowed`.
    private func fieldsOf(_ node: FormNode, allowed: Set<String>) throws(FormError) -> [String: FormNode] {
        var fields: [String: FormNode] = [:]
        for (key, value) in try node.mapping() {
            guard allowed.contains(key) else { throw value.error("unknown key \"\(key)\"; expected \(allowed.sorted().joined(separator: ", "))") }
            fields[key] = value
        }
        return fields
    }

    private static func count(_ list: [ProgramStatement]) -> Int {
        list.reduce(0) { total, statement in
            switch statement.kind {
            case .if(_, let a, let b): total + 1 + count(a) + count(b)
            case .guard(_, let a), .for(_, _, let a), .while(_, let a): total + 1 + count(a)
            default: total + 1
            }
        }
    }
}

extension FormReader {
    /// What rows and alerts name is declared: a binding, a focus and an alert's
    /// `presentedBy` name state of the form.
    func checkProgram(_ document: FormDocument, root: FormNode, rowNodes: [String: FormNode]) throws(FormError) {
        let declared = Set(document.program.state.map(\.name))
        for row in document.rows {
            let at = rowNodes[row.id] ?? root
            for name in [row.program.bind, row.program.focus?.state].compactMap({ $0 }) where !declared.contains(name) {
                throw at.error("\"\(name)\" is not declared in the form's state")
            }
        }
        for name in (document.program.sheets.map(\.presentedBy) + document.program.pushes.map(\.presentedBy)) where !declared.contains(name) {
            throw root.error("a sheet's or push's presentedBy \"\(name)\" is not declared in the form's state")
        }
        for alert in document.program.alerts where !declared.contains(alert.presentedBy) {
            throw root.error("an alert's presentedBy \"\(alert.presentedBy)\" is not declared in the form's state")
        }
    }
}
