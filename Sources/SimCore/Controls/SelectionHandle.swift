/// One end of a text selection: a 2 pt bar as tall as the line, with a round knob above
/// the start or below the end, in the tint colour (UIKit's selection grabbers).
final class SelectionHandle: View {
    enum End { case start, end }

    static let knobSize = 8.0
    static let barWidth = 2.0

    let end: End
    private let bar = View()
    private let knob = View()

    init(end: End) {
        self.end = end
        super.init()
        knob.cornerRadius = Self.knobSize / 2
        addSubview(bar)
        addSubview(knob)
    }

    var tintColor: Color? {
        get { bar.backgroundColor }
        set {
            bar.backgroundColor = newValue
            knob.backgroundColor = newValue
        }
    }

    /// Places the handle at `x` for a line from `top` that is `lineHeight` tall (in the
    /// superview's coordinates).
    func place(atX x: Double, top: Double, lineHeight: Double) {
        let knob = Self.knobSize
        frame = Rect(x: x - knob / 2, y: end == .start ? top - knob : top, width: knob, height: lineHeight + knob)
        let barTop = end == .start ? knob / 2 : 0
        bar.frame = Rect(x: (knob - Self.barWidth) / 2, y: barTop, width: Self.barWidth, height: lineHeight + knob / 2)
        self.knob.frame = Rect(x: 0, y: end == .start ? 0 : lineHeight, width: knob, height: knob)
    }
}
