import SwiftSyntax

/// The name of a style argument however iOS 14–18 let it be written: the dot form
/// (`.segmented`, `.insetGrouped`) or the style type of iOS 13 and 14
/// (`SegmentedPickerStyle()`, `GroupedListStyle()`, `WheelDatePickerStyle()`), both
/// read as the dot form's name.
enum StyleNames {
    /// The type suffixes of the styles a form reads, longest first so `DatePickerStyle`
    /// is not read as a `PickerStyle`.
    static let suffixes = ["DatePickerStyle", "PickerStyle", "ListStyle", "FormStyle", "ButtonStyle", "ToggleStyle", "NavigationViewStyle"]

    /// `.segmented`, `SegmentedPickerStyle()`, `PickerStyle.segmented` → "segmented";
    /// `DefaultPickerStyle()` → "automatic"; nil for anything else (a variable, a custom
    /// style of the app's own).
    static func name(_ expr: ExprSyntax?) -> String? {
        guard let expr else { return nil }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base, !(base.as(DeclReferenceExprSyntax.self).map { isStyleType($0.baseName.text) } ?? false) { return nil }
            return member.declName.baseName.text
        }
        // `.menu()` is no style, but `SegmentedPickerStyle()` is: a type's call with no arguments.
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let type = Expressions.calleeName(call) {
            guard let suffix = suffixes.first(where: { type.hasSuffix($0) && type.count > $0.count }) else { return nil }
            let stem = String(type.dropLast(suffix.count))
            if stem == "Default" { return "automatic" }
            return stem.prefix(1).lowercased() + stem.dropFirst()
        }
        return nil
    }

    /// `PickerStyle` in `PickerStyle.segmented` and the like.
    private static func isStyleType(_ name: String) -> Bool {
        suffixes.contains(name) || suffixes.contains { name.hasSuffix($0) }
    }
}
