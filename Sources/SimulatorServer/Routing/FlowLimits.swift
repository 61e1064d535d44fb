/// What one `POST /api/flows/run` may spend over all its devices (docs/SECURITY.md,
/// "Limits"): events sent (a typed character is one) and wall-clock seconds. A run past
/// either stops there and is answered `422 flow_over_budget` with what it did.
struct FlowLimits: Sendable {
    var maxEvents = 50_000
    var maxSeconds = 30.0
}
