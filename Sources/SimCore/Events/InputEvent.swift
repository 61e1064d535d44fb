/// One input event of API.md ("Input"), validated.
public enum InputEvent: Equatable, Sendable {
    /// Mirrors UITouch.Phase for a pointer.
    public enum Phase: String, Sendable, CaseIterable { case down, move, up, cancel }

    case tap(Point)
    /// A tap at the centre of the element's visible part. `exclusive`: refused
    /// (`target_covered`) when a touch there would land on something that covers the
    /// element (a popover, the input panel, a popover's dimming view) rather than on it.
    case tapTarget(String, exclusive: Bool = false)
    case pointer(phase: Phase, point: Point, milliseconds: Double?)
    /// A long press at the element's visible centre; `exclusive` as for `tapTarget`.
    case longPress(target: String, exclusive: Bool = false)
    case drag(from: Point, to: Point, milliseconds: Double)
    /// A mouse wheel or trackpad scroll over `at`: the scroll view under it moves its
    /// content by `by` points (positive y: further down the content).
    case scroll(at: Point, by: Point)
    case rotate(Orientation)
    /// A hardware key: one character or a named key (API.md), with the modifiers held.
    case key(String, modifiers: KeyModifiers = [])
    case text(String)
    /// Typing carried out only while this element (nil: none) is the first responder;
    /// refused (`first_responder_differs`) otherwise. Not in UIKit: the page replays
    /// typing on another device only where it goes to the same element.
    case ifFirstResponder(String?, TypingEvent)
    case pickDate(target: String, date: String)
    /// `pick` with `time` (`HH:mm`) on a time, date-and-time or countdown picker or one
    /// of its columns.
    case pickTime(target: String, time: String)
    case pickRow(target: String, row: Int)
    case pickValue(target: String, value: String)
    case advance(milliseconds: Double)
    /// Settings changes the appearance, text size or language (B10).
    case settings(SettingsChange)
    /// Launches the app again, as from the Home Screen: the way out of a crash (E3.S3).
    case relaunch
}
