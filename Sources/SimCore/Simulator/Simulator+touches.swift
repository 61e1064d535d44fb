/// The finger as the system reports it to the app: each pointer event hit-tests (a touch
/// that begins) or moves the touch, then the application sends it on (`sendEvent(_:)`),
/// and its window delivers it (Window+sendEvent). The simulator is the screen and its
/// touch sensor; UIKit's own path starts at the application.
extension Simulator {
    /// The front-most view at a screen point: the input panel, then the window. A tracer
    /// notes the walk for the inspector.
    func hitTest(_ point: Point, tracer: HitTestTracer? = nil) -> View? {
        var event = Event(timestamp: clock.now)
        event.tracer = tracer
        if !inputPanel.isHidden, let hit = inputPanel.hitTest(inputPanel.convertFromSuperview(point), with: event) {
            return hit
        }
        // The window's coordinates are the screen's less its origin (a Slide Over window
        // floats away from the corner).
        return window.hitTest(window.convertFromSuperview(point), with: event)
    }

    func pointerDown(at point: Point, time: Double) {
        if let active = touches.active { cancelTouch(active) }
        let tracer = HitTestTracer()
        let hit = hitTest(point, tracer: tracer)
        recordHitTest(point, hit: hit, steps: tracer.steps)
        inspectorLog.record(.touchBegan, hit.map { inspectorLog.name(of: $0) } ?? "nothing", "at \(point.x), \(point.y)")
        let touch = Touch(view: hit, location: point, timestamp: time)
        touches.active = touch
        application.sendEvent(Event(timestamp: time, touch: touch))
    }

    func pointerMove(to point: Point, time: Double) {
        guard let touch = touches.active else { return }
        touch.previousLocation = touch.location
        touch.location = point
        touch.timestamp = time
        touch.phase = .moved
        touch.samples.append((time, point))
        touch.farthestDistance = max(touch.farthestDistance, point.distance(to: touch.startLocation))
        if touch.samples.count > 16 { touch.samples.removeFirst(touch.samples.count - 16) }
        application.sendEvent(Event(timestamp: time, touch: touch))
    }

    func pointerUp(at point: Point, time: Double) {
        guard let touch = touches.active else { return }
        touch.previousLocation = touch.location
        touch.location = point
        touch.timestamp = time
        touch.phase = .ended
        touch.samples.append((time, point))
        touch.farthestDistance = max(touch.farthestDistance, point.distance(to: touch.startLocation))
        touches.ended = summary(of: touch)
        application.sendEvent(Event(timestamp: time, touch: touch))
        touches.active = nil
    }

    func cancelTouch(_ touch: Touch) {
        touch.phase = .cancelled
        inspectorLog.record(.touchCancelled, touch.view.map { inspectorLog.name(of: $0) } ?? "nothing")
        application.sendEvent(Event(timestamp: clock.now, touch: touch))
        touches.active = nil
    }

    /// The touch as the host reports it: the element it went down on and its gesture.
    func summary(of touch: Touch) -> TouchSummary {
        let gesture: TouchSummary.Gesture =
            if touch.farthestDistance > Metrics.touchSlop { .drag }
            else if touch.timestamp - touch.startTimestamp >= Metrics.longPressDuration { .longPress }
            else { .tap }
        var element = touch.view
        while let view = element, !view.isElement { element = view.superview }
        return TouchSummary(target: element?.elementID, gesture: gesture)
    }
}
