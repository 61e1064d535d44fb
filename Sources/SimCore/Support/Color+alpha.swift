/// Mirrors UIColor.withAlphaComponent(_:): the colour with `alpha` in both appearances.
/// A calendar's selected day sits on its accent at low opacity (E1.D1).
extension Color {
    public func withAlphaComponent(_ alpha: Double) -> Color {
        Color(
            light: Self.css(css, alpha: alpha), dark: Self.css(darkCSS, alpha: alpha),
            elevatedDark: Self.css(elevatedDarkCSS, alpha: alpha))
    }

    /// `#RRGGBB` as `rgba(r,g,b,alpha)`; an `rgba(…)` or `rgb(…)` value takes `alpha` in
    /// place of its own; anything else is left as it is.
    static func css(_ value: String, alpha: Double) -> String {
        let a = (alpha * 1000).rounded() / 1000
        let text = a == a.rounded() ? String(Int(a)) : String(a)
        if value.hasPrefix("#"), value.count == 7, let rgb = Int(value.dropFirst(), radix: 16) {
            return "rgba(\(rgb >> 16 & 0xFF),\(rgb >> 8 & 0xFF),\(rgb & 0xFF),\(text))"
        }
        for prefix in ["rgba(", "rgb("] where value.hasPrefix(prefix) && value.hasSuffix(")") {
            let parts = value.dropFirst(prefix.count).dropLast().split(separator: ",").prefix(3)
            guard parts.count == 3 else { return value }
            return "rgba(\(parts.joined(separator: ",")),\(text))"
        }
        return value
    }
}
