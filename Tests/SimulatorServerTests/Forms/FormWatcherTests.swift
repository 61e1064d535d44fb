import Foundation
import Locks
import Testing

@testable import SimulatorServer

/// The `--forms` watcher on a real folder (inotify).
@Suite struct FormWatcherTests {
    /// A new empty folder watched, the events reported, and what ends both.
    final class Watched {
        final class Log: Sendable {
            let events = Lock<[FormWatcher.Event]>([])
        }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("watch-\(UUID().uuidString)")
        let log = Log()
        private let watcher: FormWatcher

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            watcher = FormWatcher(folders: [folder])
            watcher.start { [log] event in log.events.withLock { $0.append(event) } }
        }

        deinit {
            watcher.stop()
            try? FileManager.default.removeItem(at: folder)
        }

        func saw(_ event: FormWatcher.Event) -> Bool { log.events.withLock { $0.contains(event) } }
    }

    @Test("a forms folder deleted and made again is reported gone and back, and a save in it is seen")
    func folderComesBack() throws {
        let watched = try Watched()
        let folder = watched.folder
        func waitFor(_ expected: FormWatcher.Event) -> Bool { eventually { watched.saw(expected) } }
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
        let watched = try Watched()
        let folder = watched.folder
        let form = folder.appendingPathComponent("form.yaml")
        let noise = folder.appendingPathComponent("noise.log")
        var seen = false
        for tick in 0..<200 where !seen {
            try Data("\(tick)\n".utf8).write(to: noise)
            if tick == 5 { try Data("title: Saved\n".utf8).write(to: form) }
            // The noise's pace, a write every 10 ms, is what the watcher must see past.
            Thread.sleep(forTimeInterval: 0.01)
            seen = watched.saw(.changed([form.path]))
        }
        #expect(seen)
        #expect(!watched.log.events.withLock { $0.contains { if case .changed(let paths) = $0 { paths.contains(noise.path) } else { false } } })
    }
}
