extension Double {
    /// A control's value as the semantic tree shows it: whole numbers without a
    /// trailing ".0" ("3", not "3.0"), others to at most three decimals ("0.25").
    var valueText: String {
        guard isFinite else { return "\(self)" }
        if self == rounded(), abs(self) < 1e15 { return "\(Int(self))" }
        let r = (self * 1000).rounded() / 1000
        if r == r.rounded() { return "\(Int(r))" }
        return "\(r)"
    }
}
