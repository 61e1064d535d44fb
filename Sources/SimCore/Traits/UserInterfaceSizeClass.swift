/// Mirrors UIUserInterfaceSizeClass: how much room a window has along one axis, as
/// UIKit reduces it for layout and for adapting presentations (F1.W1).
public enum UserInterfaceSizeClass: String, Sendable, Codable {
    case unspecified, compact, regular
}
