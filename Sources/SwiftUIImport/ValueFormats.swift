import Foundation
import SwiftSyntax

/// Values written as SwiftUI shows them through a format: `format: .currency(code:)`,
/// `.number`, `.percent` (each with `.precision(…)` and `.grouping(…)`), `.dateTime`
/// with its fields, `Text(date, style: .date / .time)` and `.formatted(…)`. Foundation's
/// FormatStyles do the formatting, in en_US (the locale a form is written for; each
/// device's own locale draws its controls, not these texts) and UTC.
enum ValueFormats {
    static let locale = Locale(identifier: "en_US")

    /// A step of a style chain: `.currency(code: "USD")` then `.precision(…)`.
    struct Step {
        var name: String
        var arguments: LabeledExprListSyntax?
        func argument(_ label: String?) -> ExprSyntax? { arguments.flatMap { ViewCall.argument(label, in: $0) } }
    }

    /// `.number.precision(.fractionLength(2))` as [number, precision(…)].
    static func steps(_ expr: ExprSyntax) -> [Step]? {
        var steps: [Step] = []
        var current: ExprSyntax? = expr
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                steps.insert(Step(name: member.declName.baseName.text, arguments: call.arguments), at: 0)
                current = member.base
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                steps.insert(Step(name: member.declName.baseName.text), at: 0)
                current = member.base
            } else {
                return nil
            }
            guard steps.count <= 12 else { return nil }
        }
        return steps
    }

    /// A value through a `format:` style; nil (with the reason) when the style is not
    /// one of these or does not fit the value.
    static func format(_ value: SourceValue, style expr: ExprSyntax) -> Result<String, Refusal> {
        guard let steps = steps(expr), let head = steps.first else { return .failure(Refusal("the format \(expr.trimmedDescription.prefix(40)) is not one FormSim reads")) }
        if case .date(let date) = value {
            guard head.name == "dateTime" else { return .failure(Refusal("\(head.name) is not a date format")) }
            return dateTime(date, steps.dropFirst())
        }
        guard let number = value.number else { return .failure(Refusal("the value is not a number")) }
        var precision: NumberFormatStyleConfiguration.Precision?
        var grouping: NumberFormatStyleConfiguration.Grouping?
        for step in steps.dropFirst() {
            switch step.name {
            case "precision":
                guard let p = step.argument(nil).flatMap(Self.precision) else { return .failure(Refusal("the precision \(step.argument(nil)?.trimmedDescription.prefix(30) ?? "") is not one FormSim reads")) }
                precision = p
            case "grouping":
                grouping = step.argument(nil)?.trimmedDescription.hasSuffix("never") == true ? .never : .automatic
            default: return .failure(Refusal(".\(step.name) of a number format is not one FormSim reads"))
            }
        }
        let isInteger = if case .int = value { true } else { false }
        switch head.name {
        case "number":
            var style = FloatingPointFormatStyle<Double>(locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            return .success(number.formatted(style))
        case "percent":
            // An integer is the percentage itself (15 → 15%); a Double its fraction (0.15 → 15%).
            if isInteger, case .int(let n) = value {
                var style = IntegerFormatStyle<Int>.Percent(locale: locale)
                if let precision { style = style.precision(precision) }
                return .success(n.formatted(style))
            }
            var style = FloatingPointFormatStyle<Double>.Percent(locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            return .success(number.formatted(style))
        case "currency":
            guard let code = head.argument("code").flatMap(currencyCode) else { return .failure(Refusal("the currency code is not written in the file")) }
            var style = FloatingPointFormatStyle<Double>.Currency(code: code, locale: locale)
            if let precision { style = style.precision(precision) }
            if let grouping { style = style.grouping(grouping) }
            return .success(number.formatted(style))
        default:
            return .failure(Refusal(".\(head.name) is not a number format FormSim reads"))
        }
    }

    struct Refusal: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// `"USD"`, or the fallback of `Locale.current.currency?.identifier ?? "USD"`.
    private static func currencyCode(_ expr: ExprSyntax) -> String? {
        if let code = Expressions.stringLiteral(expr), code.count == 3, code.allSatisfy({ $0.isASCII && $0.isLetter }) { return code.uppercased() }
        if let sequence = expr.as(SequenceExprSyntax.self), let last = sequence.elements.last, sequence.elements.count == 3,
            sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
        {
            return currencyCode(last)
        }
        return nil
    }

    /// `.fractionLength(2)`, `.fractionLength(0...2)`, `.significantDigits(3)`.
    private static func precision(_ expr: ExprSyntax) -> NumberFormatStyleConfiguration.Precision? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let argument = call.arguments.first?.expression
        else { return nil }
        let bounds: (Int, Int)?
        if let n = Expressions.number(argument).flatMap(Expressions.integer) {
            bounds = (n, n)
        } else if let range = Expressions.range(argument), let lo = range.lower.flatMap(Expressions.number).flatMap(Expressions.integer),
            let hi = range.upper.flatMap(Expressions.number).flatMap(Expressions.integer)
        {
            bounds = (lo, hi - (range.halfOpen ? 1 : 0))
        } else {
            bounds = nil
        }
        guard let (lo, hi) = bounds, 0 <= lo, lo <= hi, hi <= 15 else { return nil }
        switch member.declName.baseName.text {
        case "fractionLength": return .fractionLength(lo...hi)
        case "significantDigits" where lo >= 1: return .significantDigits(lo...hi)
        case "integerLength": return .integerLength(lo...hi)
        default: return nil
        }
    }

    /// `.dateTime.day().month(.wide).year()`; `.dateTime` alone as the numeric date and time.
    private static func dateTime(_ date: Date, _ steps: ArraySlice<Step>) -> Result<String, Refusal> {
        var style = Date.FormatStyle(locale: locale, calendar: DeviceNow.calendar, timeZone: DeviceNow.calendar.timeZone)
        if steps.isEmpty { style = Date.FormatStyle(date: .numeric, time: .shortened, locale: locale, calendar: DeviceNow.calendar, timeZone: DeviceNow.calendar.timeZone) }
        for step in steps {
            let argument = step.argument(nil)?.trimmedDescription.split(separator: ".").last.map(String.init)
            switch (step.name, argument) {
            case ("day", _): style = style.day()
            case ("year", _): style = style.year()
            case ("hour", _): style = style.hour()
            case ("minute", _): style = style.minute()
            case ("second", _): style = style.second()
            case ("month", "wide"): style = style.month(.wide)
            case ("month", "narrow"): style = style.month(.narrow)
            case ("month", "twoDigits"): style = style.month(.twoDigits)
            case ("month", "defaultDigits"): style = style.month(.defaultDigits)
            case ("month", _): style = style.month()
            case ("weekday", "wide"): style = style.weekday(.wide)
            case ("weekday", "narrow"): style = style.weekday(.narrow)
            case ("weekday", "short"): style = style.weekday(.short)
            case ("weekday", _): style = style.weekday()
            default: return .failure(Refusal(".\(step.name) of a date format is not one FormSim reads"))
            }
        }
        return .success(date.formatted(style))
    }

    /// `Text(date, style: .date)`: the long date; `.time`: the short time.
    static func textStyle(_ date: Date, style: String) -> String? {
        let calendar = DeviceNow.calendar
        switch style {
        case "date": return date.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
        case "time": return date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
        default: return nil
        }
    }

    /// `x.formatted()`, `x.formatted(.currency(code: "USD"))`, `date.formatted(date: .abbreviated, time: .omitted)`.
    static func formatted(_ value: SourceValue, call: FunctionCallExprSyntax, notes: ReadNotes) -> String? {
        let calendar = DeviceNow.calendar
        if let first = call.arguments.first, first.label == nil {
            switch format(value, style: first.expression) {
            case .success(let text): return text
            case .failure(let refusal):
                notes.warn(Syntax(call), "\(refusal.reason): the value is left out")
                return nil
            }
        }
        switch value {
        case .date(let date):
            let dateStyle = call.arguments.first { $0.label?.text == "date" }?.expression.trimmedDescription.split(separator: ".").last
            let timeStyle = call.arguments.first { $0.label?.text == "time" }?.expression.trimmedDescription.split(separator: ".").last
            let dates: [Substring: Date.FormatStyle.DateStyle] = ["omitted": .omitted, "numeric": .numeric, "abbreviated": .abbreviated, "long": .long, "complete": .complete]
            let times: [Substring: Date.FormatStyle.TimeStyle] = ["omitted": .omitted, "shortened": .shortened, "standard": .standard, "complete": .complete]
            let d = dateStyle.map { dates[$0] } ?? .numeric, t = timeStyle.map { times[$0] } ?? .shortened
            guard let d, let t else { return nil }
            return date.formatted(Date.FormatStyle(date: d, time: t, locale: locale, calendar: calendar, timeZone: calendar.timeZone))
        case .int(let n): return n.formatted(IntegerFormatStyle<Int>(locale: locale))
        case .double(let x): return x.formatted(FloatingPointFormatStyle<Double>(locale: locale))
        default: return nil
        }
    }
}
