import SimCore

/// What `GET /api/sessions/{id}/inspect` answers (API.md): frames as `[x, y, width,
/// height]` and points as `[x, y]`; `firstResponder`, `lastHitTest` and `popover` always
/// written (as `null` when absent), the other optional fields left out when absent.
extension InspectorSnapshot: Encodable {
    enum CodingKeys: String, CodingKey {
        case version, orientation, firstResponder, responderChain, hierarchy, lastHitTest, events, popover
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(version, forKey: .version)
        try c.encode(orientation, forKey: .orientation)
        try c.encode(firstResponder, forKey: .firstResponder)
        try c.encode(responderChain, forKey: .responderChain)
        try c.encode(hierarchy, forKey: .hierarchy)
        try c.encode(lastHitTest, forKey: .lastHitTest)
        try c.encode(events, forKey: .events)
        try c.encode(popover, forKey: .popover)
    }
}

extension InspectorSnapshot.ViewNode: Encodable {
    enum CodingKeys: String, CodingKey { case className, id, frame, hidden, alpha, interaction, children }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(className, forKey: .className)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encode(frame.array, forKey: .frame)
        try c.encode(hidden, forKey: .hidden)
        try c.encode(alpha, forKey: .alpha)
        try c.encode(interaction, forKey: .interaction)
        try c.encode(children, forKey: .children)
    }
}

extension InspectorSnapshot.ResponderLink: Encodable {
    enum CodingKeys: String, CodingKey { case kind, className, id }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(className, forKey: .className)
        try c.encodeIfPresent(id, forKey: .id)
    }
}

extension InspectorSnapshot.PopoverCandidate: Encodable {
    enum CodingKeys: String, CodingKey { case direction, frame, score, chosen }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(direction, forKey: .direction)
        try c.encode(frame.array, forKey: .frame)
        try c.encode(score, forKey: .score)
        try c.encode(chosen, forKey: .chosen)
    }
}

extension InspectorSnapshot.Popover: Encodable {
    enum CodingKeys: String, CodingKey { case id, source, sourceFrame, arrow, frame, candidates }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encode(source, forKey: .source)
        try c.encode(sourceFrame.array, forKey: .sourceFrame)
        try c.encode(arrow, forKey: .arrow)
        try c.encode(frame.array, forKey: .frame)
        try c.encode(candidates, forKey: .candidates)
    }
}

extension HitTestTrace: Encodable {
    enum CodingKeys: String, CodingKey { case point, hit, element, steps }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode([point.x, point.y], forKey: .point)
        try c.encodeIfPresent(hit, forKey: .hit)
        try c.encodeIfPresent(element, forKey: .element)
        try c.encode(steps, forKey: .steps)
    }
}

extension HitTestStep: Encodable {
    enum CodingKeys: String, CodingKey { case view, className, depth, frame, outcome, reason }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(view, forKey: .view)
        try c.encode(className, forKey: .className)
        try c.encode(depth, forKey: .depth)
        try c.encode(frame.array, forKey: .frame)
        try c.encode(outcome, forKey: .outcome)
        try c.encodeIfPresent(reason, forKey: .reason)
    }
}

extension InspectorEntry: Encodable {
    enum CodingKeys: String, CodingKey { case sequence, time, kind, subject, detail }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(sequence, forKey: .sequence)
        try c.encode(time, forKey: .time)
        try c.encode(kind, forKey: .kind)
        try c.encode(subject, forKey: .subject)
        try c.encodeIfPresent(detail, forKey: .detail)
    }
}

/// The inspector's kinds, outcomes and reasons are written by their names.
extension HitTestStep.Outcome: Encodable {}

extension HitTestSkipReason: Encodable {}

extension InspectorEntry.Kind: Encodable {}
