import Foundation
import Wire

/// What a report takes from the browser client so it draws devices exactly as the page
/// does: the text of its drawing modules, byte for byte as in `Public/js/`, and its font,
/// inlined. The modules import each other by bare names (`formsim/draw.js`); the page's
/// import map resolves those to `js/`, the report's to each module's own text.
public struct FlowReportAssets: Sendable {
    /// The modules `report.js` runs on, itself included: every one it imports, and every
    /// one those import.
    public static let moduleNames = [
        RenderDefaults.moduleName, "wire.js", "render-tree.js", "other-app.js", "draw.js", "device-frame.js", "report.js",
    ]
    /// How one module names another: `formsim/` and its file name in `Public/js/`.
    public static let specifierPrefix = "formsim/"

    /// Each module's file, unchanged, by its name in `Public/js/`; empty when one was missing.
    public var modules: [String: Data] = [:]
    public var fontFaces = ""

    public init(modules: [String: Data] = [:], fontFaces: String = "") {
        self.modules = modules
        self.fontFaces = fontFaces
    }

    /// Reads the modules and fonts of `Public/`; a missing file leaves its part out (the
    /// report then shows its tables without pictures).
    public init(publicDirectory: URL) {
        self.init { path in try? Data(contentsOf: publicDirectory.appendingPathComponent(path)) }
    }

    /// Reads the client's files by their path in `Public/` (`js/draw.js`).
    public init(read: (String) -> Data?) {
        for name in Self.moduleNames {
            // The defaults' module is the server's own, written from Wire's table.
            if name == RenderDefaults.moduleName {
                modules[name] = Data(RenderDefaults.module.utf8)
                continue
            }
            guard let data = read("js/\(name)") else { modules = [:]; break }
            modules[name] = data
        }
        let fonts = [("Inter-Regular.otf", 400), ("Inter-SemiBold.otf", 600)]
        fontFaces = fonts.compactMap { name, weight in
            guard let data = read("fonts/\(name)") else { return nil }
            return "@font-face { font-family: 'Inter'; font-weight: \(weight); src: url(data:font/otf;base64,\(data.base64EncodedString())) format('opentype'); }"
        }.joined(separator: "\n")
    }

    /// Whether the drawing code is here: a report without it shows no pictures.
    public var hasDrawingCode: Bool { !modules.isEmpty }

    /// The import map a report carries: each module's bare name to a `data:` URL of its
    /// file as it is. Base64 holds no character that could end the script element.
    public var importMap: String {
        let imports = modules.mapValues { JSONValue.string("data:text/javascript;base64," + $0.base64EncodedString()) }
        let named = Dictionary(uniqueKeysWithValues: imports.map { (Self.specifierPrefix + $0.key, $0.value) })
        return JSONValue.object(["imports": .object(named)]).scriptText(empty: "{\"imports\":{}}")
    }

    /// The report's scripts, after its data: the import map, then the module that imports
    /// `report.js`, which paints the report on load; nothing without the drawing code.
    public var scripts: String {
        guard hasDrawingCode else { return "" }
        return "<script type=\"importmap\">\(importMap)</script>\n"
            + "<script type=\"module\">import '\(Self.specifierPrefix)report.js';</script>\n"
    }
}
