import Foundation
import Scenes
import SimCore
import Locks

/// The scenes sessions can open, changing while the server runs: the built-in scenes,
/// the forms of `--forms` folders (replaced when their files change) and uploaded forms
/// (`POST /api/forms`, held within `UploadQuota` and expiring when unused). Every form has
/// an id of its own: an upload whose form's id another holds (a built-in scene, a folder
/// form, another client's upload) gets the next free one, `id-2`, `id-3`…, so the same
/// file opened from two browsers opens twice. One lock; `GET /api/scenes` is rebuilt only
/// when it changes, for everyone and for each client with uploads (who alone sees them).
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
        /// The menu name the owner gave the form (`rename`), kept when it uploads the file again.
        var name: String? = nil
    }

    /// Where an upload's forms went: the token they answer to, and each form's id as the
    /// file has it → the id it got (different when another form held it).
    struct Placement: Equatable, Sendable {
        var owner: String
        var ids: [String: String]
    }

    /// The longest menu name `rename` takes, in characters.
    static let maxNameLength = 80

    struct State {
        var registry: SceneRegistry
        var forms: [String: (document: FormDocument, origin: Origin)] = [:]
        /// The last failed load of a file whose good form still runs, by form id.
        var failures: [String: FormError] = [:]
        /// How many times each form has loaded (a file's save, an upload), so a page
        /// showing it can tell a reload and show what it warns of again.
        var revisions: [String: Int] = [:]
        /// `GET /api/scenes` as built: "" for a client with no uploads, else its token.
        /// Emptied by every change.
        var answers: [String: HTTPResponse] = [:]
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
                state.revisions[document.id, default: 0] += 1
                directory.set(document)
            }
            state.answers = [:]
            state.loading = loading
        }
    }

    /// Whether the forms of `--forms` are still being read.
    var isLoading: Bool { state.withLock { $0.loading } }

    /// A snapshot of the scenes now.
    var registry: SceneRegistry { state.withLock { $0.registry } }

    /// `GET /api/scenes` for the client with `token`: every scene but other clients' uploads.
    func scenesAnswer(for token: String? = nil) -> HTTPResponse {
        state.withLock { state in
            let owns = token.map { token in state.forms.values.contains { $0.origin.owner.map { Self.sameToken(token, $0) } == true } } == true
            let key = owns ? token ?? "" : ""
            if let answer = state.answers[key] { return answer }
            let answer = Self.answer(state, for: owns ? token : nil)
            state.answers[key] = answer
            return answer
        }
    }

    /// `400 unknown_scene` for a scene id that names nothing, listing the scenes the
    /// client with `token` sees (never another client's uploads).
    func unknownScene(_ id: String, token: String?) -> APIError {
        let ids = state.withLock { state in
            state.registry.ids.filter { id in state.forms[id]?.origin.owner.map { Self.sameToken(token, $0) } ?? true }
        }
        return APIError(400, "unknown_scene", "no scene \"\(id)\"; scenes: \(ids.joined(separator: ", "))")
    }

    /// How many times the form `id` has loaded.
    func revision(of id: String) -> Int? { state.withLock { $0.revisions[id] } }

    func form(_ id: String) -> FormDocument? { state.withLock { $0.forms[id]?.document } }

    /// The file a form was loaded from, if it was.
    func file(of id: String) -> String? {
        state.withLock { state in
            if case .file(let path)? = state.forms[id]?.origin { return path }
            return nil
        }
    }

    /// Adds an uploaded form, or replaces the client's own upload with its id (its token
    /// is the owner's). An id another holds is not taken: the form gets the next free
    /// `id-N` (`Placement.ids`). A new form must fit `uploadQuota` (429 `too_many_forms`),
    /// which may first drop the client's own oldest upload. The owner token is the
    /// client's, or a new one for a client that sent none.
    @discardableResult
    func upload(_ document: FormDocument, client: Client = Client(), now: Double) throws(APIError) -> Placement {
        try upload([document], client: client, now: now)
    }

    /// Adds the forms of one file as one change, the form to open first first (its
    /// destinations are placed before it, as its child rows name them): either every
    /// form is placed, or none is and the library is as it was. A form that gets another
    /// id is linked to by that id from the file's other forms.
    @discardableResult
    func upload(_ documents: [FormDocument], client: Client = Client(), now: Double) throws(APIError) -> Placement {
        try state.withLock { state throws(APIError) -> Placement in
            var draft = state
            var client = client
            var removed: [String] = []
            let ids = Self.freeIDs(for: documents.map(\.id), owner: client.token, in: state)
            let documents = documents.map { Self.renaming($0, ids) }
            var owner = client.token ?? ""
            for document in documents.reversed() {
                owner = try place(document, client: client, now: now, in: &draft, removed: &removed)
                client.token = owner
            }
            state = draft
            for id in removed { directory.remove(id) }
            for document in documents { directory.set(state.forms[document.id]?.document ?? document) }
            state.answers = [:]
            return Placement(owner: owner, ids: ids)
        }
    }

    /// Each of `requested` → itself when it is free or `owner`'s own upload, else the
    /// first free (or own) `id-2`, `id-3`…; no two of them the same.
    private static func freeIDs(for requested: [String], owner: String?, in state: State) -> [String: String] {
        var given: [String: String] = [:]
        var used = Set<String>()
        for id in requested where given[id] == nil {
            var candidate = id
            var n = 1
            // Ends: each turn passes an id that is held, and finitely many are.
            while used.contains(candidate) || !isOpen(candidate, to: owner, in: state) {
                n += 1
                candidate = suffixed(id, n)
            }
            given[id] = candidate
            used.insert(candidate)
        }
        return given
    }

    /// Whether an upload by `owner` may have the id: nothing holds it, or `owner`'s own upload.
    private static func isOpen(_ id: String, to owner: String?, in state: State) -> Bool {
        if let form = state.forms[id] { return form.origin.owner.map { sameToken(owner, $0) } ?? false }
        return state.registry.scene(id) == nil
    }

    /// `id-n`, the id shortened to keep it within a form id's 64 characters.
    static func suffixed(_ id: String, _ n: Int) -> String {
        let suffix = "-\(n)"
        return String(id.prefix(64 - suffix.count)) + suffix
    }

    /// A form with its id and the child rows that open forms of the same file given the
    /// ids `ids` maps them to.
    private static func renaming(_ document: FormDocument, _ ids: [String: String]) -> FormDocument {
        guard ids.contains(where: { $0.key != $0.value }) else { return document }
        var document = document
        document.id = ids[document.id] ?? document.id
        func relink(_ row: inout FormRow) {
            if case .child(let form, let sheet) = row.control, let id = ids[form] { row.control = .child(form: id, sheet: sheet) }
        }
        for s in document.sections.indices {
            for r in document.sections[s].rows.indices { relink(&document.sections[s].rows[r]) }
        }
        for (variant, rows) in document.variantRows {
            document.variantRows[variant] = rows.mapValues { row in
                var row = row
                relink(&row)
                return row
            }
        }
        return document
    }

    /// One form of an upload placed in `state` (its id free or the client's own upload);
    /// the uploads it evicts are added to `removed` for the directory, which changes only
    /// once the whole upload is placed.
    private func place(
        _ document: FormDocument, client: Client, now: Double, in state: inout State, removed: inout [String]
    ) throws(APIError) -> String {
        var document = document
        let existing = state.forms[document.id]
        try Self.checkChildren(document, in: state)
        var tokenless = false
        var name: String?
        if case .upload(let upload)? = existing?.origin {
            tokenless = upload.tokenless
            name = upload.name
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
        if let name { document.name = name }
        let owner = existing?.origin.owner ?? client.token ?? Client.makeToken()
        state.registry.register(document.sceneDescriptor(directory: directory))
        state.forms[document.id] = (
            document, .upload(Upload(owner: owner, address: client.address, tokenless: tokenless, lastUsed: now, name: name))
        )
        state.revisions[document.id, default: 0] += 1
        return owner
    }

    /// Gives an uploaded form the name the scene menu shows (its `name`; the bar still
    /// shows its title), for its owner only: 404 `unknown_form`, 403 `not_form_owner` for
    /// another client's upload, 409 `form_not_uploaded` for a built-in scene or a folder
    /// form (their names are their files'). `name` is checked by the caller.
    func rename(_ id: String, to name: String, client: Client) throws(APIError) -> FormDocument {
        try state.withLock { state throws(APIError) -> FormDocument in
            guard let form = state.forms[id] else {
                if state.registry.scene(id) != nil {
                    throw APIError(409, "form_not_uploaded", "\"\(id)\" is a built-in scene: only uploaded forms can be renamed")
                }
                throw APIError(404, "unknown_form", "no form \"\(id)\"")
            }
            guard case .upload(var upload) = form.origin else {
                throw APIError(409, "form_not_uploaded", "\"\(id)\" is loaded from a file under --forms: its name is the file's to change")
            }
            guard Self.sameToken(client.token, upload.owner) else {
                throw APIError(
                    403, "not_form_owner",
                    "\"\(id)\" was uploaded by another client: only the client whose X-FormSim-Client token uploaded it (the upload's \"owner\") renames it")
            }
            var document = form.document
            document.name = name
            upload.name = name
            state.registry.register(document.sceneDescriptor(directory: directory))
            state.forms[id] = (document, .upload(upload))
            directory.set(document)
            state.answers = [:]
            return document
        }
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
            if !expired.isEmpty { state.answers = [:] }
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
        state.revisions[id] = nil
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
                    Self.drop(previous, from: &state)
                    directory.remove(previous)
                }
                state.answers = [:]
                guard state.registry.scene(document.id) == nil || state.forms[document.id]?.origin == .file(file) else {
                    state.failures[previous ?? document.id] = FormError(
                        file: file, path: "id", message: "\"\(document.id)\" is the id of another scene")
                    return nil
                }
                state.registry.register(document.sceneDescriptor(directory: directory))
                state.forms[document.id] = (document, .file(file))
                state.revisions[document.id, default: 0] += 1
                directory.set(document)
                state.failures[document.id] = nil
                return document.id
            case .failure(let error):
                if let previous { state.failures[previous] = error }
                state.answers = [:]
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

    /// The scenes `owner` sees: all but other clients' uploads (nil: everyone's uploads hidden).
    private static func answer(_ state: State, for owner: String?) -> HTTPResponse {
        let scenes = state.registry.all.filter { scene in
            guard let held = state.forms[scene.id]?.origin.owner else { return true }
            return sameToken(owner, held)
        }
        return .json(200, scenes.map { scene in
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
                error: state.failures[scene.id].map(FormErrorBody.init),
                revision: state.revisions[scene.id],
                uploaded: state.forms[scene.id]?.origin.owner == nil ? nil : true,
                file: state.forms[scene.id].flatMap { form in
                    guard case .file(let path) = form.origin else { return nil }
                    // A SwiftUI file's second form is `path#id` (FormLibrary.loadAll).
                    let file = path.split(separator: "#", maxSplits: 1).first.map(String.init) ?? path
                    return (file as NSString).lastPathComponent
                })
        })
    }
}
