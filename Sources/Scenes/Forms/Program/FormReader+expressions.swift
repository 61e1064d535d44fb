import Yams

/// Expressions, statements and values as a form file writes them (docs/FORMS.md,
/// Programs): a literal is a plain value, everything else a mapping with one key that
/// says what it is (`{var: guests}`, `{op: "+", args: [...]}`), and `at:` its place.
extension FormReader {
    static let unaryOperators: Set<String> = ["!", "-"]
    static let binaryOperators: Set<String> = ["&&", "||", "==", "!=", "<", "<=", ">", ">=", "+", "-", "*", "/", "%", "??"]
    static let members: Set<String> = ["isEmpty", "count", "first", "last", "uppercased", "lowercased", "trimmed", "description", "isNil"]
    static let methods: Set<String> = ["contains", "hasPrefix", "hasSuffix", "min", "max", "joined"]
    static let assignOperators: Set<String> = ["+=", "-=", "*=", "/="]

    func expression(_ node: FormNode, depth: Int = 0) throws(FormError) -> ProgramExpression {
        guard depth < Self.maxProgramDepth else { throw node.error("expressions nest at most \(Self.maxProgramDepth) deep") }
        switch node.node {
        case .scalar: return .value(try programValue(node, type: "Any"))
        case .sequence: return .list(try node.sequence().map { n throws(FormError) in try expression(n, depth: depth + 1) })
        default: break
        }
        let pairs = try node.mapping().filter { $0.key != "at" }
        let f = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
        let at = try node.mapping().first { $0.key == "at" }?.value.string()
        func sub(_ n: FormNode) throws(FormError) -> ProgramExpression { try expression(n, depth: depth + 1) }
        func only(_ keys: Set<String>) throws(FormError) {
            if let extra = f.keys.first(where: { !keys.contains($0) }) { throw node.error("unknown key \"\(extra)\" in an expression") }
        }
        if let n = f["var"] {
            try only(["var"])
            return .name(try n.string())
        }
        if let n = f["case"] {
            try only(["case"])
            return .value(.symbol(try n.string()))
        }
        if let n = f["op"] {
            try only(["op", "args"])
            let op = try n.string()
            let args = try (f["args"]?.sequence() ?? []).map { n throws(FormError) in try sub(n) }
            if args.count == 1, Self.unaryOperators.contains(op) { return .unary(op, args[0]) }
            if args.count == 2, Self.binaryOperators.contains(op) { return .binary(op, args[0], args[1]) }
            throw n.error("\"\(op)\" with \(args.count) argument(s) is not an operator FormSim evaluates")
        }
        if let c = f["if"], let a = f["then"], let b = f["else"] {
            try only(["if", "then", "else"])
            return .conditional(try sub(c), try sub(a), try sub(b))
        }
        if let n = f["member"], let of = f["of"] {
            try only(["member", "of"])
            let name = try n.string()
            guard Self.members.contains(name) else { throw n.error("\"\(name)\" is not a property FormSim evaluates (\(Self.members.sorted().joined(separator: ", ")))") }
            return .member(try sub(of), name)
        }
        if let n = f["call"], let on = f["on"] {
            try only(["call", "on", "args"])
            let name = try n.string()
            guard Self.methods.contains(name) else { throw n.error("\"\(name)\" is not a method FormSim evaluates (\(Self.methods.sorted().joined(separator: ", ")))") }
            return .call(try sub(on), name, try (f["args"]?.sequence() ?? []).map { n throws(FormError) in try sub(n) })
        }
        if let n = f["text"] {
            try only(["text"])
            return .text(try n.sequence().map { n throws(FormError) in try sub(n) })
        }
        if let n = f["list"] {
            try only(["list"])
            return .list(try n.sequence().map { n throws(FormError) in try sub(n) })
        }
        if let n = f["opaque"] {
            try only(["opaque"])
            return .opaque(try n.string(), at: at)
        }
        throw node.error("an expression is a value, {var}, {case}, {op, args}, {if, then, else}, {member, of}, {call, on, args}, {text}, {list} or {opaque}")
    }

    func statements(_ node: FormNode, depth: Int = 0) throws(FormError) -> [ProgramStatement] {
        guard depth < Self.maxProgramDepth else { throw node.error("statements nest at most \(Self.maxProgramDepth) deep") }
        return try node.sequence().map { n throws(FormError) in try statement(n, depth: depth) }
    }

