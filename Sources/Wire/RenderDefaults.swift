import SimCore

/// What the client draws for a property a node leaves out: the values Wire leaves out
/// (`RenderNode.Fields`' defaults) and the text's font, colour and alignment when a node
/// names none. The page's modules import it as `render-defaults.js`, written from this
/// table, so the server and the client read one definition.
public enum RenderDefaults {
    /// The module's name among the client's (`formsim/render-defaults.js`).
    public static let moduleName = "render-defaults.js"

    /// Each property with a default, by its wire name.
    public static var table: [(name: String, value: JSONValue)] {
        let blank = RenderNode.Fields(frame: .zero)
        return [
            ("kind", .string(blank.kind.rawValue)), ("children", .array([])), ("fill", .null),
            ("cornerRadius", .number(blank.cornerRadius)), ("borderWidth", .number(blank.borderWidth)), ("borderColor", .null),
            ("dash", .null), ("alpha", .number(blank.alpha)), ("scale", .number(blank.scale)), ("hidden", .bool(blank.hidden)),
            ("clip", .bool(blank.clip)), ("font", .font(RenderNode.defaultFont)), ("color", .string(RenderNode.defaultColor.css)),
            ("align", .string(RenderNode.defaultAlign.rawValue)), ("shadow", .number(blank.shadow)), ("blink", .bool(blank.blink)),
            ("rtl", .bool(blank.rtl)),
        ]
    }

    /// The module: `export const DEFAULTS`, frozen, arrays too.
    public static var module: String {
        let members = table.map { name, value in
            let json = String(decoding: value.jsonData, as: UTF8.self)
            if case .array = value { return "  \(name): Object.freeze(\(json))," }
            return "  \(name): \(json),"
        }
        return """
            // Written by the server from Wire's RenderDefaults: what a node drawn without a
            // property draws (the server leaves these values out). Not a file in Public/js.
            export const DEFAULTS = Object.freeze({
            \(members.joined(separator: "\n"))
            });

            """
    }
}
