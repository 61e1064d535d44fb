/// Mirrors UIWindow.sendEvent(_:): delivers a touch by its phase, to the gesture
/// recognisers of its view and the view's ancestors first, then to the view's touch
/// methods (delayed inside scroll views, B5.1), cancelled for the view when a recogniser
/// takes the touch over (B5.2).
/// Deviations: one touch at a time; the first recogniser to recognise wins and the
/// others fail (UIKit lets delegates allow simultaneous recognition).
extension Window {
    public func sendEvent(_ event: Event) {
        guard let touch = event.touch else { return }
        switch touch.phase {
        case .began: touchBegan(touch)
        case .moved, .stationary: touchMoved(touch)
        case .ended: touchEnded(touch)
        case .cancelled: touchCancelled(touch)
        }
    }

    private func touchBegan(_ touch: Touch) {
        // The edit menu goes away at any touch outside it.
        if isEditMenuVisible, !(touch.view?.isDescendant(of: editMenu) ?? false) { hideEditMenu() }
        var recognizers: [GestureRecognizer] = []
        var current = touch.view
        while let view = current {
            recognizers += view.gestureRecognizers.filter(\.isEnabled)
            current = view.superview
        }
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers {
            recognizer.reset()
            recognizer.touchBegan(touch, timers: timers)
        }
        if let hit = touch.view, Self.isInsideScrollViewContent(hit) {
            // Unowned: the timers run while the window's simulator does, and a weak
            // reference would give the window a side table (see Application.keyWindow).
            touch.delayTimer = timers.schedule(at: touch.timestamp + Metrics.contentTouchDelay) { [unowned self, weak touch] in
                if let touch { self.deliverBegan(touch) }
            }
        } else {
            deliverBegan(touch)
        }
    }

    private func touchMoved(_ touch: Touch) {
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
            touch.view?.touchesMoved([touch], with: Event(timestamp: touch.timestamp))
        }
    }

    private func touchEnded(_ touch: Touch) {
        for recognizer in touch.gestureRecognizers where recognizer.isTracking {
            recognizer.touchEnded(touch)
        }
        settleRecognition(touch)
        timers.cancel(touch.delayTimer)
        inspectorLog.record(
            .touchEnded, touch.view.map { inspectorLog.name(of: $0) } ?? "nothing", "at \(touch.location.x), \(touch.location.y)")
        if !touch.cancelledForView {
            deliverBegan(touch)  // a quick tap: began and ended together at touch up (B5.1)
            touch.view?.touchesEnded([touch], with: Event(timestamp: touch.timestamp))
        }
    }

    private func touchCancelled(_ touch: Touch) {
        for recognizer in touch.gestureRecognizers where recognizer.isTracking {
            recognizer.touchCancelled(touch)
        }
        timers.cancel(touch.delayTimer)
        if touch.deliveredToView, !touch.cancelledForView {
            touch.view?.touchesCancelled([touch], with: Event(timestamp: clock.now))
        }
        touch.cancelledForView = true
    }

    /// When a recogniser has recognised: the others fail, and the view's touches are
    /// cancelled if it cancels touches in view (B5.2).
    private func settleRecognition(_ touch: Touch) {
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

    private func deliverBegan(_ touch: Touch) {
        guard !touch.deliveredToView, !touch.cancelledForView else { return }
        settleRecognition(touch)
        guard !touch.cancelledForView else { return }
        touch.deliveredToView = true
        touch.view?.touchesBegan([touch], with: Event(timestamp: clock.now))
    }

    /// A touch the scroll view delays (B5.1) goes to its view as soon as every scroll
    /// view's pan has failed (a drag the content keeps, B8.4), as UIScrollView hands
    /// over its delayed touches once it knows it will not scroll.
    private func deliverDelayedIfNotScrolling(_ touch: Touch) {
        guard touch.delayTimer != nil, !touch.deliveredToView, !touch.cancelledForView else { return }
        let pans = touch.gestureRecognizers.filter { $0 is PanGestureRecognizer && $0.view is ScrollView }
        guard !pans.isEmpty, pans.allSatisfy({ $0.state == .failed }) else { return }
        timers.cancel(touch.delayTimer)
        deliverBegan(touch)
    }

    private static func isInsideScrollViewContent(_ view: View) -> Bool {
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
