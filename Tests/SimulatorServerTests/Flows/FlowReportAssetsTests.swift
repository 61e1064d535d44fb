@testable import Flows
import Foundation
import Testing
import Wire

/// The reports run the page's own modules: the files of `Public/js`, unchanged, resolved
/// by an import map (the browser tests open the reports and watch them draw).
@Suite struct FlowReportAssetsTests {
    static let publicJS = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Public/js")

    /// The report's import map: bare name → the bytes its `data:` URL holds.
    func mapped(_ assets: FlowReportAssets) throws -> [String: Data] {
        let map = try #require(try JSONSerialization.jsonObject(with: Data(assets.importMap.utf8)) as? [String: [String: String]])
        let prefix = "data:text/javascript;base64,"
        return try (map["imports"] ?? [:]).mapValues { url in
            #expect(url.hasPrefix(prefix))
            return try #require(Data(base64Encoded: String(url.dropFirst(prefix.count))))
        }
    }

    /// The bare names a module imports (`formsim/draw.js`), and its relative imports: what
    /// follows `from` or `import` on its import and export lines.
    func imports(_ text: String) -> (bare: [String], relative: [String]) {
        var bare: [String] = [], relative: [String] = []
        let statements = text.split(separator: "\n").filter { line in
            ["import ", "export ", "} from "].contains { line.hasPrefix($0) }
        }
        for line in statements {
            for quote in ["'", "\""] {
                for part in line.components(separatedBy: "from \(quote)").dropFirst() + line.components(separatedBy: "import \(quote)").dropFirst() {
                    guard let end = part.firstIndex(of: Character(quote)) else { continue }
                    let specifier = String(part[..<end])
                    if specifier.hasPrefix(".") { relative.append(specifier) } else { bare.append(specifier) }
                }
            }
        }
        return (bare, relative)
    }

    @Test("each module in the report's import map is its file in Public/js, byte for byte, or the server's defaults module")
    func modulesUnchanged() throws {
        let map = try mapped(FlowReportAssets(publicDirectory: Self.publicJS.deletingLastPathComponent()))
        #expect(map.count == FlowReportAssets.moduleNames.count)
        #expect(map["formsim/\(RenderDefaults.moduleName)"] == Data(RenderDefaults.module.utf8))
        for name in FlowReportAssets.moduleNames where name != RenderDefaults.moduleName {
            let file = try Data(contentsOf: Self.publicJS.appendingPathComponent(name))
            #expect(map["formsim/\(name)"] == file, "\(name)")
        }
    }

    @Test("every module the report's modules import is in its import map")
    func importsResolve() throws {
        let map = try mapped(FlowReportAssets(publicDirectory: Self.publicJS.deletingLastPathComponent()))
        for (name, data) in map {
            for specifier in imports(String(decoding: data, as: UTF8.self)).bare {
                #expect(map[specifier] != nil, "\(name) imports \(specifier), which the report does not hold")
            }
        }
    }

    /// A relative import cannot be resolved from a `data:` URL; a bare name is resolved the
    /// same way on the page and in a report, by their import maps.
    @Test("the page's modules import each other by bare names only")
    func bareNamesOnly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.publicJS.path).filter { $0.hasSuffix(".js") }
        #expect(files.count > FlowReportAssets.moduleNames.count)
        for file in files {
            let found = imports(try String(contentsOf: Self.publicJS.appendingPathComponent(file), encoding: .utf8))
            #expect(found.relative == [], "\(file)")
            #expect(found.bare.allSatisfy { $0.hasPrefix(FlowReportAssets.specifierPrefix) }, "\(file): \(found.bare)")
        }
    }

    @Test("without the client's modules a report has no script, and one missing module leaves them all out")
    func missingModule() {
        #expect(FlowReportAssets(read: { _ in nil }).scripts == "")
        let withoutDraw = FlowReportAssets { $0 == "js/draw.js" ? nil : Data("export {};".utf8) }
        #expect(!withoutDraw.hasDrawingCode)
        #expect(withoutDraw.scripts == "")
    }
}
