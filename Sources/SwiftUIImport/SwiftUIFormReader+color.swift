import Foundation
import Scenes
import SwiftSyntax

/// `ColorPicker`: a `color` row whose well starts with the bound state's colour where it
/// is a literal FormSim can name (`.blue`, `Color.red`, `Color(.systemTeal)`,
/// `Color(red:green:blue:)` as `#RRGGBB`), and a warning where it cannot tell the colour.
extension SwiftUIFormReader {
    mutating func colorPicker(_ call: ViewCall, title: String?, _ scope: Scope) -> FormDraft.Row {
        let binding = bound(call.argument("selection"))
        let label = title ?? controlLabel(call, trailingIsLabel: true, scope)
        var value: String?
        if let expr = binding.flatMap(initial) {
            value = Self.colorValue(expr)
            if value == nil {
                warn(Syntax(expr), "the colour \(expr.trimmedDescription.prefix(40)) is not one FormSim can name (a system colour or Color(red:green:blue:)): the well starts empty")
            }
        } else {
            warn(call.node, "the ColorPicker's starting colour cannot be told from its selection: the well starts empty")
        }
        return draftRow(.color(value: value), label: label, binding: binding, call)
    }

    /// A colour literal as a `color` row's value: a system colour's name or `#RRGGBB`.
    static func colorValue(_ expr: ExprSyntax) -> String? {
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let labels = call.arguments.map { $0.label?.text }
            if Expressions.calleeName(call) == "Color", labels.starts(with: ["red", "green", "blue"]) {
                return hex(call.arguments.prefix(3).map { Expressions.number($0.expression) })
            }
            // `Color(.systemRed)`, `Color(uiColor: .systemRed)`: the colour inside.
            if let inner = call.arguments.first?.expression, call.arguments.count == 1 { return colorValue(inner) }
            return nil
        }
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        var name = member.declName.baseName.text
        if name.hasPrefix("system"), name.count > "system".count {
            let rest = name.dropFirst("system".count)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return FormColor.color(of: name) != nil && !name.hasPrefix("#") ? name : nil
    }

    /// Three components from 0 to 1 as `#RRGGBB`; nil unless all three are literals.
    static func hex(_ components: [Double?]) -> String? {
        let bytes = components.compactMap { $0 }.filter { (0...1).contains($0) }.map { Int(($0 * 255).rounded()) }
        guard bytes.count == 3 else { return nil }
        return "#" + bytes.map { String(format: "%02X", $0) }.joined()
    }
}
