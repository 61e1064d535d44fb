/// The touch pipeline: hit test, gesture recognisers first, then the hit view's touch
/// methods (delayed inside scroll views, B5.1), cancelled when a recogniser takes over.
/// Deviations: one touch at a time; the first recogniser to recognise wins and the
/// others fail (UIKit lets delegates allow simultaneous recognition).
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
        // The edit menu goes away at any touch outside it.
        if window.isEditMenuVisible, !(hit?.isDescendant(of: window.editMenu) ?? false) { window.hideEditMenu() }
        let touch = Touch(view: hit, location: point, timestamp: time)
        var recognizers: [GestureRecognizer] = []
        var current = hit
        while let view = current {
            recognizers += view.gestureRecognizers.filter(\.isEnabled)
            current = view.superview
        }
        touch.gestureRecognizers = recognizers
        touches.active = touch
        for recognizer in recognizers {
            recognizer.reset()
            recognizer.touchBegan(touch, timers: timers)
        }
        if let hit, isInsideScrollViewContent(hit) {
            touch.delayTimer = timers.schedule(at: time + Metrics.contentTouchDelay) { [weak self, weak touch] in
                if let touch { self?.deliverBegan(touch) }
            }
        } else {
            deliverBegan(touch)
        }
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
        for recognizer in touch.gestureRecognizers where recognizer.isTracking {
            // Once one has recognised, the others that have not are failed below rather
            // than beginning in the same move (an edge swipe in a sheet is the pop's,
            // not the sheet's drag as well).
            if recognizer.state == .possible, touch.gestureRecognizers.contains(where: \.hasRecognized) { continue }
            recognizer.touchMoved(touch)
        }
        settleRecognition(touch)
        deliverDelayedIfNotScrolling(touch)
        if touch.deliveredToView, !touch.cancelledForView {
            touch.view?.touchesMoved([touch], with: Event(timestamp: time))
        }
    }

    func pointerUp(at point: Point, time: Double) {
        guard let touch = touches.active else { return }
        touch.previousLocation = touch.location
        touch.location = point
        touch.timestamp = time
        touch.phase = .ended
        touch.samples.append((time, point))
        for recognizer in touch.gestureRecognizers where recognizer.isTracking {
            recognizer.touchEnded(touch)
        }
        settleRecognition(touch)
        timers.cancel(touch.delayTimer)
        inspectorLog.record(.touchEnded, touch.view.map { inspectorLog.name(of: $0) } ?? "nothing", "at \(point.x), \(point.y)")
        touch.farthestDistance = max(touch.farthestDistance, point.distance(to: touch.startLocation))
        touches.ended = summary(of: touch)
        if !touch.cancelledForView {
            deliverBegan(touch)  // a quick tap: began and ended together at touch up (B5.1)
            touch.view?.touchesEnded([touch], with: Event(timestamp: time))
        }
        touches.active = nil
    }

    func cancelTouch(_ touch: Touch) {
        touch.phase = .cancelled
        inspectorLog.record(.touchCancelled, touch.view.map { inspectorLog.name(of: $0) } ?? "nothing")
        for recognizer in touch.gestureRecognizers where recognizer.isTracking {
            recognizer.touchCancelled(touch)
        }
        timers.cancel(touch.delayTimer)
        if touch.deliveredToView, !touch.cancelledForView {
            touch.view?.touchesCancelled([touch], with: Event(timestamp: clock.now))
        }
        touch.cancelledForView = true
        touches.active = nil
    }

    /// When a recogniser has recognised: the others fail, and the view's touches are
    /// cancelled if it cancels touches in view (B5.2).
    func settleRecognition(_ touch: Touch) {
        guard let winner = touch.gestureRecognizers.first(where: \.hasRecognized) else { return }
        for other in touch.gestureRecognizers where other !== winner && other.state == .possible {
            other.state = .failed
        }
        if winner.cancelsTouchesInView, !touch.cancelledForView {
            timers.cancel(touch.delayTimer)
            if touch.deliveredToView {
                inspectorLog.record(
                    .touchCancelled, touch.view.map { inspectorLog.name(of: $0) } ?? "nothing",
                    "taken by \(inspectorLog.name(of: Swift.type(of: winner)))")
                touch.view?.touchesCancelled([touch], with: Event(timestamp: touch.timestamp))
            }
            touch.cancelledForView = true
        }
    }

    func deliverBegan(_ touch: Touch) {
        guard !touch.deliveredToView, !touch.cancelledForView else { return }
        settleRecognition(touch)
        guard !touch.cancelledForView else { return }
        touch.deliveredToView = true
        touch.view?.touchesBegan([touch], with: Event(timestamp: clock.now))
    }

    /// A touch the scroll view delays (B5.1) goes to its view as soon as every scroll
    /// view's pan has failed (a drag the content keeps, B8.4), as UIScrollView hands
    /// over its delayed touches once it knows it will not scroll.
    func deliverDelayedIfNotScrolling(_ touch: Touch) {
        guard touch.delayTimer != nil, !touch.deliveredToView, !touch.cancelledForView else { return }
        let pans = touch.gestureRecognizers.filter { $0 is PanGestureRecognizer && $0.view is ScrollView }
        guard !pans.isEmpty, pans.allSatisfy({ $0.state == .failed }) else { return }
        timers.cancel(touch.delayTimer)
        deliverBegan(touch)
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

    func isInsideScrollViewContent(_ view: View) -> Bool {
        var current = view.superview
        while let v = current {
            if let scroll = v as? ScrollView, scroll.delaysContentTouches { return true }
            current = v.superview
        }
        return false
    }
}

extension GestureRecognizer {
    /// Still following its touch.
    var isTracking: Bool { state == .possible || state == .began || state == .changed }
}
