/// Mirrors UISlider as iOS 17 draws it: a 4 pt track with 2 pt corners, blue (the tint)
/// left of the thumb and light grey right of it, and a white 28 pt thumb with a shadow.
/// A drag that starts on the thumb moves it and sends `.valueChanged` as it goes (at
/// the end only when not continuous); a touch elsewhere on the track moves nothing
/// (B8.4). A horizontal drag that starts on the thumb is the slider's, not a scroll
/// view's (gestureRecognizerShouldBegin, as UISlider does).
/// Deviation: values are Double (UIKit's are Float).
public final class Slider: Control {
    public static let defaultHeight = 31.0
    static let trackHeight = 4.0
    static let thumbSide = 28.0
    /// How far around the thumb a touch still takes it.
    static let thumbTouchMargin = 6.0

    /// Mirrors value: kept within minimumValue…maximumValue. Setting it from code sends nothing.
    public var value = 0.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// Mirrors minimumValue; the value follows into range.
    public var minimumValue = 0.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// Mirrors maximumValue; the value follows into range.
    public var maximumValue = 1.0 {
        didSet {
            value = clamped(value)
            setNeedsLayout()
        }
    }
    /// Mirrors isContinuous: when false, valueChanged is sent once, when the drag ends.
    public var isContinuous = true
    /// Mirrors minimumTrackTintColor (the tint when nil).
    public var minimumTrackTintColor: Color?
    /// Mirrors maximumTrackTintColor.
    public var maximumTrackTintColor: Color?

    let maximumTrack = View()
    let minimumTrack = View()
    let thumb = View()
    /// Mirrors isTracking: a drag that started on the thumb is under way.
    public private(set) var isTracking = false {
        didSet { setNeedsLayout() }
    }
    /// Where on the thumb the finger took it (x from the thumb's centre).
    private var grabOffset = 0.0
    private var changedWhileTracking = false

    public init(id: String? = nil) {
        super.init(id: id)
        semanticRole = .slider
        frame.size.height = Self.defaultHeight
        for view in [maximumTrack, minimumTrack, thumb] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        maximumTrack.cornerRadius = Self.trackHeight / 2
        minimumTrack.cornerRadius = Self.trackHeight / 2
        thumb.backgroundColor = .white
        thumb.cornerRadius = Self.thumbSide / 2
        thumb.shadowRadius = 3
        if let id {
            thumb.renderID = "\(id)-thumb"
            minimumTrack.renderID = "\(id)-minimum-track"
            maximumTrack.renderID = "\(id)-maximum-track"
        }
    }

    /// Mirrors setValue(_:animated:); sends nothing. Animated, the thumb glides there.
    public func setValue(_ value: Double, animated: Bool) {
        guard animated, let window else {
            self.value = value
            return
        }
        // Only the control's own parts move: compared on it alone.
        window.animate(withDuration: 0.25, within: [self]) {
            self.value = value
            layoutSubviews()
        }
    }

    public override var accessibilityValue: String? { value.valueText }

    func clamped(_ v: Double) -> Double { v.clamped(minimumValue, maximumValue) }

    /// How far along its range the value is, 0…1.
    var fraction: Double {
        let span = maximumValue - minimumValue
        return span > 0 ? (value - minimumValue) / span : 0
    }

    /// The x the thumb's centre travels over: its edges stay inside the bounds.
    var thumbTravel: (min: Double, max: Double) {
        (Self.thumbSide / 2, max(Self.thumbSide / 2, bounds.width - Self.thumbSide / 2))
    }

    /// The thumb's frame for the current value, in the slider's coordinates.
    public var thumbRect: Rect {
        let travel = thumbTravel
        let centreX = travel.min + (travel.max - travel.min) * fraction
        return Rect(
            x: centreX - Self.thumbSide / 2, y: (bounds.height - Self.thumbSide) / 2, width: Self.thumbSide,
            height: Self.thumbSide)
    }

    /// Whether a point (in the slider's coordinates) takes the thumb.
    func isOnThumb(_ point: Point) -> Bool {
        let m = Self.thumbTouchMargin
        return thumbRect.inset(by: EdgeInsets(top: -m, left: -m, bottom: -m, right: -m)).contains(point)
    }

    public override func layoutSubviews() {
        let trackY = (bounds.height - Self.trackHeight) / 2
        let thumbFrame = thumbRect
        maximumTrack.frame = Rect(x: 0, y: trackY, width: bounds.width, height: Self.trackHeight)
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemFill
        minimumTrack.frame = Rect(x: 0, y: trackY, width: thumbFrame.midX, height: Self.trackHeight)
        minimumTrack.backgroundColor = isEnabled ? (minimumTrackTintColor ?? .systemBlue) : .systemGray
        thumb.frame = thumbFrame
    }

    // MARK: Touches (B8.4)

    /// A horizontal drag that starts on the thumb is the slider's: a scroll view's pan
    /// does not begin. Any other pan may (a vertical drag from the thumb scrolls).
    public override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard let pan = gestureRecognizer as? PanGestureRecognizer, pan.view !== self, let touch = pan.touch,
            isEnabled
        else { return true }
        let horizontal = abs(pan.translation.x) > abs(pan.translation.y)
        return !(horizontal && isOnThumb(convert(touch.startLocation, from: nil)))
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        super.touchesBegan(touches, with: event)
        guard isEnabled, let touch = touches.first else { return }
        // Where the finger went down, even if the touch reached the slider late (B5.1).
        let start = convert(touch.startLocation, from: nil)
        guard isOnThumb(start) else { return }
        isTracking = true
        changedWhileTracking = false
        grabOffset = start.x - thumbRect.midX
        follow(touch)
    }

    public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard isTracking, let touch = touches.first else { return }
        follow(touch)
    }

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if isTracking, let touch = touches.first { follow(touch) }
        super.touchesEnded(touches, with: event)
        endTracking()
    }

    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        super.touchesCancelled(touches, with: event)
        endTracking()
    }

    /// Moves the thumb under the finger (keeping where it was grabbed), clamped.
    private func follow(_ touch: Touch) {
        let travel = thumbTravel
        let x = touch.location(in: self).x - grabOffset
        let span = travel.max - travel.min
        let f = span > 0 ? min(max((x - travel.min) / span, 0), 1) : 0
        let next = clamped(minimumValue + f * (maximumValue - minimumValue))
        guard next != value else { return }
        value = next
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileTracking = true }
    }

    private func endTracking() {
        isTracking = false
        if changedWhileTracking {
            changedWhileTracking = false
            sendActions(for: .valueChanged)
        }
    }
}
