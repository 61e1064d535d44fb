import Flows
import Foundation
import Scenes
import SimCore
import SwiftUIImport
import Wire

/// What the libFuzzer build fuzzes, one per run (`FORMSIM_FUZZ_TARGET`), and what the
/// corpus replay runs: each reads bytes as the server would and must answer with a typed
/// error or a value, never crash, hang or run out of memory.
enum FuzzTarget: String, CaseIterable, Sendable {
    /// An input body (`POST /api/sessions/{id}/input`) and a session body, through the
    /// server's checks (UTF-8, nesting) and Wire's parsers; a body that is both (a
    /// session's keys beside its `events`) is also run in that session.
    case events
    /// A form file: YAML or JSON (`FormParser`), a Settings.bundle plist (`SettingsBundle`)
    /// and a SwiftUI file (`SwiftUIImporter`).
    case forms
    /// A flow file (`FlowParser`).
    case flows

    /// The target named by `FORMSIM_FUZZ_TARGET` (events when unset or unknown).
    static let selected = ProcessInfo.processInfo.environment["FORMSIM_FUZZ_TARGET"].flatMap(FuzzTarget.init) ?? .events

    /// Reads one input; true when it was accepted (for the replay's counts).
    @discardableResult
    func run(_ data: Data) -> Bool {
        switch self {
        case .events: Self.events(data)
        case .forms: Self.forms(data)
        case .flows: (try? FlowParser.parse(data, file: "fuzz.yaml")) != nil
        }
    }

    private static func events(_ data: Data) -> Bool {
        guard String(validating: data, as: UTF8.self) != nil, JSONNesting.depthOverLimit(data) == nil,
            let json = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return false }
        let configuration = try? SimulatorConfiguration(json: json, scenes: scenes(for: json))
        let events = try? InputEvent.parseBody(json)
        if let configuration, let events { run(events, in: configuration) }
        return configuration != nil || events != nil
    }

    /// The built-in scenes and the form a body brings as `form` (a form file's text): a
    /// sequence found on any form stays in the corpus with its form.
    private static func scenes(for json: JSONValue) -> SceneRegistry {
        var registry = SceneRegistry.builtIn
        guard case .object(let body) = json, case .string(let text)? = body["form"],
            let document = try? FormParser.parse(text, file: "fuzz.yaml")
        else { return registry }
        registry.register(document.sceneDescriptor)
        return registry
    }

    /// The events one at a time up to the first refused, as the server runs a request, in
    /// a new session on a manual clock (whatever the body says: a run is the same every time).
    private static func run(_ events: [InputEvent], in configuration: SimulatorConfiguration) {
        let sim = Simulator(configuration: configuration, clock: ManualClock())
        for event in events {
            if sim.sendPartially([event]).failure != nil { break }
        }
        _ = sim.semanticTree()
    }

    /// A form that loads is also run: numbers a reader lets through reach formatting and
    /// arithmetic only in a session, so each loaded form opens on a phone or a tablet
    /// (picked by the input's length) and has its elements tapped and the device rotated;
    /// a tap that left something up (a card, a menu, a sheet, an alert) is followed by a
    /// text size, an appearance or an orientation change and a tap where it showed.
    private static func forms(_ data: Data) -> Bool {
        let form = try? FormParser.parse(data, file: "fuzz.yaml")
        let bundle = try? SettingsBundle.parse(plist: data, file: "Root.plist")
        let swift = swiftForms(data)
        for document in [form, bundle].compactMap({ $0 }) + swift.prefix(2) {
            exercise(document, device: data.count % 2 == 0 ? "iphone-se" : "ipad-10")
        }
        return form != nil || bundle != nil || !swift.isEmpty
    }

    /// A SwiftUI file's forms, read as the server's child process reads them: with its deep
    /// stack (ReadSwift), where a file nested deeper than the importer allows is refused by
    /// its depth check rather than running the parser off the stack. Under libFuzzer the
    /// main thread has that stack (`ulimit -s` in scripts/fuzz.sh): a thread per input
    /// would outlive the input, and LeakSanitizer takes what it holds for a leak.
    private static func swiftForms(_ data: Data) -> [FormDocument] {
        #if FORMSIM_FUZZING
        return (try? SwiftUIImporter.read(data, file: "Fuzz.swift")) ?? []
        #else
        return swiftFormsOnDeepStack(data)
        #endif
    }

    private static func swiftFormsOnDeepStack(_ data: Data) -> [FormDocument] {
        let box = SwiftForms()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.documents = (try? SwiftUIImporter.read(data, file: "Fuzz.swift")) ?? []
            done.signal()
        }
        thread.stackSize = 256 << 20
        thread.start()
        done.wait()
        return box.documents
    }

    static let maxTappedElements = 24

    /// What changes while something is up, in turn: the changes that make a row again.
    static let changes: [InputEvent] = [
        .settings(SettingsChange(contentSize: .AX3)), .settings(SettingsChange(appearance: .dark)), .rotate(.landscapeLeft),
        .settings(SettingsChange(contentSize: .large)), .settings(SettingsChange(appearance: .light)), .rotate(.portrait),
    ]

    private static func exercise(_ document: FormDocument, device: String) {
        guard let profile = DeviceProfile.named(device) else { return }
        let scene = document.sceneDescriptor(directory: FormDirectory([document]))
        let sim = Simulator(configuration: SimulatorConfiguration(device: profile, scene: scene), clock: ManualClock())
        var ids: [String] = []
        func collect(_ node: SemanticNode) {
            guard ids.count < maxTappedElements else { return }
            if !node.id.isEmpty { ids.append(node.id) }
            node.children.forEach(collect)
        }
        collect(sim.semanticTree().root)
        for (index, id) in ids.enumerated() {
            _ = try? sim.send([.tapTarget(id), .advance(milliseconds: 400)])
            if let point = presentedPoint(in: sim.semanticTree().root) {
                _ = try? sim.send([changes[index % changes.count], .tap(point), .advance(milliseconds: 400)])
            }
            // A stepper's + twice more: its value's text is where a huge number showed.
            if id.hasSuffix("-increment") || id.hasSuffix("-decrement") { _ = try? sim.send([.tapTarget(id), .tapTarget(id)]) }
        }
        _ = try? sim.send([.rotate(.landscapeLeft), .advance(milliseconds: 400)])
        _ = sim.semanticTree()
    }

    /// The centre of the last element of the front-most card, popover, menu, sheet or
    /// alert (a day, an item, an action), nil when nothing is up.
    private static func presentedPoint(in root: SemanticNode) -> Point? {
        let presented: [Role] = [.popover, .menu, .actionSheet, .alert, .sheet]
        func front(_ node: SemanticNode) -> SemanticNode? {
            for child in node.children.reversed() { if let found = front(child) { return found } }
            return presented.contains(node.role) ? node : nil
        }
        guard var leaf = front(root) else { return nil }
        while let last = leaf.children.last { leaf = last }
        return leaf.frame.center
    }
}

/// A SwiftUI read's forms, handed from its thread to the fuzzer's; the semaphore between
/// them orders the write before the read.
private final class SwiftForms: @unchecked Sendable {
    var documents: [FormDocument] = []
}
