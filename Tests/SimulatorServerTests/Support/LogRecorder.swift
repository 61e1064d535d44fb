import Foundation
import Logging

/// The messages a test server logged at error level and above, kept for the test to read
/// (a `LogHandler` of swift-log that writes to memory).
final class LogRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    var messages: [String] { lock.withLock { lines } }

    fileprivate func record(_ line: String) { lock.withLock { lines.append(line) } }

    /// A logger whose messages at `level` and above this recorder keeps.
    func logger(label: String, level: Logger.Level = .error) -> Logger {
        var logger = Logger(label: label) { _ in Handler(recorder: self) }
        logger.logLevel = level
        return logger
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .error

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.record("\(event.level): \(event.message)")
        }
    }
}
