import SimCore

/// A row's `tint:` — the colour SwiftUI's `.tint` and `.foregroundStyle` name: a button
/// row's title, a switch's track when on. iOS's system colours by name, with their dark
/// values (Apple's "Color — Specifications", HIG). `blue` and `red` are the engine's own
/// systemBlue and systemRed, so a tinted row matches the untinted ones.
public enum FormTint: String, Sendable, CaseIterable, Codable {
    case blue, red, green, orange, yellow, mint, teal, cyan, indigo, purple, pink, brown, gray, primary, secondary

    public var color: Color {
        switch self {
        case .blue: .systemBlue
        case .red: .systemRed
        case .green: .systemGreen
        case .orange: Color(light: "#FF9500", dark: "#FF9F0A")
        case .yellow: Color(light: "#FFCC00", dark: "#FFD60A")
        case .mint: Color(light: "#00C7BE", dark: "#63E6E2")
        case .teal: Color(light: "#30B0C7", dark: "#40CBE0")
        case .cyan: Color(light: "#32ADE6", dark: "#64D2FF")
        case .indigo: Color(light: "#5856D6", dark: "#5E5CE6")
        case .purple: Color(light: "#AF52DE", dark: "#BF5AF2")
        case .pink: Color(light: "#FF2D55", dark: "#FF375F")
        case .brown: Color(light: "#A2845E", dark: "#AC8E68")
        case .gray: .systemGray
        case .primary: .label
        case .secondary: .secondaryLabel
        }
    }
}
