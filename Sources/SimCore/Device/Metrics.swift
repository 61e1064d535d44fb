/// UIKit's layout metrics that are not per device (~ marks estimates, BEHAVIOR.md).
/// One table, so a correction is one edit.
public enum Metrics {
    public static let navigationBarHeightRegular = 44.0
    public static let navigationBarHeightCompact = 32.0
    public static let navigationBarHeightPad = 50.0
    /// UIToolbar's height, a keyboard's accessory bar's among them (E5.K1).
    public static let toolbarHeight = 44.0
    /// The large title's area under the navigation bar when expanded (E6.L1).
    public static let largeTitleHeight = 52.0
    public static let rowHeight = 44.0
    public static let sectionSpacing = 35.0  // ~
    /// A grouped section's header or footer line (footnote text, ~).
    public static let sectionTextHeight = 18.0
    public static let groupedCornerRadius = 10.0
    /// A plain table's section header band, at the least (~, B12.1).
    public static let plainHeaderHeight = 28.0
    public static let tableSideMarginPhone = 16.0
    public static let tableSideMarginPad = 20.0
    /// The padding either side of a bar button's title (Button.intrinsicWidth).
    public static let barButtonPadding = 8.0
    public static let cellContentInset = 16.0
    public static let separatorThickness = 0.5
    public static let homeIndicatorSize = Size(width: 134, height: 5)
    public static let homeIndicatorSizePad = Size(width: 200, height: 5)  // ~
    public static let homeIndicatorBottom = 8.0
    /// The status bar of a Dynamic Island iPhone (UIStatusBarManager.statusBarFrame).
    public static let islandStatusBarHeight = 54.0
    public static let statusBarBatterySize = Size(width: 27, height: 13)
    public static let pickerHeightRegular = 216.0
    public static let pickerHeightCompact = 162.0
    public static let pickerWidth = 320.0
    /// A calendar view (E1.D1): 320 pt wide as the wheels; a 44 pt title bar, a 20 pt
    /// header of weekdays and six 44 pt weeks (every month takes the same height, so the
    /// card does not jump when the month changes), 8 pt above and below.
    public static let calendarSize = Size(width: 320, height: 8 + 44 + 20 + 6 * 44 + 8)
    /// The accent-filled circle behind the selected day.
    public static let calendarDayCircle = 40.0
    /// How long a wheel takes to come to rest after a pick (~).
    public static let pickerSpinDuration = 0.3
    public static let inputViewAnimationDuration = 0.25
    /// Movement that fails a tap or long press and starts a pan (~).
    public static let touchSlop = 10.0
    /// How far from its edge a screen-edge pan may start (~; UIKit does not publish it).
    public static let screenEdgePanWidth = 20.0
    public static let longPressDuration = 0.5
    /// How long a long press by the API (and a flow's) holds: a tenth of a second past
    /// the recognizer's minimum, so it begins however the clock rounds.
    public static let longPressHold = longPressDuration + 0.1
    /// A second tap within this time and distance of the first is a double tap (~).
    public static let doubleTapInterval = 0.35
    /// The blur of a keyboard key cap's shadow (~; the client offsets it down a quarter of it).
    public static let keyCapShadowRadius = 2.0
    /// Entering or leaving a table's edit mode (~).
    public static let editModeAnimationDuration = 0.3
    public static let doubleTapDistance = 20.0
    /// A held delete key: first repeat after this delay, then one per interval (~).
    public static let keyRepeatDelay = 0.5
    public static let keyRepeatInterval = 0.1
    /// A field's container and every tappable element are at least this tall (A2.3, HIG).
    public static let minimumHitSize = 44.0
    /// How far the edit mode's checkmark circle shifts a cell's content (~, A4.5).
    public static let editingContentShift = 38.0
    /// A scroll view's delay before content sees a still touch (~, B5.1).
    public static let contentTouchDelay = 0.15
    /// UIScrollView.DecelerationRate.normal, per millisecond (B5.4).
    public static let decelerationRate = 0.998
    /// Popover arrow height, base width and corner radius (B4.1).
    public static let popoverArrowHeight = 13.0
    public static let popoverArrowBase = 26.0
    public static let popoverCornerRadius = 13.0
    /// A popover's distance from the screen edges, on top of the safe area (B4.2).
    public static let popoverScreenMargin = 10.0
    /// A text view's line height over its font size, rounded to whole points (~: 17 pt
    /// body text → 22 pt lines; B7.9).
    public static let textLineHeightMultiple = 1.3
    /// UITextView's default textContainerInset (top and bottom) and its text container's
    /// lineFragmentPadding (left and right), B7.9.
    public static let textViewContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public static let textViewLineFragmentPadding = 5.0
    /// The globe and dictation glyphs under a Face ID iPhone's keyboard, and their
    /// distance from the screen's sides in portrait.
    public static let keyboardStripGlyphSize = 24.0
    public static let keyboardStripGlyphInset = 26.0
    /// The predictive (QuickType) bar at the top of an iPhone keyboard: 44 pt on a
    /// home-button iPhone, 45 on a Face ID one (336 − 291 on iPhone 15), 38 in landscape
    /// (~, B11.1).
    public static let predictiveBarHeight = 44.0
    public static let predictiveBarHeightFaceID = 45.0
    public static let predictiveBarHeightLandscape = 38.0
    /// The iPad keyboard's shortcut bar (undo, redo, paste, predictions; ~, B11.2).
    public static let shortcutBarHeight = 55.0
    /// The shortcut bar floating with a hardware keyboard: its platter, and its distance
    /// from the screen's trailing edge and the bottom safe area (~, B11.7).
    public static let floatingShortcutBarSize = Size(width: 156, height: 50)
    public static let floatingShortcutBarMargin = 12.0
    /// The strip below a Face ID iPhone's keys in portrait, above the home indicator's
    /// safe area: 75 pt under the keys less the 34 pt inset (B11.3).
    public static let keyboardStripHeight = 41.0
    /// An iPhone letter key's height and the gap between rows: 42 and 12 in portrait
    /// (45 and 11 on iPhones 414 pt and wider), 32 and 6 in landscape (~, B11.1).
    public static let keyHeightPhone = 42.0
    public static let keyRowGapPhone = 12.0
    public static let keyHeightPhoneWide = 45.0
    public static let keyRowGapPhoneWide = 11.0
    public static let keyHeightPhoneLandscape = 32.0
    public static let keyRowGapPhoneLandscape = 6.0
}
