/// One input event of API.md ("Input"), validated.
public enum InputEvent: Equatable, Sendable {
    /// Mirrors UITouch.Phase for a pointer.
    public enum Phase: String, Sendable, CaseIterable { case down, move, up, cancel }

    case tap(Point)
    case tapTarget(String)
    case pointer(phase: Phase, point: Point, milliseconds: Double?)
    case longPress(target: String)
    case drag(from: Point, to: Point, milliseconds: Double)
    /// A mouse wheel or trackpad scroll over `at`: the scroll view under it moves its
    /// content by `by` points (positive y: further down the content).
    case scroll(at: Point, by: Point)
    case rotate(Orientation)
    /// A hardware key: one character or a named key (API.md), with the modifiers held.
    case key(String, modifiers: KeyModifiers = [])
    case text(String)
    case pickDate(target: String, date: String)
    case pickRow(target: String, row: Int)
    case pickValue(target: String, value: String)
    case advance(milliseconds: Double)
    /// Settings changes the appearance, text size or language (B10).
    case settings(SettingsChange)
}
