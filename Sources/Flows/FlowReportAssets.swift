import Foundation

/// What the report takes from the browser client so it draws devices exactly as the page
/// does: its drawing modules (made one script) and its font, inlined.
public struct FlowReportAssets: Sendable {
    /// The modules in dependency order: each only imports ones before it.
    public static let modules = ["wire.js", "render-tree.js", "other-app.js", "draw.js", "device-frame.js", "report.js"]
    public var script = ""
    public var fontFaces = ""

    public init(script: String = "", fontFaces: String = "") {
        self.script = script
        self.fontFaces = fontFaces
    }

    /// Reads the modules and fonts of `Public/`; a missing file leaves its part out (the
    /// report then shows its tables without pictures).
    public init(publicDirectory: URL) {
        self.init { path in try? Data(contentsOf: publicDirectory.appendingPathComponent(path)) }
    }

    /// Reads the client's files by their path in `Public/` (`js/draw.js`).
    public init(read: (String) -> Data?) {
        var parts: [String] = []
        for name in Self.modules {
            guard let data = read("js/\(name)") else { parts = []; break }
            parts.append("// ---- \(name)\n" + Self.unmodule(String(decoding: data, as: UTF8.self)))
        }
        script = parts.joined(separator: "\n")
        let fonts = [("Inter-Regular.otf", 400), ("Inter-SemiBold.otf", 600)]
        fontFaces = fonts.compactMap { name, weight in
            guard let data = read("fonts/\(name)") else { return nil }
            return "@font-face { font-family: 'Inter'; font-weight: \(weight); src: url(data:font/otf;base64,\(data.base64EncodedString())) format('opentype'); }"
        }.joined(separator: "\n")
    }

    /// An ES module as plain script: its imports dropped (the modules it imports come
    /// before it) and `export` taken off its declarations.
    static func unmodule(_ text: String) -> String {
        var out: [Substring] = []
        var inImport = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if inImport || line.hasPrefix("import ") {
                inImport = !line.contains(" from ") && !line.hasSuffix(";")
                continue
            }
            if line.hasPrefix("export {") || line.hasPrefix("export *") { continue }
            out.append(line.hasPrefix("export ") ? line.dropFirst("export ".count) : line)
        }
        return out.joined(separator: "\n")
    }
}
