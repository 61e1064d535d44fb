import Foundation
import SimCore
import Wire

@testable import SimulatorServer
import TestSupport

/// The storm's model of its session: the same simulator in this process, fed exactly
/// what the server runs for each request (nothing when the body does not parse, else
/// the events one at a time up to the first refused one, as `Simulator.sendTurns` does). So the
/// model is in step with the server after every request, and the invariants are checked
/// after every event, not only on the trees the server is asked for.
struct StormMirror {
    /// The sessions the storm takes turns with, each on a manual clock so that a run is
    /// the same every time for a seed: iPad Contacts (the picker in a popover), and the
    /// storm's form of cards, menus, action sheets, an alert and a sheet (StormForms,
    /// uploaded to the server) on an iPhone SE and an iPad.
    static let sessionBodies = [
        #"{"device":"ipad-10","scene":"contacts","variant":"textField","clock":"manual"}"#,
        #"{"device":"iphone-se","scene":"storm","clock":"manual"}"#,
        #"{"device":"ipad-10","scene":"storm","clock":"manual"}"#,
    ]

    let simulator: Simulator
    private(set) var invariants: SessionInvariants

    init(body: String) throws {
        let json = try JSONValue(data: Data(body.utf8))
        let configuration = try SimulatorConfiguration(json: json, scenes: StormForms.scenes)
        simulator = Simulator(configuration: configuration, clock: ManualClock())
        invariants = SessionInvariants(locale: configuration.localization.identifier)
    }

    /// Runs one request; returns the answer the server must give and the invariants
    /// broken after any of its events.
    /// `budget`: the events the server ran before its time budget stopped the request
    /// (`batch_over_budget`, a wall-clock limit no model can foresee); nil: all of them.
    mutating func run(_ request: StormRequest, budget: Int? = nil) -> (outcome: StormOutcome, problems: [String]) {
        var events: [InputEvent]
        do throws(WireError) {
            events = try InputEvent.parseBody(request.body)
        } catch {
            return (.refused(code: error.code), [])
        }
        if let budget { events = Array(events.prefix(budget)) }
        var problems: [String] = []
        for (index, event) in events.enumerated() {
            let (_, refused) = simulator.sendPartially([event])
            let broken = invariants.violations(in: simulator.semanticTree())
            if !broken.isEmpty { problems.append("after events[\(index)]: \(broken)") }
            if let refused { return (.refused(code: refused.kind.code), problems) }
        }
        return (budget == nil ? .ran(version: simulator.version) : .refused(code: "batch_over_budget"), problems)
    }

    /// The tree as the client sees it: through JSON, as the server sends it.
    func tree() throws -> SemanticTree {
        try JSONDecoder().decode(SemanticTree.self, from: JSONCoding.encode(simulator.semanticTree()))
    }
}
