import Foundation
import Testing

@testable import SimulatorServer

/// Where the client's files are found when `--public` is not given.
@Suite struct PublicFolderTests {
    func makeTree() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("public-\(UUID().uuidString)")
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("pkg/.build/debug"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("pkg/Public"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try Data("<!doctype html>".utf8).write(to: root.appendingPathComponent("pkg/Public/index.html"))
        try Data().write(to: root.appendingPathComponent("pkg/.build/debug/SimulatorServer"))
        return root.resolvingSymlinksInPath()
    }

    @Test("from any folder, the client of the package the binary was built in is found")
    func besideTheBuild() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let found = PublicFolder.locate(
            given: nil, workingDirectory: root.appendingPathComponent("elsewhere"),
            executable: root.appendingPathComponent("pkg/.build/debug/SimulatorServer"))
        #expect(found.path == root.appendingPathComponent("pkg/Public").standardizedFileURL.path)
    }

    @Test("a Public/ in the working folder comes first, and --public is taken as given")
    func workingFolderAndGiven() throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let binary = root.appendingPathComponent("pkg/.build/debug/SimulatorServer")
        let here = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: here.appendingPathComponent("Public"), withIntermediateDirectories: true)
        try Data().write(to: here.appendingPathComponent("Public/index.html"))
        #expect(PublicFolder.locate(given: nil, workingDirectory: here, executable: binary).path == here.appendingPathComponent("Public").path)
        #expect(PublicFolder.locate(given: "../mine", workingDirectory: here, executable: binary).path == root.appendingPathComponent("mine").path)
    }
}
