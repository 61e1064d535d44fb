import Foundation
import Scenes
import SimCore
import Wire
import Testing

@testable import SimulatorServer
import TestSupport

/// Seeded random input, checked after every event. `FORMSIM_FUZZ_EVENTS` sets how many
/// events each test sends (3,000 by default; scripts/fuzz.sh runs a million),
/// `FORMSIM_FUZZ_SEED` the seed, so a failure can be replayed, `FORMSIM_FUZZ_SECONDS` a
/// time limit for the HTTP storm and `FORMSIM_FUZZ_SHRINK_SECONDS` one for shrinking a
/// failure it found.
@Suite("Fuzz: random input keeps every session intact", .serialized)
struct FuzzTests {
    static let events = setting("FORMSIM_FUZZ_EVENTS").flatMap { Int($0) } ?? 3_000
    static let seed = setting("FORMSIM_FUZZ_SEED").flatMap { UInt64($0) } ?? 0x5EC0_2026
    static let seconds = setting("FORMSIM_FUZZ_SECONDS").flatMap { Int64($0) } ?? 3_600
    static let shrinkSeconds = setting("FORMSIM_FUZZ_SHRINK_SECONDS").flatMap { Int64($0) } ?? 120

    static func setting(_ name: String) -> String? { ProcessInfo.processInfo.environment[name] }

    /// The forms of Forms/ beside the built-in scenes: booking and account show a compact
    /// date's card, menus, action sheets, an alert and a sheet, which the built-in scenes do not.
    static let forms = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Forms").standardized
    static let shipped = SceneRegistry.builtIn(with: FormLibrary.load(folders: [forms]))
    static let presentingForms = ["booking", "account"]

    /// Every scene with every variant, and the forms that present things, on phones and
    /// pads, both locales, turning orientations.
    static func configurations() -> [SimulatorConfiguration] {
        let devices = ["iphone-se", "iphone-15", "ipad-10", "ipad-pro-12-9", "iphone-x", "ipad-mini-6"]
        var list: [SimulatorConfiguration] = []
        var index = 0
        for scene in SceneRegistry.builtIn.all + presentingForms.compactMap(shipped.scene) {
            for variant in scene.variants {
                for locale in ["en_US", "ja_JP"] {
                    let device = DeviceProfile.named(devices[index % devices.count]) ?? DeviceProfile.all[0]
                    let orientation: Orientation = index % 3 == 0 ? .landscapeLeft : .portrait
                    list.append(
                        SimulatorConfiguration(
                            device: device, scene: scene, variant: variant, orientation: orientation,
                            localization: Localization(identifier: locale), clock: .manual))
                    index += 1
                }
            }
        }
        return list
    }

    @Test("Thousands of seeded random events on every scene, variant, locale and idiom, the forms that present cards, menus, sheets and alerts among them, keep the invariants after each event")
    func simulatorStorm() throws {
        let configurations = Self.configurations()
        var random = RandomEvents(seed: Self.seed)
        var refused = 0, applied = 0
        var failures: [String] = []
        let started = ContinuousClock.now
        let perSession = max(50, Self.events / configurations.count)
        var sent = 0
        var round = 0
        var birthdays = 0, popovers = 0, anchored = 0
        while sent < Self.events && failures.isEmpty {
            let configuration = configurations[round % configurations.count]
            round += 1
            let simulator = Simulator(configuration: configuration, clock: ManualClock())
            var invariants = SessionInvariants(locale: configuration.localization.identifier)
            var tree = simulator.semanticTree()
            var history: [String] = []  // the session's last 40 events, printed with a failure
            let name = "\(configuration.scene.id)/\(configuration.variant)/\(configuration.device.id)/\(configuration.localization.identifier)"
            for _ in 0..<min(perSession, Self.events - sent) {
                let json = random.next(on: tree)
                sent += 1
                history.append(Self.text(json))
                if history.count > 40 { history.removeFirst() }
                do throws(WireError) {
                    let event = try InputEvent.parse(json, path: "event")
                    let (_, failure) = simulator.sendPartially([event])
                    if let failure {
                        refused += 1
                        #expect(!failure.kind.code.isEmpty)
                    } else {
                        applied += 1
                    }
                } catch {
                    refused += 1
                    #expect(error.code == "invalid_event" || error.code == "invalid_body")
                }
                tree = simulator.semanticTree()
                let problems = invariants.violations(in: tree)
                if !problems.isEmpty {
                    print("the last events of \(name), oldest first:\n" + history.joined(separator: "\n"))
                    failures.append("seed \(Self.seed), event \(sent) on \(name): \(Self.text(json)) -> \(problems)")
                    break
                }
            }
            birthdays += invariants.birthdaysChecked
            popovers += invariants.popoversChecked
            anchored += invariants.anchoredChecked
        }
        print("fuzz: \(sent) events (\(applied) applied, \(refused) refused) over \(round) sessions in \(ContinuousClock.now - started); birthday checked \(birthdays) times, popovers \(popovers), cards and menus on their control \(anchored)")
        #expect(failures.isEmpty, "\(failures)")
        #expect(applied > sent / 3)
        #expect(birthdays > 0)
        #expect(popovers > 0)
        #expect(anchored > 0)
    }

