extension Simulator {
    /// Carries out one event.
    func dispatch(_ event: InputEvent) throws(InputError) {
        switch event {
        case .rotate(let orientation):
            self.orientation = orientation
            applyOrientation()
        case .advance(let milliseconds):
            guard let manual = clock as? ManualClock else {
                throw InputError("not_manual_clock", "advance is only for sessions created with \"clock\": \"manual\"")
            }
            manual.advance(by: milliseconds / 1000)
        case .tapTarget(let target), .longPress(let target), .pickDate(let target, _), .pickRow(let target, _):
            guard view(withElementID: target) != nil else {
                throw InputError("unknown_target", "no element \"\(target)\" on screen")
            }
        case .tap, .pointer, .drag, .key, .text:
            break
        }
    }

    /// The view with this element id, if it is in the window.
    func view(withElementID id: String) -> View? {
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if view.elementID == id { return view }
            stack.append(contentsOf: view.subviews)
        }
        return nil
    }
}
