/// Mirrors UITraitCollection: the environment a view draws and lays out in. A session has
/// one, held by its window; Settings-like events change it on a live session (the
/// appearance and text size at once, as iOS calls traitCollectionDidChange; a new
/// language relaunches the app, as iOS does), and so does the window's size on an iPad
/// (its size classes, F1.W1).
public struct TraitCollection: Equatable, Sendable {
    public var userInterfaceStyle: UserInterfaceStyle
    public var preferredContentSizeCategory: ContentSizeCategory
    public var layoutDirection: UserInterfaceLayoutDirection
    public var horizontalSizeClass: UserInterfaceSizeClass
    public var verticalSizeClass: UserInterfaceSizeClass
    public var userInterfaceIdiom: Idiom
    /// Base, or elevated inside a presented sheet (SheetView).
    public var userInterfaceLevel = UserInterfaceLevel.base
    /// High when Increase Contrast is on: system colours draw their high-contrast values.
    public var accessibilityContrast: AccessibilityContrast

    public init(
        userInterfaceStyle: UserInterfaceStyle = .light, preferredContentSizeCategory: ContentSizeCategory = .large,
        layoutDirection: UserInterfaceLayoutDirection = .leftToRight, horizontalSizeClass: UserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UserInterfaceSizeClass = .unspecified, userInterfaceIdiom: Idiom = .phone,
        accessibilityContrast: AccessibilityContrast = .normal
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.accessibilityContrast = accessibilityContrast
    }

    /// Whether views draw differently under these traits than under `other`: colours
    /// (appearance, elevation, contrast), fonts (text size) and mirroring (layout direction). Size
    /// classes and idiom change layout, which views and controllers take in
    /// traitCollectionDidChange: a rotation that makes an iPhone's height compact redraws
    /// nothing.
    public func changesDrawing(from other: TraitCollection) -> Bool {
        userInterfaceStyle != other.userInterfaceStyle || userInterfaceLevel != other.userInterfaceLevel
            || accessibilityContrast != other.accessibilityContrast
            || preferredContentSizeCategory != other.preferredContentSizeCategory || layoutDirection != other.layoutDirection
    }

    /// Whether a form sheet shows as a page sheet (F1.W2): in a compact width.
    public var isHorizontallyCompact: Bool { horizontalSizeClass != .regular }

    /// Whether popovers and action sheets adapt (F1.W2, C.S1): in a compact width, and in a
    /// compact height whatever the width, so a Plus or Max iPhone in landscape (regular
    /// width, compact height) adapts them as every iPhone does. UIKit: "In iOS 13 and
    /// later, for horizontally or vertically compact environments, this option behaves the
    /// same as formSheet" (UIModalPresentationStyle.popover).
    public var adaptsPopovers: Bool { isHorizontallyCompact || verticalSizeClass == .compact }
}
