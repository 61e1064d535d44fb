import ArgumentParser
import Foundation
import Scenes
import Yams

/// `SimulatorServer import FILE.swift...`: the forms SwiftUI files hold — read together as
/// one project, so a view one file declares is expanded in another's form — as form files
/// (YAML documents separated by `---`, or one file per form with `--output`), so a
/// person sees what was understood and can keep or extend it; warnings go to stderr.
/// Exits 2 when the files hold no form or one cannot be read.
struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import", abstract: "Prints the forms of SwiftUI files as YAML form files (docs/FORMS.md, SwiftUI).")

    @Argument(help: "SwiftUI source files (.swift), read together as one project.") var files: [String]

    @Option(help: ArgumentHelp("Write each form to DIR/<form id>.yaml instead of printing.", valueName: "dir"))
    var output: String?

    func run() throws {
        var printed: [String] = []
        do throws(FormError) {
            let files = try FormSources.sourceFiles(files.map { URL(fileURLWithPath: $0) })
            for (document, _) in try SwiftSourceReader().read(files: files) {
                for warning in document.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
                let yaml = try Self.yaml(document)
                if let output {
                    let url = URL(fileURLWithPath: output).appendingPathComponent("\(document.id).yaml")
                    do { try yaml.write(to: url, atomically: true, encoding: .utf8) } catch {
                        throw FormError(file: url.path, message: "cannot be written: \(error.localizedDescription)")
                    }
                } else {
                    printed.append(yaml)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("error: \(error)\n".utf8))
            throw ExitCode(2)
        }
        print(printed.joined(separator: "---\n"), terminator: "")
    }

    /// A form as a YAML form file: its normalized form, which the form reader reads back
    /// to the same document.
    static func yaml(_ document: FormDocument) throws(FormError) -> String {
        do {
            guard let node = try Yams.compose(yaml: try YAMLEncoder().encode(document)) else {
                throw FormError(file: document.id, message: "is empty")
            }
            let text = try Yams.serialize(node: block(node), allowUnicode: true)
            return text.hasSuffix("\n") ? text : text + "\n"
        } catch let error as FormError {
            throw error
        } catch {
            throw FormError(file: document.id, message: "cannot be written as YAML: \(error)")
        }
    }

    /// The node in block style, as a person writes a form file (JSON's are flow).
    static func block(_ node: Node) -> Node {
        switch node {
        case .mapping(let mapping):
            return .mapping(Node.Mapping(mapping.map { (block($0.key), block($0.value)) }, mapping.tag, .block))
        case .sequence(let sequence):
            let items = sequence.map(block)
            let flat = items.allSatisfy { if case .scalar = $0 { true } else { false } }
            return .sequence(Node.Sequence(items, sequence.tag, flat && items.count <= 8 ? .flow : .block))
        case .scalar(var scalar):
            // The encoder writes every number with an exponent (1e+1): written plainly.
            if node.tag == .init(.float), scalar.string.contains("e"), let value = Double(scalar.string), value.isFinite {
                scalar.string = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
            }
            return .scalar(scalar)
        default: return node
        }
    }
}
