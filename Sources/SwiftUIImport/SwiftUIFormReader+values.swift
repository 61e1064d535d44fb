import Foundation
import SwiftSyntax

/// Values as the form starts: literals, the starting values of states, `ForEach`
/// parameters, simple computed properties (`price * Double(quantity)`), instances of
/// the file's structs, and dates from the simulated device's now. Each is worked out
/// once, at import; what cannot be is nil, and the caller says so.
extension SwiftUIFormReader {
    /// How deep computed properties may refer to one another.
    static let maxValueDepth = 12

    func value(_ expr: ExprSyntax, _ scope: Scope, in type: String? = nil, depth: Int = 0) -> SourceValue? {
        guard depth < Self.maxValueDepth, notes.spend() else { return nil }
        let type = type ?? typeName
        let inner = { (e: ExprSyntax) in value(e, scope, in: type, depth: depth + 1) }
        if let int = expr.as(IntegerLiteralExprSyntax.self) { return Int(int.literal.text.replacingOccurrences(of: "_", with: "")).map(SourceValue.int) }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")).map(SourceValue.double) }
        if let bool = expr.as(BooleanLiteralExprSyntax.self) { return .bool(bool.literal.tokenKind == .keyword(.true)) }
        if let literal = expr.as(StringLiteralExprSyntax.self) { return interpolate(literal, scope, asKey: false, in: type, depth: depth).map(SourceValue.string) }
        if let prefix = expr.as(PrefixOperatorExprSyntax.self), let operand = inner(prefix.expression) {
            switch (prefix.operator.text, operand) {
            case ("-", .int(let n)): return .int(-n)
            case ("-", .double(let d)): return .double(-d)
            case ("!", .bool(let b)): return .bool(!b)
            default: return nil
            }
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { return inner(only.expression) }
        if let array = expr.as(ArrayExprSyntax.self) {
            var items: [SourceValue] = []
            for element in array.elements.prefix(1000) {
                guard let item = inner(element.expression) else { return nil }
                items.append(item)
            }
            return .array(items)
        }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return inner(unwrap.expression) }
        if let sequence = expr.as(SequenceExprSyntax.self) { return Arithmetic.fold(Array(sequence.elements), inner) }
        if let infix = expr.as(InfixOperatorExprSyntax.self) { return Arithmetic.fold([infix.leftOperand, infix.operator, infix.rightOperand], inner) }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            if let element = scope.values[ref.baseName.text] { return element }
            return property([ref.baseName.text], scope, in: type, depth: depth, at: Syntax(expr))
        }
        if let subscriptCall = expr.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            case .array(let items)? = inner(subscriptCall.calledExpression),
            let index = subscriptCall.arguments.first.flatMap({ inner($0.expression)?.number }).flatMap(Expressions.integer), items.indices.contains(index)
        {
            return items[index]
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return memberValue(member, scope, in: type, depth: depth) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return callValue(call, scope, in: type, depth: depth) }
        return nil
    }

    /// A stored state's starting value or a computed property's value, by path.
    private func property(_ path: [String], _ scope: Scope, in type: String?, depth: Int, at node: Syntax) -> SourceValue? {
        guard let type, let first = path.first else { return nil }
        if let stored = index.types[type]?.properties[first] {
            guard path.count > 1 else {
                notes.shows(path, at: node)
                let start = stored.initial.flatMap { value($0, scope, in: type, depth: depth + 1) }
                // `var price: Double = 10` holds 10.0.
                if case .int(let n)? = start, ["Double", "Float", "CGFloat"].contains(stored.typeName ?? "") { return .double(Double(n)) }
                return start
            }
            guard let next = stored.typeName else { return nil }
            return property(Array(path.dropFirst()), scope, in: next, depth: depth + 1, at: node)
        }
        guard path.count == 1, let body = ComputedProperties.body(first, of: index.types[type]?.node) else { return nil }
        return value(body, Scope(), in: type, depth: depth + 1)
    }

    private func memberValue(_ member: MemberAccessExprSyntax, _ scope: Scope, in type: String?, depth: Int) -> SourceValue? {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if name == "now" { return .date(DeviceNow.date) }
            return .enumCase(type: nil, SourceIndex.EnumCase(name: name, rawValue: nil))
        }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            let baseName = ref.baseName.text
            if baseName == "self" { return property([name], scope, in: type, depth: depth, at: Syntax(member)) }
            if baseName == "Date", name == "now" { return .date(DeviceNow.date) }
            if let cases = index.enums[baseName], let found = cases.first(where: { $0.name == name }) { return .enumCase(type: baseName, found) }
            if scope.values[baseName] == nil, let path = Expressions.statePath(ExprSyntax(member)),
                let found = property(path, scope, in: type, depth: depth, at: Syntax(member))
            {
                return found
            }
        }
        guard let owner = value(base, scope, in: type, depth: depth + 1) else { return nil }
        switch (owner, name) {
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "indices"): return .array(items.indices.map(SourceValue.int))
        case (.array(let items), "first"): return items.first
        case (.array(let items), "last"): return items.last
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "capitalized"), (.string(let s), "localizedCapitalized"): return .string(s.capitalized)
        case (.enumCase(_, let c), "rawValue"): return .string(c.rawValue ?? c.name)
        case (.record(let fields), _): return fields[name]
        default: return nil
        }
    }

    private func callValue(_ call: FunctionCallExprSyntax, _ scope: Scope, in type: String?, depth: Int) -> SourceValue? {
        let inner = { (e: ExprSyntax) in value(e, scope, in: type, depth: depth + 1) }
        let first = call.arguments.first
        if let callee = Expressions.calleeName(call) {
            switch callee {
            case "Date":
                guard let first else { return .date(DeviceNow.date) }
                if first.label?.text == "timeIntervalSinceNow", let seconds = inner(first.expression)?.number, abs(seconds) < DeviceNow.maxInterval {
                    return .date(DeviceNow.date.addingTimeInterval(seconds))
                }
                return nil
            case "Double", "Float", "CGFloat":
                return first.flatMap { inner($0.expression)?.number }.map(SourceValue.double)
            case "Int":
                return first.flatMap { inner($0.expression)?.number }.flatMap(Expressions.integer).map(SourceValue.int)
            case "String":
                guard let first else { return .string("") }
                if first.label?.text == "format", let format = inner(first.expression), case .string(let pattern) = format {
                    let arguments = call.arguments.dropFirst().compactMap { inner($0.expression) }
                    guard arguments.count == call.arguments.count - 1 else { return nil }
                    return CFormat.format(pattern, arguments).map(SourceValue.string)
                }
                return inner(first.expression).map { .string($0.described) }
            case "Array":
                return first.flatMap { inner($0.expression) }
            default:
                if let fields = index.types[callee]?.properties { return record(call, fields: fields, inner) }
                return nil
            }
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let method = member.declName.baseName.text
        // `Calendar.current.date(byAdding: .day, value: 7, to: Date())`.
        if method == "date", first?.label?.text == "byAdding", let unit = first.map({ $0.expression.trimmedDescription.split(separator: ".").last.map(String.init) ?? "" }),
            let amount = call.arguments.first(where: { $0.label?.text == "value" }).flatMap({ inner($0.expression)?.number }),
            case .date(let start)? = call.arguments.first(where: { $0.label?.text == "to" }).flatMap({ inner($0.expression) })
        {
            let units: [String: Calendar.Component] = [
                "day": .day, "month": .month, "year": .year, "hour": .hour, "minute": .minute, "second": .second,
                "weekOfYear": .weekOfYear, "weekOfMonth": .weekOfMonth,
            ]
            guard let component = units[unit], abs(amount) < 1e6, let count = Expressions.integer(amount) else { return nil }
            return DeviceNow.calendar.date(byAdding: component, value: count, to: start).map(SourceValue.date)
        }
        guard let owner = inner(base) else { return nil }
        switch (owner, method) {
        case (.date(let d), "addingTimeInterval"):
            return first.flatMap { inner($0.expression)?.number }.flatMap { abs($0) < DeviceNow.maxInterval ? .date(d.addingTimeInterval($0)) : nil }
        case (.string(let s), "uppercased"): return .string(s.uppercased())
        case (.string(let s), "lowercased"): return .string(s.lowercased())
        case (.array(let items), "enumerated"):
            return .array(items.enumerated().map { .record(["offset": .int($0.offset), "element": $0.element]) })
        case (.array(let items), "reversed"): return .array(items.reversed())
        case (.array(let items), "sorted") where call.arguments.isEmpty && call.trailingClosure == nil:
            return .array(items.sorted { $0.described < $1.described })
        case (_, "formatted"):
            return ValueFormats.formatted(owner, call: call, notes: notes).map(SourceValue.string)
        default: return nil
        }
    }

    /// `Item(name: "Milk")` for `struct Item: Identifiable { let id = UUID(); var name: String }`:
    /// its fields from the arguments and the properties' own starting values.
    private func record(_ call: FunctionCallExprSyntax, fields: [String: SourceIndex.Property], _ inner: (ExprSyntax) -> SourceValue?) -> SourceValue? {
        var out: [String: SourceValue] = [:]
        for (name, property) in fields {
            if let initial = property.initial, let v = inner(initial) { out[name] = v }
        }
        for argument in call.arguments {
            guard let label = argument.label?.text else { return nil }
            guard let v = inner(argument.expression) else { continue }
            out[label] = v
        }
        return .record(out)
    }
}
