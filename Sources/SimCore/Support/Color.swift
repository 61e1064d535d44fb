/// A colour as CSS text. Mirrors UIColor's system colours (light appearance).
public struct Color: Hashable, Sendable {
    public let css: String

    public init(_ css: String) { self.css = css }

    public static let clear = Color("rgba(0,0,0,0)")
    public static let black = Color("#000000")
    public static let white = Color("#FFFFFF")
    public static let label = Color("#000000")
    public static let secondaryLabel = Color("rgba(60,60,67,0.6)")
    public static let placeholderText = Color("rgba(60,60,67,0.3)")
    public static let separator = Color("rgba(60,60,67,0.29)")
    public static let systemBlue = Color("#007AFF")
    public static let systemRed = Color("#FF3B30")
    public static let systemGray = Color("#8E8E93")
    public static let systemGreen = Color("#34C759")
    /// Deviation: opaque, as systemFill (rgba(120,120,128,0.2)) looks on white: a switch's
    /// off track, a slider's maximum track.
    public static let systemFill = Color("#E9E9EA")
    /// Deviation: opaque, as tertiarySystemFill looks on white: the track of a segmented
    /// control and the background of a stepper.
    public static let tertiarySystemFill = Color("#EEEEEF")
    /// The thin line between a stepper's halves and between unselected segments.
    public static let controlDivider = Color("rgba(60,60,67,0.3)")
    public static let systemGroupedBackground = Color("#F2F2F7")
    public static let secondarySystemGroupedBackground = Color("#FFFFFF")
    public static let systemBackground = Color("#FFFFFF")
    public static let barBackground = Color("#F9F9F9")
    public static let cellHighlight = Color("#D1D1D6")
    /// The grey behind the system keyboard and custom input views on iPhone (A1 iPhone 2).
    public static let inputPanelBackground = Color("#D1D3D9")
    /// The globe and dictation glyphs under a Face ID iPhone's keyboard.
    public static let keyboardStripGlyph = Color("#50555C")
}
