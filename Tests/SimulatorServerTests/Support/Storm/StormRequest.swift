import SimCore
import Wire
import TestSupport

/// One input request of the HTTP storm: its events, sent as `{"events": [...]}` or, when
/// there is one and `bare` is set, as that event alone.
struct StormRequest {
    var events: [JSONValue]
    var bare: Bool

    var body: JSONValue { bare && events.count == 1 ? events[0] : ["events": .array(events)] }

    var text: String { FuzzTests.text(body) }
}
