import Foundation
import Locks
import Testing

@testable import SimulatorServer

/// The `--forms` watcher on a real folder (inotify).
@Suite struct FormWatcherTests {
    @Test("a forms folder deleted and made again is reported gone and back, and a save in it is seen")
    func folderComesBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Lock<[FormWatcher.Event]>([])
        let watcher = FormWatcher(folders: [folder])
        watcher.start { event in events.withLock { $0.append(event) } }
        defer { watcher.stop() }
        func waitFor(_ expected: FormWatcher.Event) -> Bool {
            for _ in 0..<100 {
                if events.withLock({ $0.contains(expected) }) { return true }
                Thread.sleep(forTimeInterval: 0.05)
            }
            return false
        }
        try FileManager.default.removeItem(at: folder)
        #expect(waitFor(.folderGone(folder.path)))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(waitFor(.folderBack(folder.path)))
        let file = folder.appendingPathComponent("back.yaml")
        try Data("title: Back\n".utf8).write(to: file)
        #expect(waitFor(.changed([file.path])))
    }

    @Test("a save is reported while a non-form file in the folder is rewritten without pause")
    func noiseDoesNotStarve() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let events = Lock<[FormWatcher.Event]>([])
        let watcher = FormWatcher(folders: [folder])
        watcher.start { event in events.withLock { $0.append(event) } }
        defer { watcher.stop() }
        let form = folder.appendingPathComponent("form.yaml")
        let noise = folder.appendingPathComponent("noise.log")
        var seen = false
        for tick in 0..<200 where !seen {
            try Data("\(tick)\n".utf8).write(to: noise)
            if tick == 5 { try Data("title: Saved\n".utf8).write(to: form) }
            Thread.sleep(forTimeInterval: 0.01)
            seen = events.withLock { $0.contains(.changed([form.path])) }
        }
        #expect(seen)
        #expect(!events.withLock { $0.contains { if case .changed(let paths) = $0 { paths.contains(noise.path) } else { false } } })
    }
}
