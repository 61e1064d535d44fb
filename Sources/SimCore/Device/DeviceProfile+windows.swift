extension DeviceProfile {
    /// The gap between the two apps of a Split View (iPadOS's divider).
    public static let splitDividerWidth = 10.0
    /// The narrowest window UIKit gives a regular width: the 12.9-inch iPad's half of
    /// the screen in landscape (678 pt) is the narrowest Apple lists as regular, the
    /// 12.9-inch iPad's two thirds in portrait (639 pt) the widest it lists as compact.
    public static let regularWidthMinimum = 678.0
    /// The narrowest iPhone, in portrait, that UIKit gives a regular width in landscape:
    /// the Plus and Max iPhones (414 pt and wider); the 375 to 402 pt iPhones stay compact.
    public static let regularWidthPhoneMinimum = 414.0
    /// A Stage Manager window's smallest size on an iPad (~).
    public static let stageManagerMinimum = Size(width: 320, height: 480)

    /// The width of a third of the screen and of a Slide Over window: 375 pt on the
    /// 12.9-inch iPad and in landscape on the screens 1180 pt wide or more, 320 pt elsewhere.
    func narrowWindowWidth(in orientation: Orientation) -> Double {
        let screen = screenSize(in: orientation)
        return portraitSize.width >= 1024 || (orientation.isLandscape && screen.width >= 1180) ? 375 : 320
    }

    /// How far a Slide Over window floats from the screen's bottom edge on an iPad with a
    /// Home button, which has no bottom safe area to keep clear of (~).
    public static let slideOverBottomMinimum = 10.0
    /// A Slide Over window's corner radius (~).
    public static let slideOverCornerRadius = 10.0

    /// Where the app's window is on the screen (F1): at the top leading corner, but a Slide
    /// Over window, which floats at the screen's trailing edge below the status bar and
    /// clear of the home indicator (~, iPadOS 17 as observed; Apple gives no figures).
    public func windowFrame(_ window: WindowSize, in orientation: Orientation) -> Rect {
        let size = windowSize(window, in: orientation)
        guard idiom == .pad, window == .slideOver else { return Rect(origin: .zero, size: size) }
        let screen = screenSize(in: orientation)
        return Rect(x: screen.width - size.width, y: slideOverInsets(in: orientation).top, width: size.width, height: size.height)
    }

    /// A Slide Over window's distance from the screen's top and bottom edges: the status
    /// bar's height above, the bottom safe area (at least `slideOverBottomMinimum`) below.
    func slideOverInsets(in orientation: Orientation) -> (top: Double, bottom: Double) {
        (statusBarHeight(in: orientation), max(safeArea(in: orientation).bottom, Self.slideOverBottomMinimum))
    }

    /// The app's window for `window` in this orientation, in points: the screen's height
    /// (a Slide Over window less its insets, a Stage Manager window its own) and the width
    /// of its share of the screen. Sizes outside the limits are clamped (`check` refuses
    /// them first).
    public func windowSize(_ window: WindowSize, in orientation: Orientation) -> Size {
        let screen = screenSize(in: orientation)
        guard idiom == .pad else { return screen }
        let narrow = narrowWindowWidth(in: orientation)
        let divider = Self.splitDividerWidth
        let width: Double
        switch window {
        case .full: width = screen.width
        case .oneThird, .slideOver: width = narrow
        case .twoThirds: width = screen.width - divider - narrow
        case .half: width = ((screen.width - divider) / 2).rounded(.down)
        case .custom(let size):
            let limits = windowLimits(in: orientation)
            return Size(
                width: min(max(size.width, limits.min.width), limits.max.width),
                height: min(max(size.height, limits.min.height), limits.max.height))
        }
        guard window == .slideOver else { return Size(width: width, height: screen.height) }
        let insets = slideOverInsets(in: orientation)
        return Size(width: width, height: screen.height - insets.top - insets.bottom)
    }

    /// The smallest and largest Stage Manager window in this orientation.
    public func windowLimits(in orientation: Orientation) -> (min: Size, max: Size) {
        (Self.stageManagerMinimum, screenSize(in: orientation))
    }

    /// Refuses a window this device cannot show: any but `full` on an iPhone, a Stage
    /// Manager size outside the limits of the screen in this orientation (a rotation
    /// later clamps it to the new ones).
    public func check(_ window: WindowSize, in orientation: Orientation) throws(InputError) {
        if window == .full { return }
        guard idiom == .pad else {
            throw InputError(.windowOnPhone(device: name))
        }
        guard case .custom(let size) = window else { return }
        let (low, high) = windowLimits(in: orientation)
        let fits = size.width >= low.width && size.height >= low.height && size.width <= high.width
            && size.height <= high.height
        guard fits else {
            throw InputError(
                .windowOutOfLimits(device: name, landscape: orientation.isLandscape, size: size, min: low, max: high))
        }
    }

    /// UIKit's size classes for a window of this size (F1.W1, C.S1). An iPhone is compact
    /// in width in portrait; in landscape its height is compact and its width regular on
    /// the Plus and Max iPhones (414 pt and wider in portrait), compact on the others: the
    /// HIG's size class table (Layout, "Device size classes").
    public func sizeClasses(window size: Size, in orientation: Orientation) -> (
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
    ) {
        guard idiom == .pad else {
            guard orientation.isLandscape else { return (.compact, .regular) }
            return (portraitSize.width >= Self.regularWidthPhoneMinimum ? .regular : .compact, .compact)
        }
        return (size.width >= Self.regularWidthMinimum ? .regular : .compact, .regular)
    }
}
