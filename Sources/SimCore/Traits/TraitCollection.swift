/// Mirrors UITraitCollection: the environment a view draws and lays out in. A session has
/// one, held by its window; Settings-like events change it on a live session (the
/// appearance and text size at once, as iOS calls traitCollectionDidChange; a new
/// language relaunches the app, as iOS does).
public struct TraitCollection: Equatable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: UserInterfaceLayoutDirection
    /// Base, or elevated inside a presented sheet (SheetView).
    public var userInterfaceLevel = UserInterfaceLevel.base

    public init(
        userInterfaceStyle: UserInterfaceStyle = .light, preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
    }
}
