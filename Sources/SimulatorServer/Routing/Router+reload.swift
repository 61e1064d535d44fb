import Foundation
import Logging
import Scenes
import SimCore

extension Router {
    struct Reload: Sendable {
        /// Held long-polls to answer now (their sessions were rebuilt: a reset).
        var wake: [LongPollHub.WaiterID] = []
        /// What to log, in order.
        var messages: [(level: Logger.Level, text: String)] = []
    }

    /// Form files changed on disk: each that loads replaces its form, and every session
    /// of that form is rebuilt on it — same id, device, orientation and clock, the values
    /// of rows that remain, the first responder (with its keyboard or picker) where its
    /// row remains on screen — and gets a `reset` on its long poll. A file that does not
    /// load leaves the last good form running; its error is logged and shown in
    /// `GET /api/scenes` until a good save clears it.
    func reloadForms(_ paths: [String]) -> Reload {
        var reload = reloadProjects(paths.filter(FormSources.isProjectFile))
        for path in paths where FormSources.isForm(path) && !FormSources.isProjectFile(path) {
            guard FileManager.default.fileExists(atPath: path) else {
                reload.messages.append((.notice, "form file removed: \(path) (its form keeps running until restart)"))
                continue
            }
            // A SwiftUI file may hold several forms: the first goes by the file's path,
            // the others by `path#id` (FormLibrary.loadAll); a broken save keeps them all.
            var results: [(file: String, result: Result<FormDocument, FormError>)] = []
            do throws(FormError) {
                for (document, file) in try FormLibrary.loadAll(file: URL(fileURLWithPath: path), sources: FormSources.readers) {
                    var document = document
                    document.warnings += FormLibrary.loadWarnings(document)
                    results.append((file, .success(document)))
                }
            } catch {
                results = [(path, .failure(error))]
            }
            replace(results, into: &reload, logsFailures: true)
        }
        return reload
    }

    /// Puts the forms a save gave in place, destinations first (a form's child rows name
    /// them), rebuilding their sessions, and logs each with what it warns of, as at
    /// startup (a syntax error among them). `logsFailures`: whether a form that did not
    /// load is logged here (a project logs each error once, not once per form it held).
    func replace(
        _ results: [(file: String, result: Result<FormDocument, FormError>)], into reload: inout Reload, logsFailures: Bool
    ) {
        for (file, result) in results.reversed() {
            // A file's other forms go by `path#id`; the log names the file.
            let path = file.split(separator: "#", maxSplits: 1).first.map(String.init) ?? file
            if let id = library.reload(file: file, result) {
                let (wake, count) = rebuildSessions(scene: id)
                reload.wake += wake
                reload.messages.append((.info, "form \(id) reloaded from \(path); \(count) session(s) reset"))
                if case .success(let document) = result {
                    for warning in document.warnings { reload.messages.append((.warning, "form \(id): \(warning)")) }
                }
            } else if case .failure(let error) = result {
                if logsFailures { reload.messages.append((.error, "form not reloaded: \(error)")) }
            } else {
                reload.messages.append((.error, "form not reloaded: \(file): its id is another scene's"))
            }
        }
    }

    /// Rebuilds every session of a scene on its current descriptor.
    func rebuildSessions(scene id: String) -> (wake: [LongPollHub.WaiterID], count: Int) {
        guard let scene = library.registry.scene(id) else { return ([], 0) }
        var wake: [LongPollHub.WaiterID] = []
        var count = 0
        for session in sessions.all() {
            guard let woken = service.rebuild(session, on: scene) else { continue }
            count += 1
            wake += woken
        }
        return (wake, count)
    }
}
