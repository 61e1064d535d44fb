import Scenes
import SwiftSyntax

/// Each SwiftUI view as a section or a row (docs/FORMS.md, SwiftUI): the mapping table.
extension SwiftUIFormReader {
    /// Views that draw nothing a form row shows: left out without a word.
    static let silentViews: Set<String> = ["Spacer", "Divider", "EmptyView", "Color", "Image", "ProgressView"]

    mutating func view(_ call: ViewCall, _ scope: Scope) {
        var scope = scope
        scope.modifiers += call.modifiers
        for modifier in call.modifiers { formModifier(modifier) }
        switch call.name {
        case "Section": section(call, scope)
        case "Group", "VStack", "LazyVStack", "ScrollView":
            if let closure = call.closure(nil) { content(closure.statements, deeper(scope)) }
        case "ForEach": forEach(call, scope)
        case _ where Self.rowViews[call.name] != nil:
            if let row = row(call, scope) { add(row, call, scope) }
        case _ where Self.silentViews.contains(call.name): return
        default:
            if call.isOwnView, let body = currentType.flatMap({ index.types[$0]?.views[call.name] }) {
                return content(body, deeper(scope))
            }
            if call.isReference, scope.values[call.name] != nil { return }
            if expandProjectView(call, scope) { return }
            placeholder(call, scope)
        }
    }

    func deeper(_ scope: Scope) -> Scope {
        var inner = scope
        inner.depth += 1
        return inner
    }

    /// A row of its own for a view FormSim does not know: grey, naming its type.
    mutating func placeholder(_ call: ViewCall, _ scope: Scope, because why: String? = nil) {
        let name = call.name
        warn(call.node, why ?? "\(name) is not a view FormSim knows: shown as a placeholder row")
        var row = FormRow(id: "row", control: .placeholder)
        row.label = name
        if FormParserClassName.isValid(name) { row.customClass = name }
        add(FormDraft.Row(row: row, idSource: name, node: call.node), call, scope)
    }

    mutating func add(_ draftRow: FormDraft.Row, _ call: ViewCall, _ scope: Scope) {
        var draftRow = draftRow
        for modifier in scope.modifiers { rowModifier(modifier, &draftRow) }
        draftRow.condition = Self.and(scope.condition, draftRow.condition)
        guard draft.budget.row(at: draftRow.node) else { return }
        draft.append(draftRow, inSection: scope.inSection)
    }

    mutating func section(_ call: ViewCall, _ scope: Scope) {
        guard !scope.inSection else {
            warn(call.node, "a Section inside a Section: its rows join the outer one")
            if let closure = call.closure(nil) ?? call.closure("content") { content(closure.statements, deeper(scope)) }
            return
        }
        var header = text(call.firstUnlabeled, scope)
        if header == nil, let h = call.argument("header") { header = text(h, scope) ?? ViewCall(h).flatMap { labelText($0, scope) } }
        if header == nil { header = labelText(call.closure("header")?.statements, scope) }
        var footer = call.argument("footer").flatMap { f in text(f, scope) ?? ViewCall(f).flatMap { labelText($0, scope) } }
        if footer == nil { footer = labelText(call.closure("footer")?.statements, scope) }
        draft.openSection(header: header, footer: footer)
        var inner = deeper(scope)
        inner.inSection = true
        // Modifiers of the Section apply to its rows (`.disabled(true)` on a Section).
        if let closure = call.closure(nil) ?? call.closure("content") { content(closure.statements, inner) }
        draft.looseOpen = false
    }

    /// `ForEach` over an array literal, a range of numbers or `E.allCases`: its content
    /// once per element.
    mutating func forEach(_ call: ViewCall, _ scope: Scope) {
        guard let source = call.firstUnlabeled ?? call.argument("data"), let closure = call.closure(nil) ?? call.closure("content") else {
            return placeholder(call, scope)
        }
        if repeatsOverState(call, source: source, closure: closure, scope) { return }
        guard let elements = elements(source, scope) else {
            warn(call.node, "ForEach over \(source.trimmedDescription.prefix(40)) cannot be read: its content is shown once")
            return content(closure.statements, deeper(scope))
        }
        let names = Self.parameterNames(closure)
        let outerBindings = elementBindings
        defer { elementBindings = outerBindings }
        for element in elements {
            guard draft.budget.view(at: call.node) else { return }
            var inner = deeper(scope)
            Self.bind(element, to: names, in: &inner)
            // `ForEach($items) { $item in … }`: `item` reads the element, `$item.x` binds to it.
            if let name = names.first, name.hasPrefix("$") {
                inner.values[String(name.dropFirst())] = element
                elementBindings[String(name.dropFirst())] = element
            }
            content(closure.statements, inner)
        }
    }

    static func parameterName(_ closure: ClosureExprSyntax) -> String { parameterNames(closure)[0] }

    /// The closure's parameters: `item`, `index, item` (an `enumerated()` pair taken
    /// apart), or `$0`.
    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        let names: [String]
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: names = list.map(\.name.text)
        case .parameterClause(let clause)?: names = clause.parameters.map(\.firstName.text)
        case nil: names = []
        }
        return names.isEmpty ? ["$0"] : names
    }

    /// A ForEach element as its closure's parameters see it: `(offset, element)` pairs
    /// split over two names, `$0.offset` and `$0.element` for one.
    static func bind(_ element: Element, to names: [String], in scope: inout Scope) {
        if names.count == 2, case .record(let pair) = element, let offset = pair["offset"], let item = pair["element"] {
            scope.values[names[0]] = offset
            scope.values[names[1]] = item
            return
        }
        scope.values[names[0]] = element
    }

    /// The elements of a collection written in the file.
    func elements(_ expr: ExprSyntax, _ scope: Scope) -> [Element]? {
        if let array = expr.as(ArrayExprSyntax.self) {
            var out: [Element] = []
            for item in array.elements {
                if let s = text(item.expression, scope) {
                    out.append(.string(s))
                } else if let n = Expressions.number(item.expression) {
                    out.append(n == n.rounded() && abs(n) < 1e15 ? .int(Int(n)) : .double(n))
                } else if let c = Expressions.enumCase(item.expression), let type = c.type ?? nil, let found = index.enums[type]?.first(where: { $0.name == c.name }) {
                    out.append(.enumCase(type: type, found))
                } else if let v = value(item.expression, scope) {
                    out.append(v)
                } else {
                    return nil
                }
            }
            return out
        }
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases",
            let type = member.base.flatMap(Expressions.name(of:)), let cases = index.enums[type]
        {
            return cases.map { .enumCase(type: type, $0) }
        }
        if let range = Expressions.range(expr), let lo = range.lower.flatMap(Expressions.number).flatMap(Expressions.integer),
            let hi = range.upper.flatMap(Expressions.number).flatMap(Expressions.integer), hi - lo <= 1000
        {
            let last = hi - (range.halfOpen ? 1 : 0)
            guard lo <= last else { return [] }
            return (lo...last).map { .int($0) }
        }
        if let path = statePath(expr) ?? Expressions.bindingPath(expr).map(resolved), let initial = initial(path) {
            return elements(initial, scope)
        }
        // `items.indices`, `Array(items.enumerated())`, a computed list.
        if case .array(let items)? = value(expr, scope) { return items }
        return nil
    }
}

/// Swift type names are class names the inspector can show (`customClass`).
enum FormParserClassName {
    static func isValid(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_", name.count <= 64 else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
