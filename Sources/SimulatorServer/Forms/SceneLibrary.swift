import Foundation
import Scenes
import SimCore
import Locks

/// The scenes sessions can open, changing while the server runs: the built-in scenes,
/// the forms of `--forms` folders (replaced when their files change) and uploaded forms
/// (`POST /api/forms`, held within `UploadQuota` and expiring when unused). One lock;
/// `GET /api/scenes` is rebuilt only when it changes.
final class SceneLibrary: Sendable {
    enum Origin: Equatable, Sendable {
        case file(String)
        case upload(Upload)

        var owner: String? {
            if case .upload(let upload) = self { return upload.owner }
            return nil
        }
    }

    /// Uploaded by the client with the token `owner` (the one its upload answered with),
    /// from `address`.
    struct Upload: Equatable, Sendable {
        var owner: String
        var address: String?
        /// Counted in its address's quota for uploads without a token (`UploadQuota`).
        var tokenless: Bool
        var lastUsed: Double
    }

    struct State {
        var registry: SceneRegistry
        var forms: [String: (document: FormDocument, origin: Origin)] = [:]
        /// The last failed load of a file whose good form still runs, by form id.
        var failures: [String: FormError] = [:]
        var scenesAnswer: HTTPResponse = .json(200, [String]())
        /// Set while the forms of `--forms` are being read (`install` clears it).
        var loading = false
    }

    private let state: Lock<State>
    /// The forms by id, for `child` rows to open (kept in step with `state.forms`).
    let directory = FormDirectory()
    let uploadQuota: UploadQuota

    /// `loading`: the forms of `--forms` are still being read, and `install` will place
    /// them.
    init(
        builtIn: SceneRegistry = .builtIn, files: [(document: FormDocument, file: String)] = [],
        uploadQuota: UploadQuota = UploadQuota(), loading: Bool = false
    ) {
        self.uploadQuota = uploadQuota
        var state = State(registry: builtIn)
        state.loading = loading
        self.state = Lock(state)
        install(files, loading: loading)
    }

    /// Places the forms of `--forms`, read off the listener's thread, all at once.
    func install(_ files: [(document: FormDocument, file: String)], loading: Bool = false) {
        state.withLock { state in
            for (document, file) in files where state.registry.scene(document.id) == nil {
                state.registry.register(document.sceneDescriptor(directory: directory))
                state.forms[document.id] = (document, .file(file))
                directory.set(document)
            }
            state.scenesAnswer = Self.answer(state)
            state.loading = loading
        }
    }

    /// Whether the forms of `--forms` are still being read.
    var isLoading: Bool { state.withLock { $0.loading } }

    /// A snapshot of the scenes now.
    var registry: SceneRegistry { state.withLock { $0.registry } }

    var scenesAnswer: HTTPResponse { state.withLock { $0.scenesAnswer } }

    func form(_ id: String) -> FormDocument? { state.withLock { $0.forms[id]?.document } }

    /// The file a form was loaded from, if it was.
    func file(of id: String) -> String? {
        state.withLock { state in
            if case .file(let path)? = state.forms[id]?.origin { return path }
            return nil
        }
    }

    /// Adds an uploaded form, or replaces the uploaded form with its id when `client`
    /// uploaded it (its token is the owner's; else 403 `not_form_owner`). A built-in
    /// scene's or a folder form's id is taken; a new id must fit `uploadQuota` (429
    /// `too_many_forms`), which may first drop the client's own oldest upload. Returns the
    /// owner token: the client's, or a new one for a client that sent none.
    @discardableResult
    func upload(_ document: FormDocument, client: Client = Client(), now: Double) throws(APIError) -> String {
        try upload([document], client: client, now: now)
    }

    /// Adds the forms of one file as one change, the form to open first first (its
    /// destinations are placed before it, as its child rows name them): either every
    /// form is placed, or none is and the library is as it was. Returns the owner token
    /// all of them answer to.
    @discardableResult
    func upload(_ documents: [FormDocument], client: Client = Client(), now: Double) throws(APIError) -> String {
        try state.withLock { state throws(APIError) -> String in
            var draft = state
            var client = client
            var removed: [String] = []
            var owner = client.token ?? ""
            for document in documents.reversed() {
                owner = try place(document, client: client, now: now, in: &draft, removed: &removed)
                client.token = owner
            }
            state = draft
            for id in removed { directory.remove(id) }
            for document in documents { directory.set(document) }
            state.scenesAnswer = Self.answer(state)
            return owner
        }
    }

    /// One form of an upload placed in `state`; the uploads it evicts are added to
    /// `removed` for the directory, which changes only once the whole upload is placed.
    private func place(
        _ document: FormDocument, client: Client, now: Double, in state: inout State, removed: inout [String]
    ) throws(APIError) -> String {
        let existing = state.forms[document.id]
        if existing == nil, state.registry.scene(document.id) != nil {
            throw APIError(409, "form_exists", "\"\(document.id)\" is the id of a built-in scene; give the form another id")
        }
        if let existing, existing.origin.owner == nil {
            throw APIError(409, "form_exists", "\"\(document.id)\" is the id of a form loaded from a file; edit that file instead")
        }
        if let owner = existing?.origin.owner, !Self.sameToken(client.token, owner) {
            throw APIError(
                403, "not_form_owner",
                "\"\(document.id)\" was uploaded by another client: only the X-FormSim-Client token its upload answered with (\"owner\") replaces it; give the form another id")
        }
        try Self.checkChildren(document, in: state)
        var tokenless = false
        if case .upload(let upload)? = existing?.origin {
            tokenless = upload.tokenless
        } else {
            switch uploadQuota.decide(for: client, held: Self.uploads(state), keeping: Set(Self.links(document))) {
            case .refuse(let error):
                throw error
            case .admit(let evict, let counted):
                for id in evict {
                    Self.drop(id, from: &state)
                    removed.append(id)
                }
                tokenless = counted
            }
        }
        let owner = existing?.origin.owner ?? client.token ?? Client.makeToken()
        state.registry.register(document.sceneDescriptor(directory: directory))
        state.forms[document.id] = (document, .upload(Upload(owner: owner, address: client.address, tokenless: tokenless, lastUsed: now)))
        return owner
    }

