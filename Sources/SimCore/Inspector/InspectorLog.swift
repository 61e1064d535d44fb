/// The inspector's record of one simulator: a bounded ring of events (touches, gesture
/// states, control events, first responder changes, presentations) and the path of the
/// last hit test. Only cheap facts are kept. It belongs to its simulator; views reach it
/// through their window, as they reach the clock.
public final class InspectorLog {
    /// How many entries the ring keeps.
    public let capacity: Int
    /// The newest `capacity` entries, oldest first.
    public var entries: [InspectorEntry] { Array(storage.suffix(capacity)) }
    /// Up to twice `capacity` entries: the oldest half is dropped at once when it fills,
    /// so recording costs the same whatever the ring holds (no shift per entry).
    private var storage: [InspectorEntry] = []
    /// The path of the last touch's hit test.
    public var lastHitTest: HitTestTrace? { lastHitTestRecord?.trace }
    var lastHitTestRecord: HitTestRecord?
    private var sequence = 0
    private let now: () -> Double
    /// The names of the Swift types the log has named, by type.
    private var typeNames: [ObjectIdentifier: String] = [:]

    init(capacity: Int = 200, now: @escaping () -> Double) {
        self.capacity = max(1, capacity)
        self.now = now
    }

    /// A Swift type's name as the inspector shows it, worked out once a type:
    /// `String(describing:)` reflects on the type each time, and a tap names several.
    func name(of type: Any.Type) -> String {
        if let name = typeNames[ObjectIdentifier(type)] { return name }
        let name = String(describing: type)
        typeNames[ObjectIdentifier(type)] = name
        return name
    }

    /// A view's `inspectorName`, its class named through `name(of:)`.
    func name(of view: View) -> String {
        view.inspectorName(typeName: { name(of: $0) })
    }

    /// A responder's name: a view's `inspectorName`, else its class name.
    func name(of responder: Responder) -> String {
        (responder as? View).map { name(of: $0) } ?? name(of: Swift.type(of: responder))
    }

    /// The app writes a line to the log (what `os_log` is to a real app's console).
    public func note(_ message: String, from subject: String) { record(.app, subject, message) }

    func record(_ kind: InspectorEntry.Kind, _ subject: String, _ detail: String? = nil) {
        sequence += 1
        storage.append(InspectorEntry(sequence: sequence, time: now(), kind: kind, subject: subject, detail: detail))
        if storage.count >= 2 * capacity { storage.removeFirst(storage.count - capacity) }
    }
}
