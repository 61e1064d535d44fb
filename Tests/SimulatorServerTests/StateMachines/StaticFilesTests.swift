import Foundation
import Testing

@testable import SimulatorServer

@Suite("StaticFiles")
struct StaticFilesTests {
    let files = StaticFiles(files: [
        "/index.html": Data("<!doctype html>".utf8),
        "/js/app.js": Data("export {}".utf8),
        "/css/app.css": Data("body{}".utf8),
        "/img/a.png": Data([0x89, 0x50]),
        "/favicon.svg": Data("<svg/>".utf8),
        "/data.json": Data("{}".utf8),
    ])

    @Test("Each file is served with the content type of its extension")
    func contentTypes() {
        #expect(files.file(at: "/js/app.js")?.contentType == "text/javascript; charset=utf-8")
        #expect(files.file(at: "/css/app.css")?.contentType == "text/css; charset=utf-8")
        #expect(files.file(at: "/index.html")?.contentType == "text/html; charset=utf-8")
        #expect(files.file(at: "/img/a.png")?.contentType == "image/png")
        #expect(files.file(at: "/favicon.svg")?.contentType == "image/svg+xml")
        #expect(files.file(at: "/data.json")?.contentType == "application/json")
    }

    @Test("The root path serves index.html")
    func root() {
        let response = files.response(path: "/", ifNoneMatch: nil)
        #expect(response.status == 200)
        #expect(response.body == Data("<!doctype html>".utf8))
    }

    @Test("The ETag is a quoted hash that changes with the bytes")
    func etag() {
        let tag = StaticFiles.etag(of: Data("a".utf8))
        #expect(tag.hasPrefix("\"") && tag.hasSuffix("\""))
        #expect(tag != StaticFiles.etag(of: Data("b".utf8)))
        #expect(tag == StaticFiles.etag(of: Data("a".utf8)))
    }

    @Test("A matching If-None-Match answers 304 without a body")
    func notModified() {
        let etag = files.file(at: "/js/app.js")?.etag ?? ""
        let response = files.response(path: "/js/app.js", ifNoneMatch: "\"other\", \(etag)")
        #expect(response.status == 304)
        #expect(response.body.isEmpty)
        #expect(response.header("ETag") == etag)
        #expect(files.response(path: "/js/app.js", ifNoneMatch: "\"other\"").status == 200)
    }

    @Test("A file's 200 and 304 answers may be reused per path and status; a 404 may not")
    func reuseKeys() {
        let etag = files.file(at: "/js/app.js")?.etag ?? ""
        #expect(files.response(path: "/js/app.js", ifNoneMatch: nil).reuseKey == "200 /js/app.js")
        #expect(files.response(path: "/js/app.js", ifNoneMatch: etag).reuseKey == "304 /js/app.js")
        #expect(files.response(path: "/css/app.css", ifNoneMatch: nil).reuseKey == "200 /css/app.css")
        #expect(files.response(path: "/nope.js", ifNoneMatch: nil).reuseKey == nil)
    }

    @Test("An unknown path, including one that climbs out of the folder, is a 404 JSON error")
    func unknown() {
        for path in ["/nope.js", "/../Package.swift", "/js/../../etc/passwd", ""] {
            let response = files.response(path: path, ifNoneMatch: nil)
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == "application/json")
        }
    }

    @Test("A folder is read recursively, hidden files skipped")
    func readsFolder() throws {
        let dir = try TemporaryPublic.make()
        defer { try? FileManager.default.removeItem(at: dir) }
        let read = try StaticFiles(directory: dir)
        #expect(Set(read.files.keys) == ["/", "/index.html", "/js/app.js", "/css/app.css"])
    }

    @Test("A module the server writes is served beside the folder's files, as JavaScript with its own ETag")
    func addedModule() {
        let added = files.adding(Data("export const A = 1;\n".utf8), at: "/js/written.js")
        let response = added.response(path: "/js/written.js", ifNoneMatch: nil)
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix("text/javascript") == true)
        #expect(response.body == Data("export const A = 1;\n".utf8))
        #expect(added.response(path: "/js/written.js", ifNoneMatch: response.header("ETag")).status == 304)
        #expect(files.response(path: "/js/written.js", ifNoneMatch: nil).status == 404)
    }
}
