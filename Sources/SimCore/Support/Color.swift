/// Mirrors UIColor's dynamic system colours: a colour as CSS text for the light and the
/// dark appearance, and for each under Increase Contrast (UITraitCollection's
/// accessibilityContrast `.high`), resolved against a trait collection when a view draws
/// (`resolvedColor(with:)`). A colour made from one CSS value is the same in all.
/// Values are iOS's (Apple's Human Interface Guidelines, Color: each system colour's
/// default and increased-contrast values, light and dark).
public struct Color: Hashable, Sendable {
    /// The light appearance's value, and a resolved colour's only one.
    public let css: String
    public let darkCSS: String
    /// The dark value at the elevated level (UserInterfaceLevel), where it differs.
    public let elevatedDarkCSS: String
    /// The values under Increase Contrast, light and dark (at either level).
    public let highContrastCSS: String
    public let highContrastDarkCSS: String

    public init(_ css: String) {
        self.css = css
        darkCSS = css
        elevatedDarkCSS = css
        highContrastCSS = css
        highContrastDarkCSS = css
    }

    public init(
        light: String, dark: String, elevatedDark: String? = nil, highContrastLight: String? = nil,
        highContrastDark: String? = nil
    ) {
        css = light
        darkCSS = dark
        elevatedDarkCSS = elevatedDark ?? dark
        highContrastCSS = highContrastLight ?? light
        highContrastDarkCSS = highContrastDark ?? dark
    }

    /// Mirrors resolvedColor(with:): this colour as it draws in `style` at `level` with
    /// `contrast`, a colour with one value. A colour with no high-contrast value of its
    /// own draws its usual one under Increase Contrast.
    public func resolved(
        _ style: UserInterfaceStyle, level: UserInterfaceLevel = .base, contrast: AccessibilityContrast = .normal
    ) -> Color {
        let value: String
        switch (style, contrast) {
        case (.light, .normal): return self
        case (.light, .high): value = highContrastCSS
        case (.dark, .high) where highContrastDarkCSS != darkCSS: value = highContrastDarkCSS
        case (.dark, _): value = level == .elevated ? elevatedDarkCSS : darkCSS
        }
        return value != css ? Color(value) : self
    }

    public func resolvedColor(with traits: TraitCollection) -> Color {
        resolved(traits.userInterfaceStyle, level: traits.userInterfaceLevel, contrast: traits.accessibilityContrast)
    }

    /// Whether this colour draws differently under Increase Contrast: a system colour
    /// with high-contrast values.
    public var hasHighContrastValues: Bool { highContrastCSS != css || highContrastDarkCSS != darkCSS }

