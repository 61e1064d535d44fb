import SimCore

/// A row's `tint:` — the colour SwiftUI's `.tint` and `.foregroundStyle` name: a button
/// row's title, a switch's track when on. iOS's system colours by name, with their dark
/// and Increase Contrast values (Apple's "Color — Specifications", HIG; B10.C1). `blue`
/// and `red` are the engine's own systemBlue and systemRed, so a tinted row matches the
/// untinted ones.
public enum FormTint: String, Sendable, CaseIterable, Codable {
    case blue, red, green, orange, yellow, mint, teal, cyan, indigo, purple, pink, brown, gray, primary, secondary

    public var color: Color {
        switch self {
        case .blue: .systemBlue
        case .red: .systemRed
        case .green: .systemGreen
        case .orange: Color(light: "#FF9500", dark: "#FF9F0A", highContrastLight: "#C93400", highContrastDark: "#FFB340")
        case .yellow: Color(light: "#FFCC00", dark: "#FFD60A", highContrastLight: "#B25000", highContrastDark: "#FFD426")
        case .mint: Color(light: "#00C7BE", dark: "#63E6E2", highContrastLight: "#0C817B", highContrastDark: "#66D4CF")
        case .teal: Color(light: "#30B0C7", dark: "#40CBE0", highContrastLight: "#008299", highContrastDark: "#5DE6FF")
        case .cyan: Color(light: "#32ADE6", dark: "#64D2FF", highContrastLight: "#0071A4", highContrastDark: "#70D7FF")
        case .indigo: Color(light: "#5856D6", dark: "#5E5CE6", highContrastLight: "#3634A3", highContrastDark: "#7D7AFF")
        case .purple: Color(light: "#AF52DE", dark: "#BF5AF2", highContrastLight: "#8944AB", highContrastDark: "#DA8FFF")
        case .pink: Color(light: "#FF2D55", dark: "#FF375F", highContrastLight: "#D30F45", highContrastDark: "#FF6482")
        case .brown: Color(light: "#A2845E", dark: "#AC8E68", highContrastLight: "#7F6545", highContrastDark: "#B59469")
        case .gray: .systemGray
        case .primary: .label
        case .secondary: .secondaryLabel
        }
    }
}
