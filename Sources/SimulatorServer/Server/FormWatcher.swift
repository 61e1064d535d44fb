import Foundation
import Glibc
import Locks

/// Tells when form files in the `--forms` folders change: inotify on Linux (one
/// descriptor, one watch per folder, waited on with poll(2) so `stop()` is seen within a
/// tick), and where inotify is unavailable, a look at the files' modification times every
/// half second. Never a busy loop. Each file is debounced on its own (`ReloadDebounce`),
/// files that are not forms are ignored, and a folder that is deleted is looked for every
/// tick and watched again when it comes back (its forms then count as changed).
final class FormWatcher: Sendable {
    enum Event: Equatable, Sendable {
        /// Form files saved (or removed), due for a reload.
        case changed([String])
        case folderGone(String)
        case folderBack(String)
    }

    private let folders: [URL]
    private let stopped = Lock(false)
    static let tickMilliseconds: Int32 = 250

    init(folders: [URL]) {
        self.folders = folders
    }

    /// The watches are in place when this returns: a change saved after it is seen.
    func start(onEvent: @escaping @Sendable (Event) -> Void) {
        let folders = folders
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        var watched: [Int32: String] = [:]
        var missing: [String] = []
        if fd >= 0 {
            for folder in folders {
                if let wd = Self.watch(fd, folder.path) { watched[wd] = folder.path } else { missing.append(folder.path) }
            }
        }
        let seen = fd >= 0 ? [:] : Self.modificationTimes(folders)
        let worker = Thread { [self, watched, missing] in
            if fd >= 0 {
                defer { close(fd) }
                watchWithInotify(fd: fd, watched: watched, missing: missing, onEvent: onEvent)
            } else {
                watchByPolling(folders: folders, since: seen, onEvent: onEvent)
            }
        }
        worker.name = "formsim.forms"
        worker.start()
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private static func watch(_ fd: Int32, _ path: String) -> Int32? {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_DELETE_SELF | IN_MOVE_SELF)
        let wd = inotify_add_watch(fd, path, mask)
        return wd >= 0 ? wd : nil
    }

    private static var now: Double { Date().timeIntervalSinceReferenceDate }

    private func watchWithInotify(
        fd: Int32, watched initial: [Int32: String], missing initialMissing: [String], onEvent: @Sendable (Event) -> Void
    ) {
        var watched = initial
        var missing = initialMissing
        var debounce = ReloadDebounce()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            let wait = debounce.nextDeadline.map { Int32(max(0, min(Double(Self.tickMilliseconds), ($0 - Self.now) * 1000))) + 1 }
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&pfd, 1, wait ?? Self.tickMilliseconds) > 0 {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    for event in Self.events(in: buffer, count: count) {
                        guard let folder = watched[event.wd] else { continue }
                        if event.mask & UInt32(IN_IGNORED | IN_DELETE_SELF | IN_MOVE_SELF) != 0 {
                            // The folder itself went (deleted or moved away): look for it every tick.
                            watched[event.wd] = nil
                            inotify_rm_watch(fd, event.wd)
                            if !missing.contains(folder) {
                                missing.append(folder)
                                onEvent(.folderGone(folder))
                            }
                        } else if !event.name.isEmpty {
                            debounce.changed("\(folder)/\(event.name)", at: Self.now)
                        }
                    }
                }
            }
            for folder in missing {
                guard let wd = Self.watch(fd, folder) else { continue }
                missing.removeAll { $0 == folder }
                watched[wd] = folder
                onEvent(.folderBack(folder))
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names { debounce.changed("\(folder)/\(name)", at: Self.now) }
            }
            let due = debounce.due(at: Self.now)
            if !due.isEmpty { onEvent(.changed(due)) }
        }
    }

    /// The inotify events in the first `count` bytes: watch, mask and name.
    private static func events(in buffer: [UInt8], count: Int) -> [(wd: Int32, mask: UInt32, name: String)] {
        buffer.withUnsafeBytes { raw in
            var events: [(wd: Int32, mask: UInt32, name: String)] = []
            var offset = 0
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= count {
                let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameStart = offset + header
                var name = ""
                if length > 0, nameStart + length <= count {
                    name = String(decoding: raw[nameStart..<(nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
                }
                events.append((wd, mask, name))
                offset = nameStart + length
            }
            return events
        }
    }

    private func watchByPolling(folders: [URL], since: [String: Date], onEvent: @Sendable (Event) -> Void) {
        var seen = since
        while !isStopped {
            usleep(UInt32(Self.tickMilliseconds) * 2_000)
            let now = Self.modificationTimes(folders)
            let changed = Set(now.keys).union(seen.keys).filter { now[$0] != seen[$0] && ReloadDebounce.isForm($0) }
            if !changed.isEmpty { onEvent(.changed(changed.sorted())) }
            seen = now
        }
    }

    static func modificationTimes(_ folders: [URL]) -> [String: Date] {
        var out: [String: Date] = [:]
        for folder in folders {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
                let path = folder.appendingPathComponent(name).path
                out[path] = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
            }
        }
        return out
    }
}
