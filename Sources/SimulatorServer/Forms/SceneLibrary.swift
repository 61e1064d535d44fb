import Foundation
import Scenes
import SimCore
import Locks

/// The scenes sessions can open, changing while the server runs: the built-in scenes,
/// the forms of `--forms` folders (replaced when their files change) and uploaded forms
/// (`POST /api/forms`). One lock; `GET /api/scenes` is rebuilt only when it changes.
final class SceneLibrary: Sendable {
    /// docs/FORMS.md, Limits.
    static let maxUploads = 100

    enum Origin: Equatable, Sendable {
        case file(String)
        case upload
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

    /// Adds an uploaded form, or replaces the uploaded form with its id. A built-in scene's
    /// or a folder form's id is taken; past `maxUploads` uploads, new ids are refused.
    func upload(_ document: FormDocument) throws(APIError) {
        try state.withLock { state throws(APIError) in
            let existing = state.forms[document.id]
            if existing == nil, state.registry.scene(document.id) != nil {
                throw APIError(409, "form_exists", "\"\(document.id)\" is the id of a built-in scene; give the form another id")
            }
            if let existing, existing.origin != .upload {
                throw APIError(409, "form_exists", "\"\(document.id)\" is the id of a form loaded from a file; edit that file instead")
            }
            let uploads = state.forms.values.filter { $0.origin == .upload }.count
            if existing == nil, uploads >= Self.maxUploads {
                throw APIError(409, "too_many_forms", "at most \(Self.maxUploads) forms can be uploaded; restart the server to clear them")
            }
            try Self.checkChildren(document, in: state)
            state.registry.register(document.sceneDescriptor(directory: directory))
            state.forms[document.id] = (document, .upload)
            directory.set(document)
            state.scenesAnswer = Self.answer(state)
        }
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
                guard case .child(let target) = row.control, target != document.id, state.forms[target] == nil else { continue }
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
