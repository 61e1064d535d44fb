/// UIKit's names for the system colours this model draws (`UIColor.systemRed`,
/// `.secondaryLabel`, …), so a flow or a check can name a colour as iOS does and have it
/// hold in light and dark and under Increase Contrast alike.
extension Color {
    public static let systemNames: [String: Color] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "placeholderText": .placeholderText, "separator": .separator,
        "systemBlue": .systemBlue, "systemRed": .systemRed, "systemGreen": .systemGreen, "systemGray": .systemGray,
        "systemBackground": .systemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "white": .white, "black": .black, "clear": .clear,
    ]
}
