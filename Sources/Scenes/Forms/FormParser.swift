import Foundation
import Yams

/// Reads a form file (YAML or JSON: JSON is read as the YAML it also is, so both get
/// line and column in their errors) into a checked `FormDocument`, or says where and why
/// it cannot (F10).
public enum FormParser {
    /// docs/FORMS.md, Loading: a file's size, a form's rows, how far aliases may expand.
    public static let maxBytes = 1 << 20
    public static let maxRows = 2_000
    /// A form's `hint`: a few short sentences the page shows over the devices.
    public static let maxHintLength = 400
    static let maxNodes = 100_000

    /// An id of a form or a row: `[a-z0-9-]{1,64}`.
    public static func isValidID(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count) && id.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2D }
    }

    /// `file` names the file in errors; the form's id defaults to its name without extension.
    public static func parse(_ data: Data, file: String) throws(FormError) -> FormDocument {
        guard data.count <= maxBytes else {
            throw FormError(file: file, message: "the file is \(data.count) bytes; a form file may have at most \(maxBytes)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw FormError(file: file, message: "the file is not UTF-8 text")
        }
        return try parse(text, file: file)
    }

    public static func parse(_ text: String, file: String) throws(FormError) -> FormDocument {
        let root = try compose(text, file: file, empty: "the file is empty; expected a form (id, title, sections)")
        return try FormReader(file: file).document(root)
    }

    /// A YAML or JSON text as nodes with their places: syntax errors with line and
    /// column, and no more values than `maxNodes` however aliases expand. The flow
    /// loader reads its files through this too.
    public static func compose(_ text: String, file: String, empty: String) throws(FormError) -> FormNode {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else { throw FormError(file: file, message: empty) }
            root = node
        } catch let error as FormError {
            throw error
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch {
            throw FormError(file: file, message: "cannot be read: \(error)")
        }
        try checkSize(root, file: file)
        return FormNode(node: root, path: "", file: file)
    }

    static func syntaxError(_ error: YamlError, file: String) -> FormError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let why = [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ": ")
            return FormError(file: file, line: mark.line, column: mark.column, message: "syntax error: \(why)")
        case .reader(let problem, _, _, _):
            return FormError(file: file, message: "cannot be read: \(problem)")
        default:
            return FormError(file: file, message: "syntax error: \(error)")
        }
    }

    /// Aliases share nodes, so a small file can stand for a vast tree: count what a walk
    /// would visit and stop early.
    static func checkSize(_ root: Node, file: String) throws(FormError) {
        var stack = [root]
        var visited = 0
        while let node = stack.popLast() {
            visited += 1
            guard visited <= maxNodes else {
                throw FormError(file: file, message: "the file expands to more than \(maxNodes) values (aliases?)")
            }
            switch node {
            case .mapping(let mapping): for (key, value) in mapping { stack += [key, value] }
            case .sequence(let sequence): stack += Array(sequence)
            default: break
            }
        }
    }
}
