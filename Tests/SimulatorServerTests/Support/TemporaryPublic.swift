import Foundation

/// A small public folder for tests: index.html, js/app.js, css/app.css and a hidden file.
enum TemporaryPublic {
    static let index = "<!doctype html><title>FormSim test</title>"

    static func make() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formsim-public-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: dir.appendingPathComponent("js"), withIntermediateDirectories: true)
        try fm.createDirectory(at: dir.appendingPathComponent("css"), withIntermediateDirectories: true)
        try Data(index.utf8).write(to: dir.appendingPathComponent("index.html"))
        try Data("export const x = 1;\n".utf8).write(to: dir.appendingPathComponent("js/app.js"))
        try Data("body { margin: 0 }\n".utf8).write(to: dir.appendingPathComponent("css/app.css"))
        try Data("secret".utf8).write(to: dir.appendingPathComponent(".hidden"))
        return dir
    }
}
