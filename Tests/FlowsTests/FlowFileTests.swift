import Flows
import Foundation
import SimCore
import Testing

/// Flow files that say more: variables, tags, `when` blocks and sub-flows.
@Suite struct FlowFileTests {
    /// Flow files in memory, by path.
    static func files(_ texts: [String: String]) -> FlowFiles {
        FlowFiles { path, _ in
            guard let text = texts[path] else { throw CocoaError(.fileNoSuchFile) }
            return (Data(text.utf8), path)
        }
    }

    func error(_ text: String, env: [String: String] = [:], files: FlowFiles? = nil) -> String? {
        do {
            _ = try FlowParser.parse(text, file: "main.yaml", env: env, files: files)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("${NAME} takes the flow's env, and a value given to the run wins over it")
    func variables() throws {
        let text = "scene: login\nenv: {EMAIL: a@b.c, WHO: Ann}\nsteps:\n  - tap: email-field\n  - type: \"${EMAIL} for ${WHO}\"\n"
        #expect(try FlowParser.parse(text, file: "f.yaml").steps[1].action == .type("a@b.c for Ann"))
        #expect(try FlowParser.parse(text, file: "f.yaml", env: ["EMAIL": "x@y.z"]).steps[1].action == .type("x@y.z for Ann"))
    }

    @Test("a variable nobody gave is an error at the value that uses it")
    func unknownVariable() {
        let message = error("scene: login\nsteps:\n  - tap: email-field\n  - type: \"${EMIAL}\"\n")
        #expect(message?.contains("main.yaml:4:") == true)
        #expect(message?.contains("the variable \"EMIAL\" has no value") == true)
    }

    @Test("tags choose flows: any included tag runs it, any excluded tag leaves it out")
    func tags() throws {
        let flow = try FlowParser.parse("scene: login\ntags: [smoke, pad-only]\nsteps:\n  - tap: email-field\n", file: "f.yaml")
        #expect(flow.tags == ["smoke", "pad-only"])
        #expect(flow.isSelected(include: nil, exclude: []))
        #expect(flow.isSelected(include: ["smoke"], exclude: []))
        #expect(!flow.isSelected(include: ["nightly"], exclude: []))
        #expect(!flow.isSelected(include: nil, exclude: ["pad-only"]))
        #expect(error("scene: login\ntags: [\"two words\"]\nsteps:\n  - tap: x\n")?.contains("is not a tag") == true)
    }

    @Test("a when block's steps run on the devices it names")
    func whenBlock() throws {
        let flow = try FlowParser.parse(
            "scene: contacts\nsteps:\n  - tap: birthday\n  - when: {on: pad}\n    steps:\n      - expect: {role: popover}\n      - tap: {x: 5, y: 5}\n  - expect: {id: birthday}\n",
            file: "f.yaml")
        #expect(flow.steps.map(\.on) == [nil, .idiom(.pad), .idiom(.pad), nil])
        #expect(error("scene: contacts\nsteps:\n  - when: {on: pad}\n    steps:\n      - tap: {on: phone, x: 1, y: 1}\n") != nil)
        #expect(error("scene: contacts\nsteps:\n  - when: {on: tablet}\n    steps:\n      - tap: birthday\n")?.contains("expected phone, pad or a device id") == true)
    }

    @Test("runFlow runs another file's steps in place, with the env it is given")
    func runFlow() throws {
        let files = Self.files([
            "login.yaml": "scene: login\nenv: {EMAIL: default@x.y}\nsteps:\n  - tap: email-field\n  - type: \"${EMAIL}\"\n"
        ])
        let flow = try FlowParser.parse(
            "scene: login\nsteps:\n  - runFlow: {file: login.yaml, env: {EMAIL: given@x.y}}\n  - runFlow: login.yaml\n  - key: Enter\n",
            file: "main.yaml", files: files)
        #expect(flow.steps.map(\.action) == [
            .tap(.element("email-field")), .type("given@x.y"), .tap(.element("email-field")), .type("default@x.y"),
            .key("Enter", modifiers: []),
        ])
    }

    @Test("runFlow refuses a flow of another scene, a loop, a missing file, and a flow with no files")
    func runFlowErrors() {
        let files = Self.files([
            "pin.yaml": "scene: pin\nsteps:\n  - tap: pin-field\n",
            "a.yaml": "scene: login\nsteps:\n  - runFlow: b.yaml\n",
            "b.yaml": "scene: login\nsteps:\n  - runFlow: a.yaml\n",
        ])
        #expect(error("scene: login\nsteps:\n  - runFlow: pin.yaml\n", files: files)?.contains("is a flow of \"pin\"") == true)
        #expect(error("scene: login\nsteps:\n  - runFlow: a.yaml\n", files: files)?.contains("runs itself again") == true)
        #expect(error("scene: login\nsteps:\n  - runFlow: gone.yaml\n", files: files)?.contains("cannot read the flow file \"gone.yaml\"") == true)
        #expect(error("scene: login\nsteps:\n  - runFlow: a.yaml\n")?.contains("run it with run-flows") == true)
    }
}
