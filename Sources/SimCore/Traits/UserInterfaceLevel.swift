/// Mirrors UIUserInterfaceLevel: `base` for a window's own content, `elevated` for what a
/// sheet or popover presents over it. Dark mode draws the system backgrounds lighter at
/// the elevated level (systemBackground #1C1C1E, not #000000), so that a sheet stands out
/// from the black screen behind it.
public enum UserInterfaceLevel: String, Sendable, CaseIterable {
    case base, elevated
}
