import Scenes
import SwiftSyntax

/// `if` conditions made `visibleWhen`: state a switch or picker of the form is bound to
/// becomes that row; state no row changes is read as it starts (and cannot change:
/// said in a warning); anything else leaves the row shown, with a warning.
extension FormAssembly {
    enum Resolved {
        case constant(Bool)
        case condition(FormCondition)
        case unknown
    }

    func resolve(_ condition: FormDraft.Condition, bound: [String: FormDraft.Row], node: Syntax, warnings: inout [String]) -> Resolved {
        switch condition {
        case .constant(let value): return .constant(value)
        case .expression(let expression, let written):
            if Self.evaluable(expression, known: known) { return .condition(.when(expression)) }
            note(&warnings, written, "the condition \(written.trimmedDescription.prefix(60)) cannot be read: every branch is shown")
            return .unknown
        case .state(let path):
            let key = path.joined(separator: ".")
            if let row = bound[key], case .switch = row.row.control { return .condition(.row(row.row.id, equals: nil)) }
            // State the program holds, no row shows: the program evaluates it as it changes.
            if known.contains(key) { return .condition(.when(.name(key))) }
            if let value = startingBool(path) {
                note(&warnings, node, "\(key) is no row's value: the rows it shows are read as it starts (\(value))")
                return .constant(value)
            }
            note(&warnings, node, "\(key) cannot be read: the rows it shows are always shown")
            return .unknown
        case .equals(let path, let literal):
            let key = path.joined(separator: ".")
            if let row = bound[key] {
                switch (row.row.control, literal) {
                case (.switch, .bool(let b)): return .condition(.row(row.row.id, equals: b ? "true" : "false"))
                case (.picker(let o, _), _), (.choice(let o), _), (.segmented(let o), _), (.menu(let o), _):
                    let text: String? = switch literal {
                    case .enumCase(let name): row.optionCases[name]
                    case .string(let s): row.optionCases[s] ?? (o.options.contains(s) ? s : nil)
                    case .bool: nil
                    }
                    if let text { return .condition(.row(row.row.id, equals: text)) }
                default: break
                }
            }
            if known.contains(key) {
                let value: ProgramValue = switch literal {
                case .enumCase(let name): .symbol(name)
                case .string(let s): .string(s)
                case .bool(let b): .bool(b)
                }
                return .condition(.when(.binary("==", .name(key), .value(value))))
            }
            note(&warnings, node, "\(key) == … cannot be read: the rows it shows are always shown")
            return .unknown
        case .not(let inner):
            switch resolve(inner, bound: bound, node: node, warnings: &warnings) {
            case .constant(let value): return .constant(!value)
            case .condition(.not(let c)): return .condition(c)
            case .condition(let c): return .condition(.not(c))
            case .unknown: return .unknown
            }
        case .all(let parts), .any(let parts):
            let isAll: Bool = { if case .all = condition { return true } else { return false } }()
            var conditions: [FormCondition] = []
            for part in parts {
                switch resolve(part, bound: bound, node: node, warnings: &warnings) {
                case .constant(let value):
                    if value != isAll { return .constant(value) }
                case .condition(let c): conditions.append(c)
                case .unknown: if !isAll { return .unknown }
                }
            }
            if conditions.isEmpty { return .constant(isAll) }
            if conditions.count == 1 { return .condition(conditions[0]) }
            return .condition(isAll ? .all(conditions) : .any(conditions))
        }
    }

    private func note(_ warnings: inout [String], _ node: Syntax, _ message: String) {
        let warning = place.warning(node, message)
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    /// A Bool state's literal starting value.
    private func startingBool(_ path: [String]) -> Bool? {
        for name in index.typeOrder {
            guard let property = index.property(path, in: name), let literal = property.initial?.as(BooleanLiteralExprSyntax.self) else { continue }
            return literal.literal.tokenKind == .keyword(.true)
        }
        return nil
    }
}
