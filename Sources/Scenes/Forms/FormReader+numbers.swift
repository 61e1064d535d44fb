/// The numbers of a stepper or slider row, checked once where a form is read.
///
/// UIStepper and UISlider hold any finite Double, but a form's numbers also become text
/// (the semantic tree's value, the row's label) and steps of arithmetic: past ±10^15 a
/// whole number is no longer shown without an exponent, a step can vanish into the
/// value's rounding, and `max - min` can overflow to infinity. A form keeps its numbers
/// within ±10^15 (docs/FORMS.md, Loading), so every value it can reach is finite and
/// formats as written.
extension FormReader {
    static let numberLimit = 1e15

    /// What is wrong with a control's numbers, and under which key, or nil when they fit.
    static func numberProblem(min: Double, max: Double, step: Double?, value: Double?) -> (key: String, message: String)? {
        let range = "a number from -\(numberText(numberLimit)) to \(numberText(numberLimit))"
        for (key, number) in [("min", min), ("max", max), ("step", step), ("value", value)] {
            guard let number else { continue }
            guard number.isFinite, abs(number) <= numberLimit else { return (key, "expected \(range)") }
        }
        guard min < max else { return ("max", "max must be greater than min") }
        if let step, !(step > 0 && step <= max - min) {
            return ("step", "expected a step greater than 0 and at most max - min")
        }
        if let value, !(min...max).contains(value) {
            return ("value", "\(numberText(value)) is outside min…max (\(numberText(min))…\(numberText(max)))")
        }
        return nil
    }

    /// A number as a form's normalized text: whole numbers without ".0". Total: a number
    /// past the limit or not finite keeps its description.
    static func numberText(_ value: Double) -> String {
        value == value.rounded() && abs(value) <= numberLimit ? String(Int(value)) : String(value)
    }
}
