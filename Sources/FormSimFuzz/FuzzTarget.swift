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
    /// server's checks (UTF-8, nesting) and Wire's parsers.
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
        let configuration = try? SimulatorConfiguration(json: json, scenes: .builtIn)
        let events = try? InputEvent.parseBody(json)
        return configuration != nil || events != nil
    }

    /// A form that loads is also run: numbers a reader lets through reach formatting and
    /// arithmetic only in a session, so each loaded form opens on a phone or a tablet
    /// (picked by the input's length) and has its elements tapped and the device rotated.
    private static func forms(_ data: Data) -> Bool {
        let form = try? FormParser.parse(data, file: "fuzz.yaml")
        let bundle = try? SettingsBundle.parse(plist: data, file: "Root.plist")
        let swift = swiftForms(data)
        for document in [form, bundle].compactMap({ $0 }) + swift.prefix(2) {
            exercise(document, device: data.count % 2 == 0 ? "iphone-se" : "ipad-10")
        }
        return form != nil || bundle != nil || !swift.isEmpty
    }

    /// A SwiftUI file's forms, read as the server's child process reads them: on a thread
    /// with its deep stack (ReadSwift), where a file nested deeper than the importer
    /// allows is refused by its depth check rather than running the parser off the stack.
    private static func swiftForms(_ data: Data) -> [FormDocument] {
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
        for id in ids {
            _ = try? sim.send([.tapTarget(id), .advance(milliseconds: 400)])
            // A stepper's + twice more: its value's text is where a huge number showed.
            if id.hasSuffix("-increment") || id.hasSuffix("-decrement") { _ = try? sim.send([.tapTarget(id), .tapTarget(id)]) }
        }
        _ = try? sim.send([.rotate(.landscapeLeft), .advance(milliseconds: 400)])
        _ = sim.semanticTree()
    }
}

/// A SwiftUI read's forms, handed from its thread to the fuzzer's; the semaphore between
/// them orders the write before the read.
private final class SwiftForms: @unchecked Sendable {
    var documents: [FormDocument] = []
}
