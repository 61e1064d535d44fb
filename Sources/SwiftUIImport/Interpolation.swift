import Foundation
import Scenes
import SwiftSyntax

/// String interpolation as the form starts: `"This video has \(likes) likes"` with the
/// state's starting value, `\(total, format: .currency(code: "USD"))`,
/// `\(x, specifier: "%.1f")`, `\(date, style: .date)`. In a view's title the literal is a
/// `LocalizedStringKey`, which writes a Double with six decimals as iOS does; in a
/// `String` (a computed property) it is the value's description.
extension SwiftUIFormReader {
    /// The literal's text, each part that cannot be worked out nil.
    func interpolationParts(_ literal: StringLiteralExprSyntax, _ scope: Scope, asKey: Bool, in type: String?, depth: Int) -> [String?] {
        var parts: [String?] = []
        for segment in literal.segments {
            if let part = segment.as(StringSegmentSyntax.self) {
                parts.append(Expressions.unescape(part.content.text))
            } else if let part = segment.as(ExpressionSegmentSyntax.self) {
                parts.append(segmentText(part, scope, asKey: asKey, in: type, depth: depth))
            }
        }
        return parts
    }

    /// The whole text, or nil when a part cannot be worked out.
    func interpolate(_ literal: StringLiteralExprSyntax, _ scope: Scope, asKey: Bool, in type: String?, depth: Int) -> String? {
        var out = ""
        for part in interpolationParts(literal, scope, asKey: asKey, in: type, depth: depth) {
            guard let part else { return nil }
            out += part
        }
        return out
    }

    /// A title's text: what cannot be worked out is left out with the punctuation before
    /// it ("Guests: \(n)" → "Guests"), with a warning naming it.
    func keyText(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> String {
        let outer = notes.text
        notes.text = outer ?? Syntax(literal)
        defer { notes.text = outer }
        let parts = interpolationParts(literal, scope, asKey: true, in: nil, depth: 0)
        guard parts.contains(where: { $0 == nil }) else { return parts.compactMap { $0 }.joined() }
        let kept = parts.map { $0 ?? "\u{0}" }.joined()
        return kept.split(separator: "\u{0}").map(String.init).joined(separator: " ")
            .trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ":=-–")))
    }

    private func segmentText(_ segment: ExpressionSegmentSyntax, _ scope: Scope, asKey: Bool, in type: String?, depth: Int) -> String? {
        guard let expr = segment.expressions.first(where: { $0.label == nil })?.expression else { return nil }
        let node = Syntax(segment)
        // The stepper's own value: a marker the row fills with its value, live.
        if let beside = scope.shownBeside, Expressions.statePath(expr) == beside { return FormRow.valueMarker }
        // A ForEach parameter's text (an enum case's raw value) before any value; only in
        // a title's own literal, so a computed String that names itself ends at the depth
        // limit rather than starting over.
        if depth == 0, segment.expressions.count == 1, let known = text(expr, scope) { return known }
        guard let value = value(expr, scope, in: type, depth: depth + 1) else {
            // Said once, for the text shown, not again for each literal inside what it names.
            if depth == 0 { notes.warn(node, "\\(\(expr.trimmedDescription.prefix(40))) cannot be worked out from the file: left out of the text") }
            return nil
        }
        let labeled = { (label: String) in segment.expressions.first { $0.label?.text == label }?.expression }
        if let style = labeled("format") {
            switch ValueFormats.format(value, style: style) {
            case .success(let text): return text
            case .failure(let refusal):
                notes.warn(node, "\(refusal.reason): \\(\(expr.trimmedDescription.prefix(40))) is left out of the text")
                return nil
            }
        }
        if let specifier = labeled("specifier"), let pattern = Expressions.stringLiteral(specifier) {
            guard let text = CFormat.format(pattern, [value]) else {
                notes.warn(node, "the specifier \"\(pattern.prefix(20))\" does not fit \(expr.trimmedDescription.prefix(40)): left out of the text")
                return nil
            }
            return text
        }
        if let formatter = labeled("formatter") {
            return unrunFormatter(formatter, value, at: node)
        }
        if let style = labeled("style"), case .date(let date) = value {
            let name = style.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            guard let text = ValueFormats.textStyle(date, style: name) else {
                notes.warn(node, "the date style .\(name) changes as time passes: the date is shown instead")
                return ValueFormats.textStyle(date, style: "date")
            }
            return text
        }
        return asKey ? value.inTextKey : value.described
    }

    /// `Text(total, format: .currency(code: "USD"))`, `Text(date, style: .date)`, and a
    /// `LabeledContent` value with `format:`.
    func formattedText(_ call: ViewCall, _ scope: Scope, valueLabel: String? = nil) -> String? {
        guard let expr = valueLabel.map({ call.argument($0) }) ?? call.firstUnlabeled else { return nil }
        let outer = notes.text
        notes.text = outer ?? call.node
        defer { notes.text = outer }
        guard let value = value(expr, scope) else {
            notes.warn(call.node, "\(expr.trimmedDescription.prefix(40)) cannot be worked out from the file: the text is left empty")
            return nil
        }
        if let style = call.argument("format") {
            switch ValueFormats.format(value, style: style) {
            case .success(let text): return text
            case .failure(let refusal):
                notes.warn(call.node, "\(refusal.reason): \(expr.trimmedDescription.prefix(40)) is shown unformatted")
                return value.described
            }
        }
        if let formatter = call.argument("formatter") {
            return unrunFormatter(formatter, value, at: call.node)
        }
        if let style = call.argument("style"), case .date(let date) = value {
            let name = style.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
            if let text = ValueFormats.textStyle(date, style: name) { return text }
            notes.warn(call.node, "the date style .\(name) changes as time passes: the date is shown instead")
            return ValueFormats.textStyle(date, style: "date")
        }
        return value.described
    }

    /// `TextField("Amount", value: $amount, format: .currency(code: "USD"))`: the field
    /// starts with the bound number as the format writes it ("$0.00").
    func formattedEntry(_ call: ViewCall, _ binding: [String]?) -> String? {
        guard let start = binding.flatMap(initial), let value = value(start, Scope()) else { return nil }
        guard let style = call.argument("format") else {
            notes.warn(call.node, "the field's formatter is not read: it starts with \(value.described)")
            return value.described
        }
        switch ValueFormats.format(value, style: style) {
        case .success(let text): return text
        case .failure(let refusal):
            notes.warn(call.node, "\(refusal.reason): the field starts with \(value.described)")
            return value.described
        }
    }

    /// `Text(date, formatter: dateFormatter)`: a formatter the file configures in code is
    /// not run; the value is shown as iOS's long date, or a plain number, with a warning.
    func unrunFormatter(_ formatter: ExprSyntax, _ value: SourceValue, at node: Syntax) -> String {
        let shown: String
        switch value {
        case .date(let date): shown = ValueFormats.textStyle(date, style: "date") ?? value.described
        case .int(let n): shown = n.formatted(IntegerFormatStyle<Int>(locale: ValueFormats.locale))
        case .double(let x): shown = x.formatted(FloatingPointFormatStyle<Double>(locale: ValueFormats.locale))
        default: shown = value.described
        }
        notes.warn(node, "the formatter \(formatter.trimmedDescription.prefix(40)) is not run: \"\(shown)\" is shown")
        return shown
    }
}
