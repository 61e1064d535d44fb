import ArgumentParser
import Flows
import Foundation

/// Where the browser client's files are when `--public` is not given: `Public/` in the
/// folder the command runs in, else the one that came with this binary — beside it, in
/// the package it was built in (`.build/debug/` is two folders below `Public/`), or in
/// `share/formsim/` beside its `bin/`. So `run-flows` and `serve` work from any folder.
enum PublicFolder {
    /// A folder holds the client when it has the page.
    static func holdsClient(_ folder: URL) -> Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("index.html").path)
    }

    /// `given` when set (as written: a wrong one is the person's to see), else the first
    /// folder of the client found.
    static func locate(given: String?, workingDirectory: URL, executable: URL) -> URL {
        if let given { return URL(fileURLWithPath: given, relativeTo: workingDirectory).standardizedFileURL }
        for candidate in candidates(workingDirectory: workingDirectory, executable: executable) where holdsClient(candidate) {
            return candidate
        }
        return workingDirectory.appendingPathComponent("Public")
    }

    static func candidates(workingDirectory: URL, executable: URL) -> [URL] {
        let binary = executable.resolvingSymlinksInPath().deletingLastPathComponent()
        var folders = [workingDirectory.appendingPathComponent("Public"), binary.appendingPathComponent("Public")]
        var up = binary
        for _ in 0..<4 {
            up = up.deletingLastPathComponent()
            folders.append(up.appendingPathComponent("Public"))
        }
        folders.append(binary.deletingLastPathComponent().appendingPathComponent("share/formsim/Public"))
        return folders.map(\.standardizedFileURL)
    }

    /// This process's: its working directory and its executable.
    static func locate(given: String?) -> URL {
        let working = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0], relativeTo: working)
        return locate(given: given, workingDirectory: working, executable: executable)
    }
}

extension PublicFolder {
    /// The drawing code and font a report (flows, audit) inlines, from the client folder
    /// `given` or found; a report without them would show no pictures, so this says so
    /// and exits 2 rather than have one written blank.
    static func reportAssets(given: String?) throws -> FlowReportAssets {
        let folder = locate(given: given)
        let assets = FlowReportAssets(publicDirectory: folder)
        guard assets.hasDrawingCode else {
            FileHandle.standardError.write(Data("error: --report: the drawing code is not in \(folder.path) (pass --public DIR)\n".utf8))
            throw ExitCode(2)
        }
        return assets
    }
}