    private func statement(_ node: FormNode, depth: Int) throws(FormError) -> ProgramStatement {
        if case .scalar = node.node {
            switch try node.string() {
            case "dismiss": return ProgramStatement(.dismiss)
            case "return": return ProgramStatement(.return)
            default: throw node.error("a statement is dismiss, return or a mapping")
            }
        }
        let pairs = try node.mapping()
        let f = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
        let at = try f["at"]?.string()
        func e(_ key: String) throws(FormError) -> ProgramExpression {
            guard let n = f[key] else { throw node.error("this statement needs \(key)") }
            return try expression(n, depth: depth + 1)
        }
        func body(_ key: String) throws(FormError) -> [ProgramStatement] {
            try f[key].map { n throws(FormError) in try statements(n, depth: depth + 1) } ?? []
        }
        let kind: ProgramStatement.Kind
        if let n = f["set"] {
            let op = try f["op"]?.string()
            if let op, !Self.assignOperators.contains(op) { throw f["op"]!.error("\"\(op)\" is not one of +=, -=, *=, /=") }
            kind = .assign(try n.string(), op: op, try e("to"))
        } else if let n = f["toggle"] {
            kind = .toggle(try n.string())
        } else if let n = f["append"] {
            kind = .append(try n.string(), try e("value"))
        } else if let n = f["insert"] {
            kind = .insert(try n.string(), try e("value"), at: try e("index"))
        } else if let n = f["remove"] {
            kind = .remove(try n.string(), at: try e("index"))
        } else if let n = f["removeAll"] {
            kind = .removeAll(try n.string())
        } else if let n = f["removeLast"] {
            kind = .removeLast(try n.string())
        } else if let n = f["removeFirst"] {
            kind = .removeFirst(try n.string())
        } else if let n = f["let"] {
            kind = .define(try n.string(), try e("value"))
        } else if f["if"] != nil {
            kind = .if(try e("if"), then: try body("then"), else: try body("else"))
        } else if f["guard"] != nil {
            kind = .guard(try e("guard"), else: try body("else"))
        } else if let n = f["for"] {
            kind = .for(try n.string(), in: try e("in"), do: try body("do"))
        } else if f["while"] != nil {
            kind = .while(try e("while"), do: try body("do"))
        } else if let n = f["call"] {
            kind = .call(try n.string())
        } else if let n = f["skip"] {
            kind = .skip(try n.string())
        } else if f["dismiss"] != nil {
            kind = .dismiss
        } else if f["return"] != nil {
            kind = .return
        } else {
            throw node.error("a statement is set, toggle, append, insert, remove, removeAll, removeLast, removeFirst, let, if, guard, for, while, call, skip, dismiss or return")
        }
        return ProgramStatement(kind, at: at)
    }

    /// A state value: a scalar as `type` says (an `Int` from `2`, a `Double` from `2`
    /// too), a list, `{case: name}` or null.
    func programValue(_ node: FormNode, type: String) throws(FormError) -> ProgramValue {
        switch node.node {
        case .sequence(let items):
            let element = type.hasPrefix("[") && type.hasSuffix("]") ? String(type.dropFirst().dropLast()) : "Any"
            return .list(try items.enumerated().map { i, n throws(FormError) in try programValue(node.element(n, i), type: element) })
        case .mapping:
            let pairs = try node.mapping()
            guard pairs.count == 1, pairs[0].key == "case" else { throw node.error("a value is a scalar, a list or {case: NAME}") }
            return .symbol(try pairs[0].value.string())
        case .scalar(let scalar):
            let base = type.hasSuffix("?") ? String(type.dropLast()) : type
            switch node.node.tag {
            case .init(.null): return .none
            case .init(.bool): return .bool(node.node.bool ?? false)
            case .init(.int):
                if base == "Double" || base == "CGFloat" || base == "Float" { return .double(node.node.float ?? 0) }
                return .int(node.node.int ?? 0)
            case .init(.float):
                guard let value = node.node.float, value.isFinite else { throw node.error("expected a finite number") }
                if base == "Int", value == value.rounded(), abs(value) < 1e15 { return .int(Int(value)) }
                return .double(value)
            default: return .string(scalar.string)
            }
        default: throw node.error("expected a value")
        }
    }
}