    @Test("Mutated, truncated and random form uploads (YAML, JSON, plist) get 201 or 4xx JSON, never more, and the catalogue still answers")
    func formUploads() throws {
        let router = Router(
            sessions: SessionStore(limits: .init(maxSessions: 10, idleSeconds: 1e9), clock: ServerClock()),
            hub: LongPollCenter(), files: StaticFiles(files: [:]))
        var random = SeededGenerator(seed: Self.seed ^ 0xF0F0)
        let seeds: [(String, String)] = [
            ("application/yaml", "id: f\ntitle: F\nsections:\n  - header: H\n    rows:\n      - text: a\n        label: A\n      - switch: s\n        value: true\n      - segmented: g\n        options: [x, y]\n"),
            ("application/json", #"{"id": "j", "sections": [{"rows": [{"stepper": "q", "min": 1, "max": 5, "value": 2}, {"date": "d", "value": "1990-01-15"}]}]}"#),
            ("application/x-plist", #"<?xml version="1.0"?><plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Key</key><string>k</string><key>Title</key><string>T</string></dict></array></dict></plist>"#),
        ]
        let pieces = Array("-:[]{}&*!|>\n\t\"'#%@`0123456789truefalsenull<>/".utf8) + [0x00, 0xC0, 0xFF]
        var statuses: [Int: Int] = [:]
        for round in 0..<max(200, Self.events / 5) {
            let (type, seed) = seeds[round % seeds.count]
            var bytes = Array(seed.utf8)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[at] = pieces.randomElement(using: &random) ?? 0
                case 1: bytes.removeSubrange(at...)
                case 2: bytes.insert(pieces.randomElement(using: &random) ?? 0, at: at)
                default: bytes.remove(at: at)
                }
            }
            let request = HTTPRequest(method: "POST", path: "/api/forms", headers: ["Content-Type": type], body: Data(bytes))
            guard let response = router.route(request, now: 0).answerNow else {
                Issue.record("an upload was held")
                continue
            }
            statuses[response.status, default: 0] += 1
            #expect(response.status == 201 || (400..<500).contains(response.status), "\(response.status) for \(bytes)")
            if response.status >= 400 {
                #expect((try? JSONValue(data: response.body))?.errorCode != nil, "no JSON error for \(bytes)")
            }
        }
        print("form upload fuzz: statuses \(statuses.sorted { $0.key < $1.key })")
        guard case .respond(let scenes, _) = router.route(HTTPRequest(method: "GET", path: "/api/scenes"), now: 0) else {
            Issue.record("scenes held")
            return
        }
        #expect(scenes.status == 200)
    }

    @Test("Mutated, truncated and random request bodies get 2xx or 4xx JSON, never more, and the session still answers")
    func requestParser() throws {
        let clock = ServerClock()
        let router = Router(
            sessions: SessionStore(limits: .init(maxSessions: 10_000, idleSeconds: 1e9), clock: clock),
            hub: LongPollCenter(), files: StaticFiles(files: [:]))
        let created = router.route(Self.post("/api/sessions", Data(#"{"device":"ipad-10","scene":"contacts","clock":"manual"}"#.utf8)), now: 0)
        guard let answer = created.answerNow, let id = try JSONValue(data: answer.body)["id"]?.stringValue else {
            Issue.record("no session")
            return
        }
        var random = SeededGenerator(seed: Self.seed ^ 0xB0D1)
        let seeds: [String] = [
            #"{"type":"tap","target":"birthday"}"#,
            #"{"events":[{"type":"tap","x":100,"y":300},{"type":"pick","target":"birthday-picker","date":"1990-01-15"}]}"#,
            #"{"type":"text","text":"héllo \u00e9 \ud83d\ude00"}"#,
            #"{"type":"drag","from":[10,10],"to":[200,400],"ms":300}"#,
            #"{"device":"iphone-15","scene":"login","variant":"default","locale":"ja_JP"}"#,
        ]
        let alphabet = Array(#"{}[]":,\-.0123456789eE+ truefalsnul"#.utf8) + [0x00, 0x7F, 0x80, 0xBF, 0xC0, 0xE2, 0xF0, 0xFF]
        var statuses: [Int: Int] = [:]
        for round in 0..<Self.events {
            var bytes = Array(seeds[round % seeds.count].utf8)
            let mutation = Int.random(in: 0..<6, using: &random)
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &random)
                switch mutation {
                case 0: bytes[at] = alphabet.randomElement(using: &random) ?? 0
                case 1: bytes.removeSubrange(at...)
                case 2: bytes.insert(contentsOf: Array(repeating: UInt8(ascii: "["), count: Int.random(in: 1...200, using: &random)), at: at)
                case 3: bytes.remove(at: at)
                case 4: bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
                default: bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                }
            }
            let path = round % 5 == 4 ? "/api/sessions" : "/api/sessions/\(id)/input"
            guard let response = router.route(Self.post(path, Data(bytes)), now: 0).answerNow else {
                Issue.record("a POST was held")
                continue
            }
            statuses[response.status, default: 0] += 1
            #expect((200..<500).contains(response.status), "\(response.status) for \(bytes)")
            if response.status >= 400 {
                #expect((try? JSONValue(data: response.body))?.errorCode != nil, "no JSON error for \(bytes)")
            }
        }
        print("request parser fuzz: \(Self.events) bodies, statuses \(statuses.sorted { $0.key < $1.key })")
        guard case .respond(let tree, _) = router.route(HTTPRequest(method: "GET", path: "/api/sessions/\(id)/tree"), now: 0) else {
            Issue.record("tree held")
            return
        }
        #expect(tree.status == 200)
    }

    static func post(_ path: String, _ body: Data) -> HTTPRequest {
        HTTPRequest(method: "POST", path: path, headers: ["Content-Type": "application/json"], body: body)
    }

    static func text(_ json: JSONValue) -> String {
        (try? JSONCoding.encode(json)).map { String(decoding: $0, as: UTF8.self) } ?? "\(json)"
    }
}
