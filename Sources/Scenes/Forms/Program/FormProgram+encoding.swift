/// A form's program written back in the file format (docs/FORMS.md, Programs): the SwiftUI
/// reader writes forms this way, and `GET /api/forms/{id}` shows them.
extension FormProgram {
    func encode(into c: inout KeyedEncodingContainer<FormDocument.Key>) throws {
        typealias Key = FormDocument.Key
        if !state.isEmpty { try c.encode(state.map(StateEntry.init), forKey: Key("state")) }
        if !computed.isEmpty {
            var nested = c.nestedContainer(keyedBy: Key.self, forKey: Key("computed"))
            for (name, expression) in computed.sorted(by: { $0.key < $1.key }) { try nested.encode(expression, forKey: Key(name)) }
        }
        if !methods.isEmpty {
            var nested = c.nestedContainer(keyedBy: Key.self, forKey: Key("methods"))
            for (name, body) in methods.sorted(by: { $0.key < $1.key }) { try nested.encode(body, forKey: Key(name)) }
        }
        if !onAppear.isEmpty { try c.encode(onAppear, forKey: Key("onAppear")) }
        if !onChange.isEmpty { try c.encode(onChange.map(ObserverEntry.init), forKey: Key("onChange")) }
        if !alerts.isEmpty { try c.encode(alerts.map(AlertEntry.init), forKey: Key("alerts")) }
        if !sheets.isEmpty {
            var list = c.nestedUnkeyedContainer(forKey: Key("sheets"))
            for sheet in sheets {
                var s = list.nestedContainer(keyedBy: Key.self)
                try s.encode(sheet.presentedBy, forKey: Key("presentedBy"))
                try s.encode(sheet.form, forKey: Key("form"))
                try s.encode(sheet.sheet.style.rawValue, forKey: Key("presentation"))
                if sheet.sheet.detents != [.large] { try s.encode(sheet.sheet.detents.map(\.rawValue), forKey: Key("detents")) }
                if sheet.sheet.grabber { try s.encode(true, forKey: Key("grabber")) }
            }
        }
        if !pushes.isEmpty {
            var list = c.nestedUnkeyedContainer(forKey: Key("pushes"))
            for push in pushes {
                var p = list.nestedContainer(keyedBy: Key.self)
                try p.encode(push.presentedBy, forKey: Key("presentedBy"))
                try p.encode(push.form, forKey: Key("form"))
            }
        }
        try c.encodeIfPresent(doneAction, forKey: Key("doneAction"))
        try c.encodeIfPresent(cancelAction, forKey: Key("cancelAction"))
    }

    private struct StateEntry: Encodable {
        let declaration: Declaration
        private enum K: String, CodingKey { case name, type, value }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: K.self)
            try c.encode(declaration.name, forKey: .name)
            try c.encode(declaration.type, forKey: .type)
            try c.encode(declaration.value, forKey: .value)
        }
    }

    private struct ObserverEntry: Encodable {
        let observer: Observer
        private enum K: String, CodingKey { case of, `do` }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: K.self)
            try c.encode(observer.name, forKey: .of)
            try c.encode(observer.statements, forKey: .do)
        }
    }

    private struct AlertEntry: Encodable {
        let alert: Alert
        private enum K: String, CodingKey { case presentedBy, style, title, message, actions, anchor }
        private enum A: String, CodingKey { case title, style, `do` }
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: K.self)
            try c.encode(alert.presentedBy, forKey: .presentedBy)
            try c.encode(alert.style.rawValue, forKey: .style)
            try c.encodeIfPresent(alert.title, forKey: .title)
            try c.encodeIfPresent(alert.message, forKey: .message)
            try c.encodeIfPresent(alert.anchor, forKey: .anchor)
            var list = c.nestedUnkeyedContainer(forKey: .actions)
            for action in alert.actions {
                var a = list.nestedContainer(keyedBy: A.self)
                try a.encode(action.title, forKey: .title)
                if action.style != .default { try a.encode(action.style.rawValue, forKey: .style) }
                if !action.statements.isEmpty { try a.encode(action.statements, forKey: .do) }
            }
        }
    }
}

extension RowProgram {
    func encode(into c: inout KeyedEncodingContainer<FormDocument.Key>) throws {
        typealias Key = FormDocument.Key
        try c.encodeIfPresent(bind, forKey: Key("bind"))
        if let binding {
            var nested = c.nestedContainer(keyedBy: Key.self, forKey: Key("binding"))
            try nested.encode(binding.get, forKey: Key("get"))
            try nested.encode(binding.set, forKey: Key("set"))
            if binding.parameter != "$0" { try nested.encode(binding.parameter, forKey: Key("as")) }
        }
        if !cases.isEmpty { try c.encode(cases, forKey: Key("cases")) }
        try c.encodeIfPresent(label, forKey: Key("liveLabel"))
        if !action.isEmpty { try c.encode(action, forKey: Key("action")) }
        try c.encodeIfPresent(onSubmit, forKey: Key("onSubmit"))
        if let focus {
            var nested = c.nestedContainer(keyedBy: Key.self, forKey: Key("focus"))
            try nested.encode(focus.state, forKey: Key("state"))
            try nested.encodeIfPresent(focus.equals, forKey: Key("equals"))
        }
        try c.encodeIfPresent(disabledWhen, forKey: Key("disabledWhen"))
        if let repeats {
            var nested = c.nestedContainer(keyedBy: Key.self, forKey: Key("forEach"))
            try nested.encode(repeats.collection, forKey: Key("in"))
            try nested.encode(repeats.element, forKey: Key("as"))
            try nested.encodeIfPresent(repeats.index, forKey: Key("index"))
        }
    }
}

