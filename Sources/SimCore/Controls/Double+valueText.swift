extension Double {
    /// A control's value as the semantic tree shows it: whole numbers without a
    /// trailing ".0" ("3", not "3.0"), others to at most three decimals ("0.25").
    /// Total: a value too large for `Int` (or not finite) keeps its description ("1e+20").
    var valueText: String {
        guard isFinite, abs(self) <= 1e15 else { return "\(self)" }
        if self == rounded() { return "\(Int(self))" }
        let r = (self * 1000).rounded() / 1000
        if r == r.rounded() { return "\(Int(r))" }
        return "\(r)"
    }
}