    /// Whether any form was uploaded (the timer looks for expired ones only then).
    var holdsUploads: Bool { state.withLock { $0.forms.values.contains { $0.origin.owner != nil } } }

    /// Marks the uploads that sessions have open (`open`: their scenes' ids, and the
    /// forms those reach through `child` rows) as used now, and removes those unused for
    /// `uploadQuota.idleSeconds`; returns their ids.
    func expireUploads(now: Double, open: Set<String>) -> [String] {
        state.withLock { state in
            let forms = state.forms
            let inUse = UploadQuota.reachable(from: open) { id in forms[id].map { Self.links($0.document) } ?? [] }
            for (id, form) in state.forms where inUse.contains(id) {
                guard case .upload(var upload) = form.origin else { continue }
                upload.lastUsed = now
                state.forms[id] = (form.document, .upload(upload))
            }
            let expired = uploadQuota.expired(Self.uploads(state), now: now)
            for id in expired { remove(id, from: &state) }
            if !expired.isEmpty { state.scenesAnswer = Self.answer(state) }
            return expired
        }
    }

    private func remove(_ id: String, from state: inout State) {
        Self.drop(id, from: &state)
        directory.remove(id)
    }

    /// A form taken out of the state; the directory is the caller's to change.
    private static func drop(_ id: String, from state: inout State) {
        state.registry.unregister(id)
        state.forms[id] = nil
    }

    private static func uploads(_ state: State) -> [UploadQuota.Held] {
        state.forms.compactMap { id, form -> UploadQuota.Held? in
            guard case .upload(let upload) = form.origin else { return nil }
            return .init(id: id, owner: upload.owner, address: upload.address, tokenless: upload.tokenless, lastUsed: upload.lastUsed)
        }
    }

    /// Whether a presented token is the owner's, in time that does not depend on where
    /// they differ (the owner token is a secret).
    static func sameToken(_ presented: String?, _ owner: String) -> Bool {
        guard let presented else { return false }
        let a = Array(presented.utf8), b = Array(owner.utf8)
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// A file under `--forms` changed: its new form replaces the old one (true), or the
    /// error is kept beside the last good form, which goes on running (false).
    @discardableResult
    func reload(file: String, _ result: Result<FormDocument, FormError>) -> String? {
        state.withLock { state in
            let previous = state.forms.first { $0.value.origin == .file(file) }?.key
            switch result {
            case .success(let document):
                if let previous, previous != document.id {
                    state.registry.unregister(previous)
                    state.forms[previous] = nil
                    directory.remove(previous)
                }
                guard state.registry.scene(document.id) == nil || state.forms[document.id]?.origin == .file(file) else {
                    state.failures[previous ?? document.id] = FormError(
                        file: file, path: "id", message: "\"\(document.id)\" is the id of another scene")
                    state.scenesAnswer = Self.answer(state)
                    return nil
                }
                state.registry.register(document.sceneDescriptor(directory: directory))
                state.forms[document.id] = (document, .file(file))
                directory.set(document)
                state.failures[document.id] = nil
                state.scenesAnswer = Self.answer(state)
                return document.id
            case .failure(let error):
                if let previous { state.failures[previous] = error }
                state.scenesAnswer = Self.answer(state)
                return nil
            }
        }
    }

    /// The files forms were loaded from that `matching` takes, in no order.
    func origins(_ matching: (String) -> Bool) -> [String] {
        state.withLock { state in
            state.forms.values.compactMap { form in
                guard case .file(let file) = form.origin, matching(file) else { return nil }
                return file
            }
        }
    }

    /// The last error of the file behind a form, if its last save did not load.
    func failure(of id: String) -> FormError? { state.withLock { $0.failures[id] } }

    /// The forms `document`'s `child` rows open.
    private static func links(_ document: FormDocument) -> [String] {
        document.sections.flatMap { section in
            section.rows.compactMap { row -> String? in
                guard case .child(let target, _) = row.control else { return nil }
                return target
            }
        }
    }

    private static func checkChildren(_ document: FormDocument, in state: State) throws(APIError) {
        for (s, section) in document.sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard case .child(let target, _) = row.control, target != document.id, state.forms[target] == nil else { continue }
                let error = FormError(file: document.id, path: "sections[\(s)].rows[\(r)].form", message: "\"\(target)\" names no form")
                throw APIError.invalidForm(error)
            }
        }
    }

    private static func answer(_ state: State) -> HTTPResponse {
        .json(200, state.registry.all.map { scene in
            Catalogue.Scene(
                id: scene.id, title: scene.title, variants: scene.variants,
                variantDetails: scene.variantDetails.isEmpty
                    ? nil
                    : scene.variants.map { variant in
                        let detail = scene.variantDetails[variant]
                        return Catalogue.VariantEntry(id: variant, name: detail?.name ?? variant, description: detail?.description)
                    },
                source: scene.source,
                hint: scene.hint,
                warnings: state.forms[scene.id]?.document.warnings,
                error: state.failures[scene.id].map(FormErrorBody.init))
        })
    }
}
