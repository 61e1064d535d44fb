import Foundation
import Glibc
import Locks

/// Tells when files in the `--forms` folders change: inotify on Linux (one descriptor,
/// one watch per folder, waited on with poll(2) so `stop()` is seen within a tick), and
/// where inotify is unavailable, a look at the files' modification times every half
/// second. Never a busy loop. Changes are gathered until 50 ms pass without another, then
/// reported once, as paths.
final class FormWatcher: Sendable {
    private let folders: [URL]
    private let stopped = Lock(false)
    static let quietMilliseconds: Int32 = 50
    static let tickMilliseconds: Int32 = 250

    init(folders: [URL]) {
        self.folders = folders
    }

    /// The watches are in place when this returns: a change saved after it is seen.
    func start(onChange: @escaping @Sendable ([String]) -> Void) {
        let folders = folders
        let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        var names: [Int32: String] = [:]
        if fd >= 0 {
            let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
            for folder in folders {
                let wd = inotify_add_watch(fd, folder.path, mask)
                if wd >= 0 { names[wd] = folder.path }
            }
        }
        let seen = fd >= 0 ? [:] : Self.modificationTimes(folders)
        let watched = names
        let worker = Thread { [self] in
            if fd >= 0 {
                defer { close(fd) }
                watchWithInotify(fd: fd, folders: watched, onChange: onChange)
            } else {
                watchByPolling(folders: folders, since: seen, onChange: onChange)
            }
        }
        worker.name = "formsim.forms"
        worker.start()
    }

    func stop() {
        stopped.withLock { $0 = true }
    }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private func watchWithInotify(fd: Int32, folders: [Int32: String], onChange: @Sendable ([String]) -> Void) {
        var pending = Set<String>()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !isStopped {
            var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, pending.isEmpty ? Self.tickMilliseconds : Self.quietMilliseconds)
            if ready <= 0 {
                if !pending.isEmpty {
                    onChange(pending.sorted())
                    pending.removeAll()
                }
                continue
            }
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            buffer.withUnsafeBytes { raw in
                var offset = 0
                let header = MemoryLayout<inotify_event>.size
                while offset + header <= count {
                    let wd = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameStart = offset + header
                    if length > 0, nameStart + length <= count, let folder = folders[wd] {
                        let bytes = raw[nameStart..<(nameStart + length)].prefix { $0 != 0 }
                        let name = String(decoding: bytes, as: UTF8.self)
                        if !name.hasPrefix("."), !name.hasSuffix("~") { pending.insert("\(folder)/\(name)") }
                    }
                    offset = nameStart + length
                }
            }
        }
    }

    private func watchByPolling(folders: [URL], since: [String: Date], onChange: @Sendable ([String]) -> Void) {
        var seen = since
        while !isStopped {
            usleep(UInt32(Self.tickMilliseconds) * 2_000)
            let now = Self.modificationTimes(folders)
            let changed = Set(now.keys).union(seen.keys).filter { now[$0] != seen[$0] }
            if !changed.isEmpty { onChange(changed.sorted()) }
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
