import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// The headless runner, on a form written for the test and on the built-in scenes.
@Suite struct FlowRunnerTests {
    static let form = """
        id: trip
        title: Trip
        done: Save
        sections:
          - rows:
              - text: name
                label: Name
                required: true
              - date: leave
                label: Leave
        """

    func runner(record: Bool = false) throws -> FlowRunner {
        var registry = SceneRegistry.builtIn
        registry.register(try FormParser.parse(Self.form, file: "trip.yaml").sceneDescriptor)
        return FlowRunner(scenes: registry, recordsTrees: record)
    }

    func flow(_ text: String) throws -> Flow { try FlowParser.parse(text, file: "t.yaml") }

    static let passing = """
        name: trip
        scene: trip
        devices: [iphone-se, ipad-10]
        steps:
          - tap: leave
          - expect: {on: phone, role: inputView}
          - expect: {on: pad, id: leave-popover, role: popover}
          - pick: {target: leave-picker, date: 2024-05-06}
          - expect: {id: leave-value, value: "May 6, 2024"}
          # On iPad the first tap outside the popover only dismisses it (A1 iPad 5).
          - on: pad
            tap: done
          - expect: {absent: {role: popover}}
          - tap: done
          - expect: {id: name, states: [invalid]}
          - expect: {firstResponder: name-field}
          - type: "Ann"
          - key: Enter
          - expect: {absent: {states: [invalid]}}
        """

