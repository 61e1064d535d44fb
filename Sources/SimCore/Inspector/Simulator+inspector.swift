/// The inspector's view of a simulator (`GET /api/sessions/{id}/inspect`).
extension Simulator {
    /// The session's event log and last hit test.
    public var inspectorLog: InspectorLog { window.inspectorLog }

    /// Everything the inspector panel shows, as of now.
    public func inspect() -> InspectorSnapshot {
        layoutIfNeeded()
        window.layoutTree(everything: true)
        var hierarchy = [window.inspectorNode()]
        if inputPanel.isUp { hierarchy.append(inputPanel.inspectorNode()) }
        return InspectorSnapshot(
            version: version, orientation: orientation, firstResponder: firstResponderID,
            responderChain: responderChain(), hierarchy: hierarchy, lastHitTest: inspectorLog.lastHitTest,
            events: inspectorLog.entries, popover: popoverPlacement(), state: inspectedState())
    }

    /// The state of the front-most controller that has one: a presented form's over the
    /// form that presented it.
    func inspectedState() -> InspectedState? {
        var found: InspectedState?
        var controller = window.rootViewController
        var depth = 0
        while let current = controller, depth < 64 {
            if let state = current.inspectedState { found = state }
            controller = current.presentedViewController
            depth += 1
        }
        return found
    }

    /// The chain from the first responder along `next` to the application (B2.1).
    func responderChain() -> [InspectorSnapshot.ResponderLink] {
        var links: [InspectorSnapshot.ResponderLink] = []
        var current = window.firstResponder
        while let responder = current, links.count < 256 {
            let className = String(describing: Swift.type(of: responder))
            switch responder {
            case let window as Window: links.append(.init(kind: "window", className: className, id: window.elementID))
            case let view as View: links.append(.init(kind: "view", className: view.inspectorClassName, id: view.elementID))
            case is ViewController: links.append(.init(kind: "viewController", className: className, id: nil))
            case is Application: links.append(.init(kind: "application", className: className, id: nil))
            default: links.append(.init(kind: "responder", className: className, id: nil))
            }
            current = responder.next
        }
        return links
    }

    /// The front-most popover's candidates (B4.3) and the one chosen.
    func popoverPlacement() -> InspectorSnapshot.Popover? {
        guard let presentation = window.presentations.last, let layout = presentation.layout else { return nil }
        return InspectorSnapshot.Popover(
            id: presentation.popover.elementID, source: presentation.sourceView?.inspectorName ?? "",
            sourceFrame: presentation.sourceView?.frameInScreen ?? .zero, arrow: layout.arrowDirection.rawValue,
            frame: layout.frame,
            candidates: layout.candidates.map { candidate in
                InspectorSnapshot.PopoverCandidate(
                    direction: candidate.direction.rawValue, frame: candidate.frame, score: candidate.score,
                    chosen: candidate.direction == layout.arrowDirection)
            })
    }

    /// Keeps the path the hit test at a screen point took, with the view it returned.
    func recordHitTest(_ point: Point, hit: View?, steps: [HitTestRecord.Step]) {
        inspectorLog.lastHitTestRecord = HitTestRecord(
            point: point, hit: hit.map { inspectorLog.name(of: $0) }, element: hit?.nearestElementID, steps: steps)
    }
}
