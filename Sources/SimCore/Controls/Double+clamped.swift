extension Double {
    /// A control's value kept within its bounds. Deviation: UIKit's controls store a NaN
    /// as given and then draw and report nonsense; here NaN becomes the lower bound, so a
    /// value that reaches the semantic tree or a layout is always a number. Bounds in the
    /// wrong order leave the value as it is (UIKit raises).
    func clamped(_ lower: Double, _ upper: Double) -> Double {
        guard !isNaN else { return lower }
        guard lower <= upper else { return self }
        return Swift.min(Swift.max(self, lower), upper)
    }
}
