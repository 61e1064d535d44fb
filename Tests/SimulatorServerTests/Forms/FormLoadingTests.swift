import Foundation
import Logging
import Scenes
import SimCore
import Testing
import Wire

@testable import SimulatorServer
import TestSupport

/// `--forms DIR`: forms become scenes; a bad file is refused and the others still load.
@Suite("Form files loaded with --forms", .serialized)
struct FormLoadingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../..").standardized

    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("forms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: url.appendingPathComponent(name)) }
        return url
    }

    @Test("the shipped Forms folder loads the Settings bundle, its pane, the SwiftUI shipping form and its card, and the account, booking, gift message and shipping forms after the built-in scenes")
    func shippedForms() {
        let registry = FormSimServer.library(
            [Self.repository.appendingPathComponent("Forms")], logger: Logger(label: "test")).registry
        #expect(registry.ids == SceneRegistry.builtIn.ids + ["settings", "settings-about", "shipping-form", "gift-card", "account-notifications", "account", "booking", "gift-message", "shipping"])
        #expect(registry.scene("shipping")?.source == "file")
    }

    @Test("a file that cannot load is left out and every other form still loads")
    func badFileKeepsOthers() throws {
        let dir = try folder([
            "good.yaml": "sections:\n  - rows:\n      - text: a\n",
            "bad.yaml": "sections:\n  - rows:\n      - wrong: a\n",
            "broken.json": "{\"sections\": [",
            "notes.txt": "not a form",
        ])
        let library = FormLibrary.load(folders: [dir])
        #expect(library.documents.map(\.id) == ["good"])
        #expect(Set(library.errors.map { ($0.file as NSString).lastPathComponent }) == ["bad.yaml", "broken.json"])
        #expect(library.errors.allSatisfy { $0.line != nil })
    }

    @Test("a form whose id is a built-in scene's is refused, not put in its place")
    func builtInIDRefused() throws {
        let dir = try folder(["contacts.yaml": "sections:\n  - rows:\n      - text: a\n"])
        let registry = FormSimServer.library([dir], logger: Logger(label: "test")).registry
        #expect(registry.ids == SceneRegistry.builtIn.ids)
        #expect(registry.scene("contacts")?.source == "builtIn")
    }

    @Test("a child row naming no form is refused")
    func childNamingNothing() throws {
        let dir = try folder(["parent.yaml": "sections:\n  - rows:\n      - child: more\n        form: nowhere\n"])
        let library = FormLibrary.load(folders: [dir])
        #expect(library.documents.isEmpty)
        #expect(library.errors.first?.path == "sections[0].rows[0].form")
    }

    @Test("a session opens a form by id over HTTP, and GET /api/scenes lists it with source file")
    func overHTTP() throws {
        let dir = try folder(["mine.yaml": "title: Mine\nsections:\n  - rows:\n      - text: a\n        label: A\n"])
        let server = try TestServer(formFolders: [dir])
        let scenes = try server.request("GET", "/api/scenes").json()
        let mine = scenes.array?.first { $0["id"]?.stringValue == "mine" }
        #expect(mine?["source"]?.stringValue == "file")
        #expect(mine?["title"]?.stringValue == "Mine")
        for device in ["iphone-se", "ipad-10"] {
            let id = try server.createSession(#"{"device":"\#(device)","scene":"mine","clock":"manual"}"#)
            let answer = try server.request(
                "POST", "/api/sessions/\(id)/input", json: #"{"events":[{"type":"tap","target":"a"},{"type":"text","text":"hi"}]}"#)
            #expect(answer.status == 200)
            let tree = try server.request("GET", "/api/sessions/\(id)/tree").json()
            #expect(tree["firstResponder"]?.stringValue == "a-field")
        }
    }

    @Test("GET /api/scenes names each variant and says what it shows; a scene without details has none")
    func variantDetails() throws {
        let server = try TestServer()
        let scenes = try server.request("GET", "/api/scenes").json()
        let contacts = try #require(scenes.array?.first { $0["id"]?.stringValue == "contacts" })
        let details = try #require(contacts["variantDetails"]?.array)
        #expect(details.map { $0["id"]?.stringValue } == ["label", "textField", "textFieldClearTint", "textView"])
        #expect(details[0]["name"]?.stringValue == "Label (the reference)")
        #expect(details.allSatisfy { ($0["description"]?.stringValue?.count ?? 0) > 20 })
        let login = try #require(scenes.array?.first { $0["id"]?.stringValue == "login" })
        #expect(login["variantDetails"] == nil)
    }

    @Test("GET /api/scenes gives every built-in scene a hint of what to try; Contacts says to pick a date before a long press")
    func sceneHints() throws {
        let server = try TestServer()
        let scenes = try #require(try server.request("GET", "/api/scenes").json().array)
        for scene in scenes where scene["source"]?.stringValue == "builtIn" {
            #expect((scene["hint"]?.stringValue?.count ?? 0) > 40, "\(scene["id"]?.stringValue ?? "?")")
        }
        let contacts = try #require(scenes.first { $0["id"]?.stringValue == "contacts" })
        let hint = try #require(contacts["hint"]?.stringValue)
        #expect(hint.contains("Click Birthday on the iPhone") && hint.contains("pick a date first"))
    }

    @Test("a form's hint is read, kept in the scene and the normalized form, and refused when empty or past 400 characters")
    func formHint() throws {
        let base = "sections:\n  - rows:\n      - text: x\n"
        let good = try FormParser.parse("hint: Type in X.\n" + base, file: "f.yaml")
        #expect(good.hint == "Type in X.")
        #expect(good.sceneDescriptor.hint == "Type in X.")
        #expect(String(decoding: try JSONEncoder().encode(good), as: UTF8.self).contains(#""hint":"Type in X.""#))
        #expect(throws: FormError.self) { try FormParser.parse("hint: ''\n" + base, file: "f.yaml") }
        #expect(throws: FormError.self) { try FormParser.parse("hint: \(String(repeating: "a", count: 401))\n" + base, file: "f.yaml") }
        #expect(throws: FormError.self) { try FormParser.parse("hint: [a, b]\n" + base, file: "f.yaml") }
    }

    @Test("variant details must name a variant the form has, with a name")
    func badVariantDetails() {
        let base = "variants:\n  a: {}\n  b: {}\nsections:\n  - rows:\n      - text: x\n"
        #expect(throws: FormError.self) { try FormParser.parse(base + "variantDetails:\n  c: {name: C}\n", file: "f.yaml") }
        #expect(throws: FormError.self) { try FormParser.parse(base + "variantDetails:\n  a: {description: no name}\n", file: "f.yaml") }
        #expect(throws: FormError.self) { try FormParser.parse(base + "variantDetails:\n  a: {name: A, colour: red}\n", file: "f.yaml") }
        let good = try? FormParser.parse(base + "variantDetails:\n  b: {name: Bee, description: The second one.}\n", file: "f.yaml")
        #expect(good?.variantDetails["b"] == VariantDetail(name: "Bee", description: "The second one."))
        #expect(good?.sceneDescriptor.variantDetails["b"]?.name == "Bee")
    }

    @Test("the loader survives random and mutated files (seeded, bounded): no crash, no hang, an error or a form")
    func fuzz() throws {
        let seed = UInt64(ProcessInfo.processInfo.environment["FORMSIM_FUZZ_SEED"] ?? "") ?? 20_261_124
        var random = SeededGenerator(seed: seed)
        let shipping = try String(contentsOf: Self.repository.appendingPathComponent("Forms/shipping.yaml"), encoding: .utf8)
        let pieces = ["- ", ": ", "\n", "  ", "[", "]", "{", "}", "&a ", "*a", "\"", "'", "#", "---", "true", "1e999", "-1",
                      "text", "options", "value", "sections", "rows", "\t", "é", "\u{0}", "日本"]
        var bytes = Array(shipping.utf8)
        let iterations = Int(ProcessInfo.processInfo.environment["FORMSIM_FUZZ_FILES"] ?? "") ?? 400
        var loaded = 0
        for _ in 0..<iterations {
            var mutated = bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let at = Int.random(in: 0...mutated.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: mutated.insert(contentsOf: Array((pieces.randomElement(using: &random) ?? "").utf8), at: at)
                case 1: if at < mutated.count { mutated.remove(at: at) }
                default: if at < mutated.count { mutated[at] = UInt8.random(in: 0...255, using: &random) }
                }
            }
            if (try? FormParser.parse(Data(mutated), file: "fuzz.yaml")) != nil { loaded += 1 }
            if Bool.random(using: &random) { bytes = mutated.count < 200_000 ? mutated : Array(shipping.utf8) }
        }
        #expect(loaded < iterations)
    }
}