    @Test("a flow that holds passes on a phone and a tablet in both orientations", arguments: [Orientation.portrait, .landscapeLeft])
    func passes(orientation: Orientation) throws {
        var flow = try flow(Self.passing)
        flow.orientation = orientation
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        #expect(result.devices.map(\.device.id) == ["iphone-se", "ipad-10"])
        for run in result.devices { #expect(run.failures == [], "\(run.device.id)") }
        #expect(result.passed)
    }

    @Test("a flow that must fail names the failing step and device, with expected against found")
    func fails() throws {
        let flow = try flow("scene: trip\ndevices: [iphone-15, ipad-10]\nsteps:\n  - tap: leave\n  - expect: {role: inputView}\n")
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        #expect(result.devices[0].passed)
        let failure = try #require(result.devices[1].failures.first)
        #expect(failure.step == 1)
        #expect(failure.message.hasPrefix("step 2 (expect: {role: inputView}): no inputView element on screen"))
        #expect(failure.message.contains("leave-popover (popover)"))
        #expect(!result.passed)
    }

    @Test("an action that cannot happen fails its step and the steps after it do not run")
    func actionFailureStops() throws {
        let flow = try flow("scene: trip\ndevices: [iphone-15]\nsteps:\n  - tap: nowhere\n  - tap: leave\n")
        let run = try runner(record: true).run(flow, file: "t.yaml", devices: flow.profiles()).devices[0]
        #expect(run.failures.map(\.step) == [0])
        #expect(run.steps.map(\.outcome) == [.failed, .notRun])
        #expect(run.stepsRun == 1)
    }

    @Test("on: limits a step to an idiom or a device; others skip it")
    func onFilters() throws {
        let flow = try flow("scene: trip\ndevices: [iphone-15, ipad-10]\nsteps:\n  - on: ipad-10\n    expect: {id: trip-nothing}\n  - expect: {on: phone, id: name}\n")
        let result = try runner(record: true).run(flow, file: "t.yaml", devices: flow.profiles())
        #expect(result.devices[0].steps.map(\.outcome) == [.skipped, .passed])
        #expect(result.devices[1].steps.map(\.outcome) == [.failed, .skipped])
    }

    @Test("each step settles: a long press shows its menu with no wait written")
    func settles() throws {
        let flow = try flow("""
            scene: contacts
            devices: [iphone-15]
            steps:
              - tap: birthday
              - pick: {target: birthday-picker, date: 1990-01-15}
              - longPress: birthday-value
              - expect: {role: menu, contains: [Copy, Cut, Paste]}
            """)
        #expect(try runner().run(flow, file: "t.yaml", devices: flow.profiles()).passed)
    }

    @Test("two runs of a flow record the same trees after every step")
    func deterministic() throws {
        let flow = try flow(Self.passing)
        let first = try runner(record: true).run(flow, file: "t.yaml", devices: flow.profiles())
        let second = try runner(record: true).run(flow, file: "t.yaml", devices: flow.profiles())
        for (a, b) in zip(first.devices, second.devices) {
            #expect(a.steps.map(\.render) == b.steps.map(\.render))
            #expect(a.steps.map(\.semantic) == b.steps.map(\.semantic))
        }
    }

    @Test("a flow naming no scene, variant or locale here is refused before it runs", arguments: [
        ("scene: nope\nsteps:\n  - tap: a\n", "scene"),
        ("scene: contacts\nvariant: fancy\nsteps:\n  - tap: a\n", "variant"),
        ("scene: contacts\nlocale: xx_YY\nsteps:\n  - tap: a\n", "locale"),
    ])
    func refusedBeforeRunning(text: String, path: String) throws {
        let flow = try flow(text)
        let runner = try runner()
        #expect(throws: FlowError.self) { try runner.check(flow, file: "t.yaml") }
        do throws(FlowError) { try runner.check(flow, file: "t.yaml") } catch { #expect(error.path == path) }
    }

    @Test("every shipped example flow passes on every device, the shipped forms' among them")
    func examples() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Flows")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 5)
        for file in files {
            let flow = try FlowParser.parse(try Data(contentsOf: folder.appendingPathComponent(file)), file: file)
            let result = try FlowRunner(scenes: FlowReachTests.registry).run(flow, file: file, devices: flow.profiles())
            #expect(result.devices.count == DeviceProfile.all.count, "\(file)")
            for run in result.devices { #expect(run.failures.map(\.message) == [], "\(file) on \(run.device.id)") }
        }
    }

    @Test("A flow runs in the appearance, text size and language it names (B10): Hebrew, dark, AX3")
    func settingsOfAFlow() throws {
        let flow = try flow("""
            scene: contacts
            devices: [iphone-15, ipad-10]
            locale: he
            appearance: dark
            contentSize: AX3
            steps:
              - tap: birthday
              - pick: {target: birthday-picker, date: 1990-01-15}
              - expect: {id: birthday-value, value: "15 בינואר 1990"}
            """)
        #expect(flow.appearance == .dark && flow.contentSize == .AX3)
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        for run in result.devices { #expect(run.failures == [], "\(run.device.id)") }
        #expect(result.passed)
    }

    @Test("An unknown appearance or text size is refused where it is written")
    func unknownSettingsAreRefused() {
        for (text, word) in [("appearance: sepia", "not an appearance"), ("contentSize: huge", "not a text size")] {
            do {
                _ = try flow("scene: contacts\n\(text)\nsteps:\n  - tap: birthday\n")
                Issue.record("\(text) was accepted")
            } catch {
                #expect("\(error)".contains(word), "\(error)")
            }
        }
    }

    @Test("A settings step changes the language, appearance and text size mid-flow, keeping what was picked")
    func settingsStep() throws {
        let flow = try flow("""
            scene: contacts
            devices: [iphone-se, ipad-10]
            steps:
              - tap: birthday
              - pick: {target: birthday-picker, date: 1990-01-15}
              - expect: {id: birthday-value, value: "January 15, 1990"}
              - settings: {locale: de_DE, appearance: dark, contentSize: AX2}
              - expect: {id: birthday-value, value: "15. Januar 1990"}
            """)
        #expect(flow.steps[3].action == .settings(SettingsChange(appearance: .dark, contentSize: .AX2, locale: "de_DE")))
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        for run in result.devices { #expect(run.failures == [], "\(run.device.id)") }
        #expect(result.passed)
    }

    @Test("A settings step connects a hardware keyboard (B11.7): typing still reaches the field")
    func hardwareKeyboardStep() throws {
        let flow = try flow("""
            scene: login
            devices: [iphone-15, ipad-10]
            steps:
              - settings: {hardwareKeyboard: true}
              - tap: email-field
              - type: ann@example.com
              - expect: {id: email-field, value: ann@example.com}
            """)
        #expect(flow.steps[0].action == .settings(SettingsChange(hardwareKeyboard: true)))
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        for run in result.devices { #expect(run.failures == [], "\(run.device.id)") }
    }

    @Test("A flow's increaseContrast opens every device with Increase Contrast on, and a settings step turns it off (B10.C1)")
    func increaseContrast() throws {
        let flow = try flow("""
            scene: login
            devices: [iphone-15, ipad-10]
            increaseContrast: true
            steps:
              - settings: {increaseContrast: false}
              - tap: email-field
              - type: ann@example.com
              - expect: {id: email-field, value: ann@example.com}
            """)
        #expect(flow.increaseContrast)
        #expect(flow.steps[0].action == .settings(SettingsChange(increaseContrast: false)))
        let result = try runner().run(flow, file: "t.yaml", devices: flow.profiles())
        for run in result.devices { #expect(run.failures == [], "\(run.device.id)") }
    }

    @Test("A settings step with nothing to change, an unknown key or an unknown value is refused where it is written")
    func badSettingsSteps() {
        let cases = [
            ("{}", "settings needs"), ("{theme: dark}", "unknown key"), ("{contentSize: huge}", "not a text size"),
            ("{locale: xx_XX}", "not a locale"), ("{appearance: sepia}", "not an appearance"),
            ("{hardwareKeyboard: yes please}", "true or false"), ("{increaseContrast: maybe}", "true or false"),
        ]
        for (value, word) in cases {
            do {
                _ = try flow("scene: contacts\nsteps:\n  - settings: \(value)\n")
                Issue.record("\(value) was accepted")
            } catch {
                #expect("\(error)".contains(word) && "\(error)".contains("3"), "\(error)")
            }
        }
    }
}