    public static let clear = Color("rgba(0,0,0,0)")
    public static let black = Color("#000000")
    public static let white = Color("#FFFFFF")
    public static let label = Color(light: "#000000", dark: "#FFFFFF")
    /// iOS's values, which measure 3.4:1 on white in light (the audit reports it as
    /// iOS's own, B10.C2). Deviation: the Increase Contrast values are an estimate.
    public static let secondaryLabel = Color(
        light: "rgba(60,60,67,0.6)", dark: "rgba(235,235,245,0.6)", highContrastLight: "rgba(60,60,67,0.76)",
        highContrastDark: "rgba(235,235,245,0.7)")
    public static let tertiaryLabel = Color(light: "rgba(60,60,67,0.3)", dark: "rgba(235,235,245,0.3)")
    public static let placeholderText = Color(light: "rgba(60,60,67,0.3)", dark: "rgba(235,235,245,0.3)")
    public static let separator = Color(light: "rgba(60,60,67,0.29)", dark: "rgba(84,84,88,0.6)")
    /// The default tint: every button title, a keyboard bar's items, an alert's actions, a
    /// filled button's background. iOS's #007AFF measures 4.0:1 on white (the audit
    /// reports it as iOS's own, B10.C2); Increase Contrast draws #0040DD.
    public static let systemBlue = Color(
        light: "#007AFF", dark: "#0A84FF", highContrastLight: "#0040DD", highContrastDark: "#409CFF")
    public static let systemRed = Color(
        light: "#FF3B30", dark: "#FF453A", highContrastLight: "#D70015", highContrastDark: "#FF6961")
    public static let systemGray = Color(
        light: "#8E8E93", dark: "#8E8E93", highContrastLight: "#6C6C70", highContrastDark: "#AEAEB2")
    public static let systemGreen = Color(
        light: "#34C759", dark: "#30D158", highContrastLight: "#248A3D", highContrastDark: "#30DB5B")
    /// Deviation: opaque, as systemFill (rgba(120,120,128,0.2) light, 0.36 dark) looks on
    /// the grouped cell background: a switch's off track, a slider's maximum track.
    public static let systemFill = Color(light: "#E9E9EA", dark: "#39393D")
    /// Deviation: opaque, as tertiarySystemFill looks on the grouped cell background: the
    /// track of a segmented control and the background of a stepper.
    public static let tertiarySystemFill = Color(light: "#EEEEEF", dark: "#313135")
    /// The thin line between a stepper's halves and between unselected segments.
    public static let controlDivider = Color(light: "rgba(60,60,67,0.3)", dark: "rgba(235,235,245,0.3)")
    /// A segmented control's selected segment (white in light, raised grey in dark).
    public static let segmentIndicator = Color(light: "#FFFFFF", dark: "#636366")
    /// The elevated values are iOS's for what a sheet presents in dark mode (E4.P4).
    public static let systemGroupedBackground = Color(light: "#F2F2F7", dark: "#000000", elevatedDark: "#1C1C1E")
    public static let secondarySystemGroupedBackground = Color(light: "#FFFFFF", dark: "#1C1C1E", elevatedDark: "#2C2C2E")
    public static let systemBackground = Color(light: "#FFFFFF", dark: "#000000", elevatedDark: "#1C1C1E")
    /// systemBackground at the elevated level: popovers and sheets in dark mode.
    public static let elevatedBackground = Color(light: "#FFFFFF", dark: "#1C1C1E")
    public static let barBackground = Color(light: "#F9F9F9", dark: "#171717")
    public static let cellHighlight = Color(light: "#D1D1D6", dark: "#3A3A3C")
    /// The grey behind the system keyboard and custom input views on iPhone (A1 iPhone 2).
    public static let inputPanelBackground = Color(light: "#D1D3D9", dark: "#2B2B2D")
    /// A keyboard's letter keys and its grey system keys.
    public static let keyCap = Color(light: "#FFFFFF", dark: "#6B6B6D")
    public static let systemKeyCap = Color(light: "#ABB0BA", dark: "#464648")
    /// The globe and dictation glyphs under a Face ID iPhone's keyboard.
    public static let keyboardStripGlyph = Color(light: "#50555C", dark: "#C7C7CC")
    /// The home indicator: dark on light content, light on dark.
    public static let homeIndicator = Color(light: "#000000", dark: "#FFFFFF")
    /// A table row's disclosure chevron (tertiaryLabel as iOS draws it, opaque).
    public static let disclosure = Color(light: "#C4C4C7", dark: "#5A5A5F")
    /// The band behind a picker's selected row.
    /// The screen behind a compact date picker's calendar card on iPhone (E1.D1).
    /// A pop-up button's menu (E2.M1): UIKit's blurred material, as its flat average
    /// over a form (lighter than the cells in dark mode, so the menu stands out).
    public static let menuBackground = Color(light: "#F9F9F9", dark: "#2C2C2E")
    public static let dimming = Color(light: "rgba(0,0,0,0.2)", dark: "rgba(0,0,0,0.48)")
    public static let pickerBand = Color(light: "rgba(118,118,128,0.12)", dark: "rgba(118,118,128,0.24)")
    /// Selected text behind a tinted caret, and behind a clear-tinted one.
    public static let textSelection = Color(
        light: "rgba(0,122,255,0.2)", dark: "rgba(10,132,255,0.35)", highContrastLight: "rgba(0,64,221,0.2)",
        highContrastDark: "rgba(64,156,255,0.35)")
    public static let textSelectionClear = Color(light: "rgba(142,142,147,0.3)", dark: "rgba(142,142,147,0.4)")
}
