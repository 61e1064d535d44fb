/// Mirrors UIUserInterfaceStyle: light or dark appearance (Settings › Display & Brightness).
public enum UserInterfaceStyle: String, Sendable, CaseIterable, Codable {
    case light, dark
}
