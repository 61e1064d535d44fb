import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// `scrollTo` and `hideKeyboard`: steps that act as a person would until something holds.
@Suite struct FlowReachTests {
    static let registry: SceneRegistry = {
        let forms = FormLibrary.load(folders: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Forms").standardizedFileURL])
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(forms.documents)
        for document in forms.documents { registry.register(document.sceneDescriptor(directory: directory)) }
        return registry
    }()

    func run(_ text: String, on device: String) throws -> FlowDeviceResult {
        let flow = try FlowParser.parse(text, file: "reach.yaml")
        let profile = try #require(DeviceProfile.named(device))
        return FlowRunner(scenes: Self.registry).run(flow, on: profile)
    }

    @Test("scrollTo brings a control below the fold fully into view, where a tap then reaches it", arguments: ["iphone-se", "iphone-15-pro-max"])
    func scrollsDown(device: String) throws {
        let result = try run(
            "scene: shipping\nsteps:\n  - expect: {id: place-order, visible: false}\n  - scrollTo: place-order\n  - expect: {id: place-order, visible: true}\n  - tap: place-order\n",
            on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("scrollTo reaches the booking form's last rows past the date wheels across the table's middle, on every iPhone", arguments: ["iphone-se", "iphone-x", "iphone-15", "iphone-15-pro-max"])
    func scrollsPastWheels(device: String) throws {
        let result = try run(
            "scene: booking\nsteps:\n  - scrollTo: check-out\n  - expect: {id: check-out, visible: true}\n  - scrollTo: book\n  - expect: {id: book, visible: true}\n",
            on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("hideKeyboard puts the booking form's keyboard away with a drag begun beside its date wheels, on every iPhone", arguments: ["iphone-se", "iphone-x", "iphone-15", "iphone-15-pro-max"])
    func hidesPastWheels(device: String) throws {
        let result = try run("scene: booking\nsteps:\n  - tap: guest-name\n  - hideKeyboard\n  - expect: {firstResponder: null}\n", on: device)
        #expect(result.failures.map(\.message) == [])
    }

    @Test("scrollTo goes back up to an element scrolled away above")
    func scrollsUp() throws {
        let result = try run(
            "scene: shipping\nsteps:\n  - scrollTo: place-order\n  - scrollTo: full-name\n  - expect: {id: full-name-field, visible: true}\n",
            on: "iphone-se")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("scrollTo an element that is nowhere fails after both ends of the content")
    func failsAtTheEnds() throws {
        let result = try run("scene: shipping\nsteps:\n  - scrollTo: no-such-row\n", on: "iphone-se")
        #expect(result.failures.first?.message.contains("no-such-row never came into view: scrolled to both ends of the content") == true)
    }

    @Test("hideKeyboard puts the iPad's keyboard away with its dismiss key")
    func padDismissKey() throws {
        let result = try run(
            "scene: login\nsteps:\n  - tap: email-field\n  - expect: {role: keyboard}\n  - hideKeyboard\n  - expect: {absent: {role: keyboard}}\n  - expect: {firstResponder: null}\n",
            on: "ipad-10")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("hideKeyboard on login's iPhone taps outside the fields, which ends editing there")
    func phoneTapOutside() throws {
        let result = try run(
            "scene: login\nsteps:\n  - tap: email-field\n  - hideKeyboard: true\n  - expect: {absent: {role: keyboard}}\n",
            on: "iphone-15")
        #expect(result.failures.map(\.message) == [])
    }

    @Test("hideKeyboard on a form's iPhone pulls the content down, which ends editing there (on drag)")
    func formDrag() throws {
        let result = try run(
            "scene: shipping\nsteps:\n  - tap: full-name-field\n  - hideKeyboard\n  - expect: {absent: {role: keyboard}}\n", on: "iphone-15")
        #expect(result.failures.map(\.message) == [])
    }
}
