import Foundation
import Testing
@testable import SimulatorServer
import Wire
import TestSupport

@Suite struct ObjectBodyTests {
    /// The body as any JSON value, the way it was read before `ObjectBody`.
    func anyValue(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    @Test("An object body reads to the same value as any JSON value, whatever its events hold")
    func objectBodiesReadAsAnyValue() throws {
        let bodies = [
            #"{"events":[{"type":"rotate","orientation":"landscapeLeft"}]}"#,
            #"{"events":[{"type":"tap","x":1.5,"y":-2},{"type":"drag","from":[1,2],"to":[3,4],"ms":300}],"extra":null}"#,
            #"{"events":"tap"}"#,
            #"{"events":[1,{"type":"tap"},"x",[],null,true]}"#,
            #"{"events":[],"device":"iphone-15"}"#,
            #"{"events":{"type":"tap"}}"#,
            #"{"type":"key","key":"Enter","shift":true,"nested":{"a":[{"b":false}]}}"#,
            #"{}"#,
        ]
        for body in bodies {
            #expect(try JSONCoding.decode(Data(body.utf8)) == anyValue(body), "\(body)")
        }
    }

    @Test("A body with a broken events list is still malformed JSON")
    func brokenEventsAreMalformed() {
        #expect(throws: APIError.self) { try JSONCoding.decode(Data(#"{"events":[{"type":}]}"#.utf8)) }
    }
}
