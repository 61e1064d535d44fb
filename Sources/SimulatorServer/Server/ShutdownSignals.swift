import Dispatch
import Foundation

/// SIGINT and SIGTERM, delivered once to a handler on a dispatch queue (no signal-handler
/// context: the default actions are ignored and the signals arrive as dispatch events).
final class ShutdownSignals {
    private let sources: [any DispatchSourceSignal]

    init(queue: DispatchQueue = DispatchQueue(label: "formsim.signals"), handler: @escaping @Sendable (String) -> Void) {
        let once = OnceFlag()
        sources = [(SIGINT, "SIGINT"), (SIGTERM, "SIGTERM")].map { number, name in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if once.claim() { handler(name) }
            }
            source.resume()
            return source
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
    }
}
