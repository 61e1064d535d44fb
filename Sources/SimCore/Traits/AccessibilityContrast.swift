/// Mirrors UIAccessibilityContrast: `high` when Increase Contrast is on (Settings ›
/// Accessibility › Display & Text Size), where the system colours draw their
/// high-contrast values (B10.C1). UIKit's `unspecified` is what a trait collection made
/// for one other trait holds; a window always has one of these two.
public enum AccessibilityContrast: String, Sendable, CaseIterable, Codable {
    case normal, high
}
