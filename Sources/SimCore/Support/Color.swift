/// Mirrors UIColor's dynamic system colours: a colour as CSS text for the light and the
/// dark appearance, resolved against a trait collection when a view draws
/// (`resolvedColor(with:)`). A colour made from one CSS value is the same in both.
/// Values are iOS's (Apple's Human Interface Guidelines, Color).
public struct Color: Hashable, Sendable {
    /// The light appearance's value, and a resolved colour's only one.
    public let css: String
    public let darkCSS: String
    /// The dark value at the elevated level (UserInterfaceLevel), where it differs.
    public let elevatedDarkCSS: String

    public init(_ css: String) {
        self.css = css
        darkCSS = css
        elevatedDarkCSS = css
    }

    public init(light: String, dark: String, elevatedDark: String? = nil) {
        css = light
        darkCSS = dark
        elevatedDarkCSS = elevatedDark ?? dark
    }

    /// Mirrors resolvedColor(with:): this colour as it draws in `style` at `level`, a
    /// colour with one value.
    public func resolved(_ style: UserInterfaceStyle, level: UserInterfaceLevel = .base) -> Color {
        guard style == .dark else { return self }
        let dark = level == .elevated ? elevatedDarkCSS : darkCSS
        return dark != css ? Color(dark) : self
    }

    public func resolvedColor(with traits: TraitCollection) -> Color {
        resolved(traits.userInterfaceStyle, level: traits.userInterfaceLevel)
    }

    public static let clear = Color("rgba(0,0,0,0)")
    public static let black = Color("#000000")
    public static let white = Color("#FFFFFF")
    public static let label = Color(light: "#000000", dark: "#FFFFFF")
    /// Deviation (contrast): #6C6C70 in light, not iOS's rgba(60,60,67,0.6), which measures
    /// 3.4:1 on white and 3.3:1 on the grouped background, under WCAG AA's 4.5:1.
    public static let secondaryLabel = Color(light: "#6C6C70", dark: "rgba(235,235,245,0.6)")
    public static let tertiaryLabel = Color(light: "rgba(60,60,67,0.3)", dark: "rgba(235,235,245,0.3)")
    public static let placeholderText = Color(light: "rgba(60,60,67,0.3)", dark: "rgba(235,235,245,0.3)")
    public static let separator = Color(light: "rgba(60,60,67,0.29)", dark: "rgba(84,84,88,0.6)")
    /// Deviation (contrast): #0066D6 in light, not iOS's #007AFF, whose 17-point button
    /// titles measure 4.0:1 on white and 3.8:1 on a bar, under WCAG AA's 4.5:1.
    public static let systemBlue = Color(light: "#0066D6", dark: "#0A84FF")
    /// The accent on a grey: a keyboard bar's items (E5.K1) and an alert's or action sheet's
    /// actions (E3): systemBlue's Increase Contrast values. Deviation: iOS draws the plain
    /// accent there, which measures 3.6:1 on the keyboard's grey (light), 3.9:1 (dark) and
    /// 3.8:1 on a dark alert's, under WCAG AA's 4.5:1; these measure 4.9:1 and more.
    public static let onGreyTint = Color(light: "#0040DD", dark: "#409CFF")
    /// A filled button's background. Deviation (contrast): dark mode keeps a deeper blue
    /// than systemBlue's #0A84FF, on which white titles measure 3.7:1.
    public static let filledButton = Color(light: "#0066D6", dark: "#0062CC")
    /// Deviation (contrast): #D70015 in light (iOS's own systemRed under Increase Contrast),
    /// not #FF3B30, on which an invalid row's title or a destructive button's measures 3.6:1
    /// on white, under WCAG AA's 4.5:1.
    public static let systemRed = Color(light: "#D70015", dark: "#FF453A")
    public static let systemGray = Color("#8E8E93")
    public static let systemGreen = Color(light: "#34C759", dark: "#30D158")
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
    public static let textSelection = Color(light: "rgba(0,102,214,0.2)", dark: "rgba(10,132,255,0.35)")
    public static let textSelectionClear = Color(light: "rgba(142,142,147,0.3)", dark: "rgba(142,142,147,0.4)")
}
