import Foundation
import Testing
@testable import SimulatorServer
import Wire
import TestSupport

@Suite struct FlatObjectBodyTests {
    /// The body as `JSONDecoder` reads any JSON value.
    func decoded(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    func flat(_ text: String) -> JSONValue? {
        FlatObjectBody.members(Data(text.utf8)).map(JSONValue.object)
    }

    @Test("A flat object body is read from its bytes to the value JSONDecoder reads")
    func flatBodiesReadAsJSONDecoderDoes() throws {
        let bodies = [
            #"{"type":"pick","target":"birthday-picker","date":"1970-01-10"}"#,
            #"{"type":"tap","x":12.5,"y":-0.25,"count":2}"#,
            " {\t\"type\" :\r\n\"key\" , \"key\": \"é日本🙂\", \"shift\":true,\"alt\":false,\"note\":null } \n",
            #"{"a":0,"b":-0,"c":0.1,"d":123456789012345678,"e":-3.14159265358979323846}"#,
            #"{"":""}"#,
            #"{}"#,
        ]
        for body in bodies {
            let read = try #require(flat(body), "\(body)")
            #expect(read == (try decoded(body)), "\(body)")
        }
    }

    @Test("Random flat object bodies are read from their bytes to the value JSONDecoder reads")
    func randomFlatBodiesReadAsJSONDecoderDoes() throws {
        var random = SeededGenerator(seed: 37)
        let characters = Array("abcXYZ09 -_/:.é日🙂") + ["\u{7F}"]
        for _ in 0..<500 {
            var members: [String] = []
            for index in 0..<Int.random(in: 0...6, using: &random) {
                let value: String
                switch Int.random(in: 0..<5, using: &random) {
                case 0: value = "\"" + String((0..<Int.random(in: 0...12, using: &random)).map { _ in characters.randomElement(using: &random)! }) + "\""
                case 1: value = Self.number(using: &random)
                case 2: value = "true"
                case 3: value = "false"
                default: value = "null"
                }
                members.append("\"k\(index)\":\(value)")
            }
            let body = "{" + members.shuffled(using: &random).joined(separator: ",") + "}"
            let read = try #require(flat(body), "\(body)")
            #expect(read == (try decoded(body)), "\(body)")
        }
    }

    /// A number in JSON's grammar without an exponent, at most 40 characters.
    static func number(using random: inout SeededGenerator) -> String {
        let sign = Bool.random(using: &random) ? "-" : ""
        let whole = Int.random(in: 0..<3, using: &random) == 0 ? "0" : String(UInt64.random(in: 1...UInt64.max, using: &random))
        let fraction = Bool.random(using: &random) ? "." + String(UInt32.random(in: 0...UInt32.max, using: &random)) : ""
        return sign + whole + fraction
    }

    @Test("A body that is not a flat object of plain values is left to JSONDecoder, which reads it as before")
    func otherBodiesAreLeftToJSONDecoder() throws {
        let bodies = [
            #"{"events":[{"type":"tap"}]}"#,
            #"{"a":{"b":1}}"#,
            #"{"text":"a\"b","tab":"\t"}"#,
            #"{"x":1e2}"#,
            #"{"x":1.5E-3}"#,
            #"{"x":1,"x":2}"#,
            #"{"x":12345678901234567890123456789012345678901}"#,
            #"[1,2]"#,
            #""text""#,
            // Foundation's reader takes a trailing comma; this reading leaves it to it.
            #"{"a":1,}"#,
        ]
        for body in bodies {
            #expect(flat(body) == nil, "\(body)")
            #expect(try JSONCoding.decode(Data(body.utf8)) == decoded(body), "\(body)")
        }
    }

    @Test("A malformed object body is still refused as malformed JSON")
    func malformedBodiesAreRefused() {
        let bodies = [
            #"{"a":01}"#, #"{"a" 1}"#, #"{"a":"x}"#, #"{"a":tru}"#, #"{"a":1} x"#, #"{"a":-}"#,
            #"{"a":1.}"#, "{\"a\":\"\u{1}\"}", #"{a:1}"#, #"{"a":1"#,
        ]
        for body in bodies {
            #expect(flat(body) == nil, "\(body)")
            #expect(throws: APIError.self, "\(body)") { try JSONCoding.decode(Data(body.utf8)) }
        }
    }
}
