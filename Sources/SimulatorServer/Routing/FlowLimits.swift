/// What one `POST /api/flows/run` may spend over all its devices (docs/SECURITY.md,
/// "Limits"): events sent (a typed character is one) and wall-clock seconds. A run past
/// either stops there and is answered `422 flow_over_budget` with what it did.
struct FlowLimits: Sendable {
    var maxEvents = 50_000
    var maxSeconds = 30.0
    /// Wall-clock seconds one `POST /api/audit` may run (`--audit-max-seconds`); past it
    /// the audit stops between two states and is answered `422 audit_over_budget`.
    var auditSeconds = 60.0
}
