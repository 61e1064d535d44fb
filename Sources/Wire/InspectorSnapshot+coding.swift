import SimCore

/// What `GET /api/sessions/{id}/inspect` answers (API.md): frames as `[x, y, width,
/// height]` and points as `[x, y]`; `firstResponder`, `lastHitTest` and `popover` always
/// written (as `null` when absent), the other optional fields left out when absent (as
/// the synthesized coding of each part's fields writes them).
extension InspectorSnapshot: Encodable {
    private struct Fields: Encodable {
        var version: Int, orientation: Orientation, firstResponder: Nullable<String>
        var responderChain: [ResponderLink], hierarchy: [ViewNode], lastHitTest: Nullable<HitTestTrace>
        var events: [InspectorEntry], popover: Nullable<Popover>, state: InspectedState?
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(
            version: version, orientation: orientation, firstResponder: Nullable(firstResponder),
            responderChain: responderChain, hierarchy: hierarchy, lastHitTest: Nullable(lastHitTest), events: events,
            popover: Nullable(popover), state: state
        ).encode(to: encoder)
    }
}

extension InspectorSnapshot.ViewNode: Encodable {
    private struct Fields: Encodable {
        var className: String, id: String?, frame: [Double], hidden: Bool, alpha: Double, interaction: Bool
        var children: [InspectorSnapshot.ViewNode]
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(
            className: className, id: id, frame: frame.array, hidden: hidden, alpha: alpha, interaction: interaction,
            children: children
        ).encode(to: encoder)
    }
}

extension InspectorSnapshot.ResponderLink: Encodable {
    private struct Fields: Encodable { var kind: String, className: String, id: String? }

    public func encode(to encoder: any Encoder) throws {
        try Fields(kind: kind, className: className, id: id).encode(to: encoder)
    }
}

extension InspectorSnapshot.PopoverCandidate: Encodable {
    private struct Fields: Encodable { var direction: String, frame: [Double], score: Double, chosen: Bool }

    public func encode(to encoder: any Encoder) throws {
        try Fields(direction: direction, frame: frame.array, score: score, chosen: chosen).encode(to: encoder)
    }
}

extension InspectorSnapshot.Popover: Encodable {
    private struct Fields: Encodable {
        var id: String?, source: String, sourceFrame: [Double], arrow: String, frame: [Double]
        var candidates: [InspectorSnapshot.PopoverCandidate]
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(
            id: id, source: source, sourceFrame: sourceFrame.array, arrow: arrow, frame: frame.array, candidates: candidates
        ).encode(to: encoder)
    }
}

extension HitTestTrace: Encodable {
    private struct Fields: Encodable { var point: [Double], hit: String?, element: String?, steps: [HitTestStep] }

    public func encode(to encoder: any Encoder) throws {
        try Fields(point: [point.x, point.y], hit: hit, element: element, steps: steps).encode(to: encoder)
    }
}

extension HitTestStep: Encodable {
    private struct Fields: Encodable {
        var view: String, className: String, depth: Int, frame: [Double], outcome: Outcome, reason: HitTestSkipReason?
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(view: view, className: className, depth: depth, frame: frame.array, outcome: outcome, reason: reason)
            .encode(to: encoder)
    }
}

extension InspectorEntry: Encodable {
    private struct Fields: Encodable { var sequence: Int, time: Double, kind: Kind, subject: String, detail: String? }

    public func encode(to encoder: any Encoder) throws {
        try Fields(sequence: sequence, time: time, kind: kind, subject: subject, detail: detail).encode(to: encoder)
    }
}

/// The inspector's kinds, outcomes and reasons are written by their names.
extension HitTestStep.Outcome: Encodable {}

extension HitTestSkipReason: Encodable {}

extension InspectorEntry.Kind: Encodable {}

extension InspectedState: Encodable {
    private struct Fields: Encodable {
        struct Entry: Encodable { var name: String, type: String, value: String }
        var values: [Entry], lastRun: [String]
    }

    public func encode(to encoder: any Encoder) throws {
        try Fields(values: entries.map { .init(name: $0.name, type: $0.type, value: $0.value) }, lastRun: lastRun).encode(to: encoder)
    }
}
