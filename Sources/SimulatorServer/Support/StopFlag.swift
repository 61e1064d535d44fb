import Synchronization

/// Set once when the server begins to stop. Request work that runs long (the events of
/// one input request) looks at it between steps and stops early, so SIGTERM is never
/// kept waiting by a request (docs/SECURITY.md, "Shutdown").
final class StopFlag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() {
        value.store(true, ordering: .releasing)
    }
}
