/// Mirrors UIResponderStandardEditActions: the commands the edit menu offers.
/// (UIKit identifies them by selector; SimCore by case.)
public enum EditAction: String, Sendable, CaseIterable {
    case cut, copy, paste, select, selectAll

    /// The order the edit menu lists them in.
    public static let menuOrder: [EditAction] = [.cut, .copy, .paste, .select, .selectAll]
}
