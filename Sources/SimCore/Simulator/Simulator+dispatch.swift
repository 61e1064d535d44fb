extension Simulator {
    /// Carries out one event.
    func dispatch(_ event: InputEvent) throws(InputError) {
        // What the previous event changed is laid out before this one is hit-tested,
        // as UIKit lays out at the end of each run loop turn.
        layoutIfNeeded()
        revealPendingResponder()
        try refuseIfCrashed(event)
        try carryOut(event)
    }

    private func carryOut(_ event: InputEvent) throws(InputError) {
        switch event {
        case .rotate(let orientation):
            rotate(to: orientation)
        case .settings(let change):
            try apply(change)
        case .relaunch:
            relaunch()
        case .advance(let milliseconds):
            guard let manual = clock as? ManualClock else {
                throw InputError(.notManualClock)
            }
            run(until: manual.now + milliseconds / 1000, on: manual)
        case .tap(let point):
            tap(at: point)
        case .tapTarget(let target, let exclusive):
            tap(at: try touchPoint(of: acceptingOldActionID(target), exclusive: exclusive))
        case .pointer(let phase, let point, let milliseconds):
            let time = touches.time(ofClientMilliseconds: milliseconds, now: clock.now)
            switch phase {
            case .down: pointerDown(at: point, time: time)
            case .move: pointerMove(to: point, time: time)
            case .up: pointerUp(at: point, time: time)
            case .cancel: if let touch = touches.active { cancelTouch(touch) }
            }
        case .longPress(let target, let exclusive):
            let point = try touchPoint(of: acceptingOldActionID(target), exclusive: exclusive)
            pointerDown(at: point, time: clock.now)
            hold(seconds: Metrics.longPressHold)
            pointerUp(at: point, time: clock.now)
        case .drag(let from, let to, let milliseconds):
            drag(from: from, to: to, seconds: milliseconds / 1000)
        case .scroll(let point, let delta):
            scroll(at: point, by: delta)
        case .ifFirstResponder(let id, let typing):
            guard firstResponderID == id else {
                throw InputError(.firstResponderDiffers(now: firstResponderID, wanted: id))
            }
            try carryOut(typing.event)
        case .key(let key, let modifiers):
            noteTyping()
            if key.count == 1, modifiers.isDisjoint(with: [.command, .control]) { try checkRoom(for: key) }
            press(key: key, modifiers: modifiers)
        case .text(let text):
            noteTyping()
            try checkRoom(for: text)
            type(text)
        case .pickDate(let target, let date):
            try pick(date: date, target: target)
        case .pickTime(let target, let time):
            try pick(time: time, target: target)
        case .pickRow(let target, let row):
            try pick(row: row, target: target)
        case .pickValue(let target, let value):
            try pick(value: value, target: target)
        }
    }

    /// Lays out what changed; then popovers follow their sources, and what a control
    /// presented goes if the control left the window. Asked even when nothing needed a
    /// layout here: the semantic tree lays out the whole window on its own, and what that
    /// layout moved must be followed the same whether or not a tree was read in between.
    func layoutIfNeeded() {
        statusBar.layoutIfNeeded()
        if window.subtreeNeedsLayout || inputPanel.subtreeNeedsLayout {
            window.layoutIfNeeded()
            inputPanel.layoutIfNeeded()
        }
        for presentation in window.presentations { presentation.followSource() }
    }

    /// Marks every view on the screen for layout: something they all lay out by changed
    /// (the screen's size, the settings), or a test lays out from scratch.
    func setNeedsLayoutEverywhere() {
        for view in [window, inputPanel, statusBar] as [View] { view.setNeedsLayoutEverywhere() }
    }

    func tap(at point: Point) {
        pointerDown(at: point, time: clock.now)
        pointerUp(at: point, time: clock.now)
    }

    /// A finger moving in a straight line at an even speed, sampled every ~8 pt.
    func drag(from: Point, to: Point, seconds: Double) {
        let start = clock.now
        let steps = max(2, Int(from.distance(to: to) / 8))
        pointerDown(at: from, time: start)
        for step in 1...steps {
            let f = Double(step) / Double(steps)
            let point = Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
            pointerMove(to: point, time: start + seconds * f)
        }
        pointerUp(at: to, time: start + seconds)
    }

    func rotate(to orientation: Orientation) {
        guard orientation != self.orientation else { return }
        // The device turns, the interface does not: iPhones do not support upside down.
        guard device.supports(orientation) else {
            inspectorLog.record(.rotate, "window", "\(orientation.rawValue) is not supported; the interface stays")
            return
        }
        if let touch = touches.active { cancelTouch(touch) }
        // UIKit hides the edit menu when the window's size changes.
        if window.isEditMenuVisible { window.hideEditMenu() }
        inspectorLog.record(.rotate, "window", "\(self.orientation.rawValue) → \(orientation.rawValue)")
        self.orientation = orientation
        resizeWindow()
    }

    /// The screen turned or the app's window changed size (F1): laid out for it, the
    /// traits handed down (presentations adapt to a new width class), the first
    /// responder scrolled out from under the panel after the next layout (the commit's),
    /// and popovers placed again against their sources laid out at the new size; with
    /// none, the commit's layout is the only one.
    func resizeWindow() {
        applyOrientation()
        if inputPanel.isUp { responderToReveal = window.firstResponder }
        guard !window.presentations.isEmpty else { return }
        window.layoutIfNeeded()
        window.orientationDidChange()
    }

    /// The centre of the visible frame of `view`, the element `target` names, in screen
    /// points.
    func visibleCentre(of view: View, target: String) throws(InputError) -> Point {
        let screen = Rect(origin: .zero, size: device.screenSize(in: orientation))
        // A cell scrolled out of the hierarchy is there but not visible.
        let inPanel = view.isDescendant(of: inputPanel)
        let attached = view.isDescendant(of: window) || inPanel
        let onScreen = attached ? view.visibleFrameInScreen.intersection(screen) : .zero
        var visible = onScreen
        // What the keyboard or input panel covers cannot be tapped: a finger would land on it.
        if !inPanel, inputPanel.isUp, !inputPanel.isHidden {
            let panel = inputPanel.frame
            visible = visible.intersection(Rect(x: 0, y: 0, width: screen.width, height: max(0, panel.minY)))
        }
        guard attached, !visible.isEmpty, !view.isHiddenInTree else {
            // Why, so that a client can say it (the page's mirror does).
            let why: InputError.Hiding =
                if view.isHiddenInTree { .hidden }
                else if onScreen.isEmpty { .offScreen }
                else { .underInputPanel }
            throw InputError(.targetNotVisible(target, why))
        }
        return visible.center
    }

    /// The view with this element id, in the window or the input panel, or scrolled out
    /// of the hierarchy (a table's cell off screen). Found in the index when it is of this
    /// hierarchy and the view it names is still that element, in place under the window
    /// or the panel; else searched for.
    func view(withElementID id: String) -> View? {
        if elementIndex?.generation != window.hierarchyGeneration {
            elementIndex = ElementIndex(roots: [window, inputPanel], generation: window.hierarchyGeneration)
        }
        if let view = elementIndex?[id], view.elementID == id,
            view.isDescendant(of: window) || view.isDescendant(of: inputPanel)
        {
            return view
        }
        return Self.view(withElementID: id, in: window) ?? Self.view(withElementID: id, in: inputPanel)
    }

    /// Depth first, the views out of the hierarchy and the last subviews first (the order
    /// a stack of them was searched in), without gathering them into arrays.
    static func view(withElementID id: String, in view: View) -> View? {
        if view.elementID == id { return view }
        for detached in view.detachedSubviews.reversed() {
            if let found = Self.view(withElementID: id, in: detached) { return found }
        }
        for subview in view.subviews.reversed() {
            if let found = Self.view(withElementID: id, in: subview) { return found }
        }
        return nil
    }
}
