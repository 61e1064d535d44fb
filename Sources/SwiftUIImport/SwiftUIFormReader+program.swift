import Scenes
import SwiftSyntax

/// The form's program as the view's code gives it (docs/FORMS.md, Programs): its
/// declarations read before its body, then each row's part — a button's action,
/// `.onSubmit`, `.focused`, `.disabled` on state, a live label — and the form's
/// `.onAppear`, `.task` and `.onChange`, as the body is read.
extension SwiftUIFormReader {
    /// The view's state, computed properties and methods, read before its body so a
    /// row's closure knows which names are methods.
    mutating func declareProgram() {
        guard let typeName else { return }
        var declarations = ProgramDeclarations(index: index, view: typeName)
        draft.methodNames = declarations.methodNames
        draft.dismissNames = declarations.dismissNames
        declarations.finish(programSyntax)
        draft.program = declarations.program
    }

    /// How the statements being read become the program's: names as the form's state
    /// paths, through the views of the project being expanded.
    var programSyntax: ProgramSyntax {
        var syntax = ProgramSyntax(place: place, notes: notes)
        let frame = frames.last
        syntax.resolve = { path in
            guard let frame, let first = path.first, let mapped = frame.paths[first] else { return path }
            return mapped + path.dropFirst()
        }
        // A view of the project has methods of its own, which the form's program does not hold.
        syntax.methods = frames.isEmpty ? draft.methodNames : []
        syntax.dismissNames = frames.isEmpty ? draft.dismissNames : []
        syntax.enumTypes = Set(index.enums.keys)
        syntax.locals = repeatLocals
        return syntax
    }

    /// A button's action: its closure, or a method named (`Button("Save", action: save)`).
    func buttonAction(_ call: ViewCall) -> [ProgramStatement] {
        let syntax = programSyntax
        if let named = call.argument("action"), let path = ProgramSyntax.path(named), let method = syntax.name(path), syntax.methods.contains(method) {
            return [ProgramStatement(.call(method), at: syntax.at(named))]
        }
        let closure = call.argument("action")?.as(ClosureExprSyntax.self) ?? (call.argument("action") == nil ? call.closure(nil) : nil)
        return syntax.statements(closure)
    }

    /// `.onAppear { … }`, `.task { … }` and `.onChange(of:)` of the form or a view in it:
    /// what the form runs as it opens and as a state changes. A view of the project used
    /// many times runs its own, which the form does not hold: left out.
    mutating func programModifier(_ modifier: ViewCall.Modifier) {
        guard frames.isEmpty else { return }
        let syntax = programSyntax
        switch modifier.name {
        case "onAppear", "task":
            draft.program.onAppear += syntax.statements(modifier.closure(nil) ?? modifier.argument("perform")?.as(ClosureExprSyntax.self))
        case "onChange":
            guard let watched = modifier.argument("of").flatMap(ProgramSyntax.path).flatMap(syntax.name),
                let closure = modifier.closure(nil) ?? modifier.argument("perform")?.as(ClosureExprSyntax.self)
            else { return }
            // `{ newValue in … }` or `{ old, new in … }`: the new value is the state's own.
            var inner = syntax
            var prologue: [ProgramStatement] = []
            let names = closure.signature == nil ? [] : Self.parameterNames(closure)
            for (i, name) in names.enumerated() where name != "_" {
                let value: ProgramExpression = i == names.count - 1 ? .name(watched) : .opaque("the old value of \(watched)", at: syntax.at(closure))
                prologue.append(ProgramStatement(.define(name, value), at: syntax.at(closure)))
                inner.locals.insert(name)
            }
            let body = prologue + inner.statements(closure.statements, depth: 0)
            draft.program.onChange.append(.init(name: watched, statements: body))
        default: return
        }
    }

    /// A row's own program modifiers, and those of the containers around it (a Form's
    /// `.onSubmit` is every text field's there; the field's own, applied after, wins).
    func programRowModifier(_ modifier: ViewCall.Modifier, _ row: inout FormDraft.Row) {
        switch (modifier.name, row.row.control) {
        case ("onSubmit", .text), ("onSubmit", .textView):
            row.row.program.onSubmit = programSyntax.statements(modifier.closure(nil) ?? modifier.arguments.last?.expression.as(ClosureExprSyntax.self))
        case ("focused", _):
            guard let path = modifier.firstArgument.flatMap(Expressions.bindingPath).map(resolved), path.first != ViewFrame.localRoot else { return }
            let equals = modifier.argument("equals").map { programSyntax.expression($0) }
            let value: ProgramValue? = if case .value(let v)? = equals { v } else { nil }
            if equals != nil, value == nil { return }
            row.row.program.focus = (path.joined(separator: "."), value)
        case ("disabled", _):
            guard let argument = modifier.firstArgument, !argument.is(BooleanLiteralExprSyntax.self) else { return }
            row.row.program.disabledWhen = programSyntax.expression(argument)
            row.disabledSource = argument
        default: return
        }
    }

    /// A title written with state in it (`Text("\(count) taps")`, `Button("Add \(n)")`):
    /// its text as the code works it out, live. One formatted (`format:`, `specifier:`)
    /// keeps the text it starts with; a stepper's own value is already live.
    func liveLabel(_ call: ViewCall) -> ProgramExpression? {
        guard ["Text", "Label", "Button", "Toggle", "LabeledContent", "NavigationLink"].contains(call.name) else { return nil }
        guard let title = call.firstUnlabeled ?? (call.name == "Button" ? call.closure("label").flatMap(Self.firstText) : nil) else { return nil }
        if let literal = title.as(StringLiteralExprSyntax.self) {
            let segments = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
            guard !segments.isEmpty, segments.allSatisfy({ $0.expressions.count == 1 && $0.expressions.first?.label == nil }) else { return nil }
            notes.live.insert(literal.position.utf8Offset)
            return programSyntax.text(literal, depth: 0)
        }
        if let text = ViewCall(title), text.name == "Text" { return liveLabel(text) }
        // `Text(summary)`, `Button(isSaving ? "Saving…" : "Save")`: a String the code
        // works out from state (one naming none is the static title already).
        let expression = programSyntax.expression(title)
        return expression.names.isEmpty ? nil : expression
    }

    /// The first `Text(…)`'s argument in a label closure.
    static func firstText(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        closure.statements.lazy.flatMap(expressions).compactMap(ViewCall.init).first { $0.name == "Text" }?.firstUnlabeled
    }
}
