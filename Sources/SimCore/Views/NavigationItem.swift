/// Mirrors UINavigationItem: what the navigation bar shows while its controller is on top.
/// Deviation: bar button items are plain `Button`s (UIKit has UIBarButtonItem).
public final class NavigationItem {
    /// Mirrors title; nil shows the controller's `title`.
    public var title: String?
    /// Mirrors leftBarButtonItem: shown instead of the back button.
    public var leftBarButtonItem: Button?
    /// Mirrors rightBarButtonItem.
    public var rightBarButtonItem: Button?
    /// Mirrors hidesBackButton.
    public var hidesBackButton = false
    /// Mirrors backButtonTitle: the back button's title on the controller pushed over this
    /// one; nil uses this one's title.
    public var backButtonTitle: String?
    /// Mirrors largeTitleDisplayMode (E6.L1): whether this controller shows the bar's
    /// large title when the bar prefers large titles.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// Mirrors UINavigationItem.LargeTitleDisplayMode: `automatic` takes the setting of
    /// the item below it in the stack (large for a root item).
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }

    public init() {}
}
