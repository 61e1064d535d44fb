import Foundation
import Scenes
import SimCore
import Locks

/// The scenes sessions can open, changing while the server runs: the built-in scenes,
/// the forms of `--forms` folders (replaced when their files change) and uploaded forms
/// (`POST /api/forms`). One lock; `GET /api/scenes` is rebuilt only when it changes.
final class SceneLibrary: Sendable {
    /// docs/FORMS.md, Limits: uploads in all, per client token, per address.
    static let maxUploads = 100
    static let maxUploadsPerClient = 20
    static let maxUploadsPerAddress = 50

    enum Origin: Equatable, Sendable {
        case file(String)
        /// Uploaded by the client with this token (the one its upload answered with),
        /// from this address.
        case upload(owner: String, address: String?)

        var owner: String? {
            if case .upload(let owner, _) = self { return owner }
            return nil
        }
    }

    struct State {
        var registry: SceneRegistry
        var forms: [String: (document: FormDocument, origin: Origin)] = [:]
        /// The last failed load of a file whose good form still runs, by form id.
        var failures: [String: FormError] = [:]
        var scenesAnswer: HTTPResponse = .json(200, [String]())
    }

    private let state: Lock<State>
    /// The forms by id, for `child` rows to open (kept in step with `state.forms`).
    let directory = FormDirectory()

    init(builtIn: SceneRegistry = .builtIn, files: [(document: FormDocument, file: String)] = []) {
        var state = State(registry: builtIn)
        for (document, file) in files where builtIn.scene(document.id) == nil {
            state.registry.register(document.sceneDescriptor(directory: directory))
            state.forms[document.id] = (document, .file(file))
            directory.set(document)
        }
        state.scenesAnswer = Self.answer(state)
        self.state = Lock(state)
    }

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
    /// scene's or a folder form's id is taken; past `maxUploads` uploads in all, or
    /// `maxUploadsPerClient` of the client's token or `maxUploadsPerAddress` of its
    /// address, new ids are refused. Returns the owner token: the client's, or a new one
    /// for a client that sent none.
    @discardableResult
    func upload(_ document: FormDocument, client: Client = Client()) throws(APIError) -> String {
        try state.withLock { state throws(APIError) -> String in
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
            if existing == nil { try Self.checkUploadCaps(for: client, in: state) }
            try Self.checkChildren(document, in: state)
            let owner = existing?.origin.owner ?? client.token ?? Client.makeToken()
            state.registry.register(document.sceneDescriptor(directory: directory))
            state.forms[document.id] = (document, .upload(owner: owner, address: client.address))
            directory.set(document)
            state.scenesAnswer = Self.answer(state)
            return owner
        }
    }

    private static func checkUploadCaps(for client: Client, in state: State) throws(APIError) {
        let uploads = state.forms.values.compactMap { form -> (owner: String, address: String?)? in
            guard case .upload(let owner, let address) = form.origin else { return nil }
            return (owner, address)
        }
        if uploads.count >= maxUploads {
            throw APIError(409, "too_many_forms", "at most \(maxUploads) forms can be uploaded; restart the server to clear them")
        }
        if let token = client.token, uploads.filter({ $0.owner == token }).count >= maxUploadsPerClient {
            throw APIError(409, "too_many_forms", "one client can upload at most \(maxUploadsPerClient) forms; replace one of yours instead")
        }
        if let address = client.address, uploads.filter({ $0.address == address }).count >= maxUploadsPerAddress {
            throw APIError(409, "too_many_forms", "one address can upload at most \(maxUploadsPerAddress) forms; replace one of yours instead")
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

    /// The last error of the file behind a form, if its last save did not load.
    func failure(of id: String) -> FormError? { state.withLock { $0.failures[id] } }

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
