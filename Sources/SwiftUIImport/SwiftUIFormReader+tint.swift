import Scenes
import SwiftSyntax

/// `.tint`, `.accentColor`, and `.foregroundColor`/`.foregroundStyle` on a button: the
/// row's tint (BEHAVIOR.md E7.4), one of iOS's system colours by name.
extension SwiftUIFormReader {
    func tint(_ modifier: ViewCall.Modifier, _ row: inout FormDraft.Row) {
        guard let argument = modifier.firstArgument else { return }
        let text = argument.trimmedDescription
        // `.red`, `Color.red`, `Color(.systemRed)`, `.accentColor` (the default).
        var name = text.split(separator: ".").last.map(String.init) ?? text
        if name.hasSuffix(")") { name = String(name.dropLast()) }
        if name.hasPrefix("system") { name = name.dropFirst("system".count).prefix(1).lowercased() + name.dropFirst("system".count + 1) }
        if name == "accentColor" || name == "accent" { return }
        if let tint = FormTint(rawValue: name) {
            row.row.tint = tint
        } else {
            let known = FormTint.allCases.map(\.rawValue).joined(separator: ", ")
            notes.warn(Syntax(argument), "\(modifier.name)(\(text)) is not one of the system colours FormSim draws by name (\(known)); the row keeps the accent colour")
        }
    }
}
