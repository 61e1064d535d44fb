import Foundation

/// Expressions: each node evaluated counts against the event's evaluation budget.
extension ProgramInterpreter {
    /// A name's value: a local, else a state property, else a computed property
    /// evaluated now; `unknown` for a name the form does not declare.
    func lookup(_ name: String) -> ProgramValue {
        for level in locals.indices.reversed() {
            if let value = locals[level][name] { return value }
        }
        return values[name] ?? .unknown
    }

    mutating func value(of expression: ProgramExpression) throws(Stop) -> ProgramValue {
        evaluations += 1
        guard evaluations <= evaluationLimit else { throw .failed("stopped after evaluating \(evaluationLimit) expressions") }
        switch expression {
        case .value(let value): return value
        case .name(let name):
            let found = lookup(name)
            guard case .unknown = found, let computed = program.computed[name] else { return found }
            if let known = memo[name] { return known }
            guard depth < Self.maxDepth else { throw .failed("stopped: \(name) is computed from itself") }
            depth += 1
            defer { depth -= 1 }
            let result = try value(of: computed)
            memo[name] = result
            return result
        case .unary(let op, let operand):
            let value = try value(of: operand)
            switch (op, value) {
            case ("!", .bool(let b)): return .bool(!b)
            case ("-", .int(let n)) where n != .min: return .int(-n)
            case ("-", .double(let d)): return .double(-d)
            default: return .unknown
            }
        case .binary(let op, let left, let right):
            switch op {
            case "&&": return .bool(try value(of: left).isTrue ? try value(of: right).isTrue : false)
            case "||": return .bool(try value(of: left).isTrue ? true : try value(of: right).isTrue)
            case "??":
                let first = try value(of: left)
                if case .none = first { return try value(of: right) }
                if case .unknown = first { return try value(of: right) }
                return first
            default: return try binary(op, value(of: left), value(of: right))
            }
        case .conditional(let condition, let a, let b):
            return try value(of: condition).isTrue ? value(of: a) : value(of: b)
        case .member(let base, let name): return member(name, of: try value(of: base))
        case .call(let base, let name, let arguments):
            let on = try value(of: base)
            var args: [ProgramValue] = []
            for argument in arguments { args.append(try value(of: argument)) }
            return call(name, on: on, args)
        case .text(let parts):
            var text = ""
            for part in parts {
                text += try value(of: part).description
                guard text.utf8.count <= Self.maxLength else { throw .failed("a text grew past \(Self.maxLength) characters") }
            }
            return .string(text)
        case .list(let items):
            var list: [ProgramValue] = []
            for item in items { list.append(try value(of: item)) }
            return .list(list)
        case .opaque: return .unknown
        }
    }

    /// An infix operator on two values, as Swift has it for them; what Swift traps on
    /// stops the event.
    func binary(_ op: String, _ a: ProgramValue, _ b: ProgramValue) throws(Stop) -> ProgramValue {
        switch op {
        case "==": return .bool(Self.equal(a, b))
        case "!=": return .bool(!Self.equal(a, b))
        default: break
        }
        if case .int(let x) = a, case .int(let y) = b {
            let result: (Int, Bool)
            switch op {
            case "+": result = x.addingReportingOverflow(y)
            case "-": result = x.subtractingReportingOverflow(y)
            case "*": result = x.multipliedReportingOverflow(by: y)
            case "/", "%":
                guard y != 0 else { throw .failed("division by zero: the app would crash here (Fatal error)") }
                result = op == "/" ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: return .unknown
            }
            guard !result.1 else { throw .failed("arithmetic overflow: the app would crash here (Fatal error)") }
            return .int(result.0)
        }
        if let x = a.number, let y = b.number {
            switch op {
            case "+": return .double(x + y)
            case "-": return .double(x - y)
            case "*": return .double(x * y)
            case "/": return .double(x / y)
            case "%": return .double(x.truncatingRemainder(dividingBy: y))
            case "<": return .bool(x < y)
            case "<=": return .bool(x <= y)
            case ">": return .bool(x > y)
            case ">=": return .bool(x >= y)
            default: return .unknown
            }
        }
        switch (op, a, b) {
        case ("+", .string(let x), .string(let y)):
            guard x.utf8.count + y.utf8.count <= Self.maxLength else { throw .failed("a text grew past \(Self.maxLength) characters") }
            return .string(x + y)
        case ("+", .list(let x), .list(let y)):
            guard x.count + y.count <= Self.maxLength else { throw .failed("a list grew past \(Self.maxLength) elements") }
            return .list(x + y)
        case ("<", .string(let x), .string(let y)): return .bool(x < y)
        case ("<=", .string(let x), .string(let y)): return .bool(x <= y)
        case (">", .string(let x), .string(let y)): return .bool(x > y)
        case (">=", .string(let x), .string(let y)): return .bool(x >= y)
        default: return .unknown
        }
    }

    /// Swift's `==`, with an Int and a Double of one value equal (a literal `2` compared
    /// with a Double state is a Double in Swift).
    static func equal(_ a: ProgramValue, _ b: ProgramValue) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        return a == b
    }

    func member(_ name: String, of value: ProgramValue) -> ProgramValue {
        switch (name, value) {
        case ("isEmpty", .string(let s)): .bool(s.isEmpty)
        case ("isEmpty", .list(let l)): .bool(l.isEmpty)
        case ("count", .string(let s)): .int(s.count)
        case ("count", .list(let l)): .int(l.count)
        case ("first", .list(let l)): l.first ?? .none
        case ("last", .list(let l)): l.last ?? .none
        case ("first", .string(let s)): s.first.map { .string(String($0)) } ?? .none
        case ("last", .string(let s)): s.last.map { .string(String($0)) } ?? .none
        case ("uppercased", .string(let s)): .string(s.uppercased())
        case ("lowercased", .string(let s)): .string(s.lowercased())
        case ("trimmed", .string(let s)): .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        case ("description", .unknown): .unknown
        case ("description", let v): .string(v.description)
        case ("isNil", .none): .bool(true)
        case ("isNil", .unknown): .unknown
        case ("isNil", _): .bool(false)
        default: .unknown
        }
    }

    func call(_ name: String, on value: ProgramValue, _ args: [ProgramValue]) -> ProgramValue {
        switch (name, value, args.first) {
        case ("contains", .string(let s), .string(let t)?): .bool(s.contains(t))
        case ("contains", .list(let l), let x?): .bool(l.contains { Self.equal($0, x) })
        case ("hasPrefix", .string(let s), .string(let t)?): .bool(s.hasPrefix(t))
        case ("hasSuffix", .string(let s), .string(let t)?): .bool(s.hasSuffix(t))
        case ("min", .list(let l), _): l.min { ($0.number ?? 0) < ($1.number ?? 0) } ?? .none
        case ("max", .list(let l), _): l.max { ($0.number ?? 0) < ($1.number ?? 0) } ?? .none
        case ("joined", .list(let l), let separator):
            .string(l.map(\.description).joined(separator: { if case .string(let s)? = separator { s } else { "" } }()))
        default: .unknown
        }
    }
}
