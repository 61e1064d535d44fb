import Foundation
import Testing

@testable import SimulatorServer

@Suite("StaticFiles fonts")
struct StaticFilesFontTests {
    @Test("Font files get font/* content types, in subfolders too")
    func fontContentTypes() {
        let files = StaticFiles(files: [
            "/fonts/a.woff2": Data([0x77]), "/fonts/b.woff": Data([0x77]),
            "/fonts/c.ttf": Data([0]), "/fonts/d.OTF": Data([0x4F]),
        ])
        #expect(files.file(at: "/fonts/a.woff2")?.contentType == "font/woff2")
        #expect(files.file(at: "/fonts/b.woff")?.contentType == "font/woff")
        #expect(files.file(at: "/fonts/c.ttf")?.contentType == "font/ttf")
        #expect(files.file(at: "/fonts/d.OTF")?.contentType == "font/otf")
    }

    @Test("The repository's Public folder serves the shipped fonts from Public/fonts")
    func shippedFonts() throws {
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let files = try StaticFiles(directory: repo.appendingPathComponent("Public"))
        for name in ["Inter-Regular.otf", "Inter-SemiBold.otf"] {
            let file = files.file(at: "/fonts/" + name)
            #expect(file?.contentType == "font/otf", "\(name)")
            #expect(file?.body.prefix(4) == Data("OTTO".utf8), "\(name) is an OpenType CFF font")
        }
        let cjk = files.file(at: "/fonts/NotoSansCJKjp-Subset-Regular.woff2")
        #expect(cjk?.contentType == "font/woff2")
        #expect(cjk?.body.prefix(4) == Data("wOF2".utf8))
    }
}
