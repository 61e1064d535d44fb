/// Mirrors UISwitch as iOS 17 draws it: a 51 × 31 pt track with round ends, light grey
/// when off and green when on, and a white 27 pt thumb with a shadow, 2 pt inside the
/// track. A tap (touch up inside) flips it and sends `.valueChanged`; the thumb slides
/// over 0.25 s while the track's colour cross-fades with it (B12.6). Setting it from code
/// sends nothing (B8.1).
/// Deviation: the thumb cannot be dragged across; a drag that ends inside is a tap.
public final class Switch: Control {
    /// Mirrors the fixed size UISwitch keeps whatever frame it is given.
    public static let size = Size(width: 51, height: 31)
    static let thumbInset = 2.0
    static let animationDuration = 0.25

    /// Mirrors isOn; setting it moves the thumb at once and sends nothing.
    public var isOn: Bool {
        didSet { setNeedsLayout() }
    }
    /// Mirrors onTintColor.
    public var onTintColor: Color = .systemGreen
    /// Mirrors thumbTintColor.
    public var thumbTintColor: Color = .white
    let thumb = View()

    public init(id: String? = nil, isOn: Bool = false) {
        self.isOn = isOn
        super.init(id: id)
        semanticRole = .switch
        frame.size = Self.size
        cornerRadius = Self.size.height / 2
        thumb.isUserInteractionEnabled = false
        thumb.shadowRadius = 2
        if let id { thumb.renderID = "\(id)-thumb" }
        addSubview(thumb)
    }

    /// UISwitch keeps its size: a frame of any other size keeps its origin only.
    public override var frame: Rect {
        didSet { if frame.size != Self.size { frame.size = Self.size } }
    }

    public override var intrinsicContentSize: Size { Self.size }

    /// Mirrors setOn(_:animated:): sends nothing; animated, the thumb slides (0.25 s).
    public func setOn(_ on: Bool, animated: Bool) {
        guard on != isOn else { return }
        guard animated, let window else {
            isOn = on
            return
        }
        let trackWas = backgroundColor?.resolvedColor(with: traitCollection)
        // Only the control's own parts move: compared on it alone.
        window.animate(withDuration: Self.animationDuration, within: [self]) {
            isOn = on
            layoutSubviews()
        }
        // The track's colour cross-fades over the thumb's slide (colours are not among
        // the properties an animation block compares).
        if let trackWas, let renderID {
            window.animator.declare(
                renderID, from: Animation.Start(fill: trackWas), duration: Self.animationDuration, curve: .easeInOut)
        }
    }

    public override var accessibilityValue: String? { isOn ? "on" : "off" }

    /// On is also the `checked` state (what the client's mirror reads as aria-checked).
    public override var semanticStates: [ElementState] {
        super.semanticStates + (isOn ? [.checked] : [])
    }

    public override func layoutSubviews() {
        backgroundColor = isOn ? onTintColor : .systemFill
        alpha = isEnabled ? 1 : 0.5
        let side = Self.size.height - 2 * Self.thumbInset
        let x = isOn ? Self.size.width - Self.thumbInset - side : Self.thumbInset
        thumb.frame = Rect(x: x, y: Self.thumbInset, width: side, height: side)
        thumb.cornerRadius = side / 2
        thumb.backgroundColor = thumbTintColor
    }

    /// UIKit flips the switch when the finger lifts inside it (B8.1).
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        let inside = isEnabled && touches.first.map { bounds.contains($0.location(in: self)) } == true
        super.touchesEnded(touches, with: event)
        guard inside else { return }
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }
}
