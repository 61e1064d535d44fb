import Foundation
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// `RenderValue.jsonData`, the writer of the server's answers, against `JSONEncoder` with
/// the server's settings.
@Suite struct JSONTextTests {
    static func encoded(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }

    /// Up to fifteen random events sent one at a time to `simulator`: each one's step and commit.
    static func randomCommits(on simulator: Simulator, random: inout RandomEvents) -> [(step: Int, commit: Commit)] {
        var commits: [(step: Int, commit: Commit)] = []
        var tree = simulator.semanticTree()
        for step in 0..<15 {
            guard let event = try? InputEvent.parse(random.next(on: tree), path: "event") else { continue }
            commits.append((step, simulator.sendPartially([event]).commit))
            tree = simulator.semanticTree()
        }
        return commits
    }

    /// The bytes Wire wrote, read back with `JSONDecoder`.
    static func decoded(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    @Test("render trees are written byte for byte as JSONEncoder writes them, on every scene")
    func renderTreesMatchTheEncoder() throws {
        for configuration in FuzzTests.configurations() {
            let simulator = Simulator(configuration: configuration, clock: ManualClock())
            let value = simulator.renderTree.snapshot
            #expect(value.jsonData == (try Self.encoded(value)), "\(configuration.scene.id)")
        }
    }

    @Test("the ops of random events on every scene read back as the same ops, in JSONEncoder's sorted form")
    func opsReadBackAsTheSameOps() throws {
        var random = RandomEvents(seed: 20261125)
        var compared = 0
        for configuration in FuzzTests.configurations() {
            let simulator = Simulator(configuration: configuration, clock: ManualClock())
            for (_, commit) in Self.randomCommits(on: simulator, random: &random) {
                let written = commit.ops.jsonData
                let read = try Self.decoded(written)
                #expect(try WireOps.ops(read) == WireOps.expected(commit.ops), "\(configuration.scene.id): \(String(decoding: written.prefix(300), as: UTF8.self))")
                #expect(written == (try Self.encoded(read)), "\(configuration.scene.id): not in sorted form")
                compared += 1
            }
        }
        #expect(compared > 200)
    }

    @Test("a move is written as the update of its frame alone, its animation's members sorted")
    func aMoveIsWrittenAsAnUpdate() {
        let move = RenderOp.move(
            id: "row", frame: Rect(x: 0, y: 88.5, width: 393, height: 44),
            animation: Animation(duration: 0.3, from: Animation.Start(frame: Rect(x: 0, y: 44, width: 393, height: 44))))
        #expect(
            String(decoding: [move].jsonData, as: UTF8.self)
                == #"[{"animation":{"curve":"easeInOut","delay":0,"duration":0.3,"from":{"frame":[0,44,393,44]}},"id":"row","op":"update","props":{"frame":[0,88.5,393,44]}}]"#)
    }

    @Test("the insert of a node is written byte for byte as its properties on the wire, sorted")
    func anInsertOfANodeIsWrittenAsItsProperties() {
        var node = RenderNode(id: "row", frame: Rect(x: 0, y: 88.5, width: 393, height: 44))
        node.kind = .text
        node.text = "Ann \"B\""
        node.children = ["a", "b"]
        node.fill = .white
        node.alpha = 0.5
        node.shadow = 2
        node.blink = true
        node.rtl = true
        let props = JSONValue.object(node.json).jsonData
        #expect([RenderOp.insert(id: "row", node: node)].jsonData == Data(#"[{"id":"row","op":"insert","props":"#.utf8) + props + Data("}]".utf8))
        #expect(String(decoding: props, as: UTF8.self) == ##"{"alpha":0.5,"blink":true,"children":["a","b"],"fill":"#FFFFFF","frame":[0,88.5,393,44],"kind":"text","rtl":true,"shadow":2,"text":"Ann \"B\""}"##)
    }

    @Test("a text op is written as the update of its text alone, escaped as any string")
    func aTextOpIsWrittenAsAnUpdate() {
        let op = RenderOp.text(id: "n66", text: "a \"q\"")
        #expect(String(decoding: [op].jsonData, as: UTF8.self) == #"[{"id":"n66","op":"update","props":{"text":"a \"q\""}}]"#)
    }

    @Test("a new session's answer is written byte for byte as JSONEncoder writes it, on every scene")
    func createdAnswersMatchTheEncoder() throws {
        var compared = 0
        for configuration in FuzzTests.configurations() {
            let simulator = Simulator(configuration: configuration, clock: ManualClock())
            let created = Router.Created(
                id: "s-\(compared)\"/\u{1}", version: simulator.version, tree: simulator.semanticTree(),
                render: simulator.renderTree.snapshot)
            #expect(try Router.createdBody(created) == Self.encoded(created), "\(configuration.scene.id)")
            compared += 1
        }
        #expect(compared > 5)
    }

    @Test("an ops answer reads back as its ops, since, touch and version, in JSONEncoder's sorted form")
    func opsAnswersReadBack() throws {
        var random = RandomEvents(seed: 20261126)
        var compared = 0
        for configuration in FuzzTests.configurations() {
            let simulator = Simulator(configuration: configuration, clock: ManualClock())
            for (step, commit) in Self.randomCommits(on: simulator, random: &random) {
                let since = step % 2 == 0 ? commit.version - 1 : nil
                let touch = commit.touch?.json
                let written = OpsAnswer.jsonData(ops: commit.ops, version: commit.version, since: since, touch: touch)
                let read = try Self.decoded(written)
                var keys = ["ops", "version"]
                if since != nil { keys.append("since") }
                if touch != nil { keys.append("touch") }
                #expect(read.object.map { Set($0.keys) } == Set(keys))
                #expect(try WireOps.ops(read["ops"] ?? .null) == WireOps.expected(commit.ops))
                #expect(read["version"]?.number == Double(commit.version))
                #expect(read["since"]?.number == since.map(Double.init))
                #expect(read["touch"] == touch)
                #expect(written == (try Self.encoded(read)), "\(configuration.scene.id): not in sorted form")
                compared += 1
            }
        }
        #expect(compared > 100)
    }

    @Test("strings with quotes, backslashes, slashes, control characters and any script are escaped as JSONEncoder escapes them")
    func strings() throws {
        var texts = ["", "plain", "a \"quoted\" \\ back/slash", "tab\tnew\nline\rcarriage", "\u{08}\u{0C}\u{00}\u{01}\u{1F}\u{7F}",
                     "日本語 العربية עברית 👩‍👩‍👧 e\u{301}", "</script>", "\u{2028}\u{2029}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let scalars = (0..<Int.random(in: 0...12, using: &generator)).compactMap { _ in
                Unicode.Scalar(UInt32.random(in: 0...0x2FFF, using: &generator))
            }
            texts.append(String(String.UnicodeScalarView(scalars)))
        }
        for text in texts {
            let value = JSONValue.object([text: .string(text)])
            #expect(value.jsonData == (try Self.encoded(value)), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("integers, eighths, fractions, very large and very small numbers and negative zero are written as JSONEncoder writes them")
    func numbers() throws {
        var numbers: [Double] = [0, -0.0, 1, -1, 12, 0.5, 0.1, 1.0 / 3, 2.0 / 3, 375.5, 1e15, 1e15 - 1, 1e16, 1e21, 1e22, 123456789012345678,
                                 1e-7, 5e-324, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0.000001, 4.35, 812.3333333333334,
                                 0.125, -0.125, -0.875, 0.375, 196.625, 999_999_999.875, -999_999_999.5, 1e9 + 0.5, -1e9 - 0.25]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let magnitude = pow(10, Double.random(in: -12...22, using: &generator))
            numbers.append(Double.random(in: -1...1, using: &generator) * magnitude)
            numbers.append((Double.random(in: -5_000...5_000, using: &generator) * 2).rounded() / 2)
            // Eighths of a point, small and up to the billions.
            numbers.append((Double.random(in: -2e9...2e9, using: &generator) * 8).rounded() / 8)
            numbers.append((Double.random(in: -10...10, using: &generator) * 8).rounded() / 8)
        }
        for number in numbers {
            let value = JSONValue.array([.number(number)])
            #expect(value.jsonData == (try Self.encoded(value)), "\(number)")
        }
    }

    @Test("every JSON type is read into the JSONValue case it is, and written back as it was read")
    func readsEveryType() throws {
        let text = #"{"a":[1,-2.5,"x",true,false,null,[],{}],"b":{"c":"1","d":0,"e":"true"},"f":"","g":[[["deep"]]]}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        let expected: JSONValue = .object([
            "a": .array([.number(1), .number(-2.5), .string("x"), .bool(true), .bool(false), .null, .array([]), .object([:])]),
            "b": .object(["c": .string("1"), "d": .number(0), "e": .string("true")]),
            "f": .string(""), "g": .array([.array([.array([.string("deep")])])]),
        ])
        #expect(value == expected)
        #expect(String(decoding: value.jsonData, as: UTF8.self) == text)
        for scalar in ["true", "false", "null", "12", "\"s\"", "[]", "{}"] {
            let read = try JSONDecoder().decode(JSONValue.self, from: Data(scalar.utf8))
            #expect(String(decoding: read.jsonData, as: UTF8.self) == scalar)
        }
    }

    @Test("a number that is not finite is written as null (JSONEncoder refuses it)")
    func nonFinite() {
        let value = JSONValue.array([.number(.nan), .number(.infinity), .number(-.infinity)])
        #expect(String(decoding: value.jsonData, as: UTF8.self) == "[null,null,null]")
    }
}
