import Locks

/// The forms a form can open by id (`child` rows): the library keeps it current as
/// forms load, reload and upload, and every form's scene reads it when a child opens.
public final class FormDirectory: Sendable {
    private let forms = Lock<[String: FormDocument]>([:])

    public init(_ documents: [FormDocument] = []) {
        forms.withLock { map in for document in documents { map[document.id] = document } }
    }

    public func form(_ id: String) -> FormDocument? { forms.withLock { $0[id] } }

    public func set(_ document: FormDocument) { forms.withLock { $0[document.id] = document } }

    public func remove(_ id: String) { forms.withLock { $0[id] = nil } }
}