extension ProgramValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .bool(let b): var c = encoder.singleValueContainer(); try c.encode(b)
        case .int(let n): var c = encoder.singleValueContainer(); try c.encode(n)
        case .double(let d): var c = encoder.singleValueContainer(); try c.encode(d.isFinite ? d : 0)
        case .string(let s): var c = encoder.singleValueContainer(); try c.encode(s)
        case .symbol(let name):
            var c = encoder.container(keyedBy: FormDocument.Key.self)
            try c.encode(name, forKey: .init("case"))
        case .none, .unknown: var c = encoder.singleValueContainer(); try c.encodeNil()
        case .list(let items): var c = encoder.unkeyedContainer(); for item in items { try c.encode(item) }
        }
    }
}

extension ProgramExpression: Encodable {
    public func encode(to encoder: any Encoder) throws {
        typealias Key = FormDocument.Key
        if case .value(let value) = self, case .list = value {
            var c = encoder.container(keyedBy: Key.self)
            var list = c.nestedUnkeyedContainer(forKey: Key("list"))
            if case .list(let items) = value { for item in items { try list.encode(ProgramExpression.value(item)) } }
            return
        }
        if case .value(let value) = self { return try value.encode(to: encoder) }
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .value: break
        case .name(let name): try c.encode(name, forKey: Key("var"))
        case .unary(let op, let e):
            try c.encode(op, forKey: Key("op"))
            try c.encode([e], forKey: Key("args"))
        case .binary(let op, let a, let b):
            try c.encode(op, forKey: Key("op"))
            try c.encode([a, b], forKey: Key("args"))
        case .conditional(let condition, let a, let b):
            try c.encode(condition, forKey: Key("if"))
            try c.encode(a, forKey: Key("then"))
            try c.encode(b, forKey: Key("else"))
        case .member(let e, let name):
            try c.encode(name, forKey: Key("member"))
            try c.encode(e, forKey: Key("of"))
        case .call(let e, let name, let args):
            try c.encode(name, forKey: Key("call"))
            try c.encode(e, forKey: Key("on"))
            if !args.isEmpty { try c.encode(args, forKey: Key("args")) }
        case .text(let parts): try c.encode(parts, forKey: Key("text"))
        case .list(let items): try c.encode(items, forKey: Key("list"))
        case .opaque(let text, let at):
            try c.encode(text, forKey: Key("opaque"))
            try c.encodeIfPresent(at, forKey: Key("at"))
        }
    }
}

extension ProgramStatement: Encodable {
    public func encode(to encoder: any Encoder) throws {
        typealias Key = FormDocument.Key
        switch kind {
        case .dismiss where at == nil:
            var c = encoder.singleValueContainer()
            return try c.encode("dismiss")
        case .return where at == nil:
            var c = encoder.singleValueContainer()
            return try c.encode("return")
        default: break
        }
        var c = encoder.container(keyedBy: Key.self)
        try c.encodeIfPresent(at, forKey: Key("at"))
        switch kind {
        case .assign(let name, let op, let e):
            try c.encode(name, forKey: Key("set"))
            try c.encodeIfPresent(op, forKey: Key("op"))
            try c.encode(e, forKey: Key("to"))
        case .toggle(let name): try c.encode(name, forKey: Key("toggle"))
        case .append(let name, let e):
            try c.encode(name, forKey: Key("append"))
            try c.encode(e, forKey: Key("value"))
        case .insert(let name, let e, let index):
            try c.encode(name, forKey: Key("insert"))
            try c.encode(e, forKey: Key("value"))
            try c.encode(index, forKey: Key("index"))
        case .remove(let name, let index):
            try c.encode(name, forKey: Key("remove"))
            try c.encode(index, forKey: Key("index"))
        case .removeAll(let name): try c.encode(name, forKey: Key("removeAll"))
        case .removeLast(let name): try c.encode(name, forKey: Key("removeLast"))
        case .removeFirst(let name): try c.encode(name, forKey: Key("removeFirst"))
        case .define(let name, let e):
            try c.encode(name, forKey: Key("let"))
            try c.encode(e, forKey: Key("value"))
        case .if(let condition, let then, let otherwise):
            try c.encode(condition, forKey: Key("if"))
            try c.encode(then, forKey: Key("then"))
            if !otherwise.isEmpty { try c.encode(otherwise, forKey: Key("else")) }
        case .guard(let condition, let otherwise):
            try c.encode(condition, forKey: Key("guard"))
            try c.encode(otherwise, forKey: Key("else"))
        case .for(let name, let collection, let body):
            try c.encode(name, forKey: Key("for"))
            try c.encode(collection, forKey: Key("in"))
            try c.encode(body, forKey: Key("do"))
        case .while(let condition, let body):
            try c.encode(condition, forKey: Key("while"))
            try c.encode(body, forKey: Key("do"))
        case .call(let name): try c.encode(name, forKey: Key("call"))
        case .dismiss: try c.encode(true, forKey: Key("dismiss"))
        case .return: try c.encode(true, forKey: Key("return"))
        case .skip(let text): try c.encode(text, forKey: Key("skip"))
        }
    }
}
