import Testing
@testable import Scenes
@testable import SimCore
import TestSupport

/// E8.2 and E8.4 on a presented form: the bar's buttons run their closures and nothing
/// else, and `.onAppear` setting the focus puts the keyboard up as the form shows.
@Suite struct ProgramBarButtonTests {
    static let parent = """
        id: parent
        title: Parent
        look: swiftUI
        sections:
          - rows:
              - child: open
                label: Open
                form: editor
                presentation: sheet
        """
    static let editor = """
        id: editor
        title: Editor
        look: swiftUI
        cancel: Cancel
        done: Save
        cancelAction: []
        doneAction: [{set: saved, to: true}, dismiss]
        state:
          - {name: saved, type: Bool, value: false}
          - {name: focus, type: Bool, value: false}
        onAppear: [{set: focus, to: true}]
        sections:
          - rows:
              - text: name
                placeholder: Name
                focus: {state: focus}
        """

    func open(_ device: String) throws -> Simulator {
        let sim = try formSimulator([Self.parent, Self.editor], device: device)
        _ = try sim.send([.tapTarget("open"), .advance(milliseconds: 1000)])
        return sim
    }

    @Test(arguments: ProgramRunTests.devices)
    func onAppearSettingTheFocusPutsTheFieldInEditing(device: String) throws {
        let sim = try open(device)
        #expect(sim.semanticTree().firstResponder == "name-field")
    }

    @Test(arguments: ProgramRunTests.devices)
    func aCancelWhoseClosureIsEmptyClosesNothing(device: String) throws {
        let sim = try open(device)
        _ = try sim.send([.tapTarget("cancel"), .advance(milliseconds: 1000)])
        #expect(sim.node("name") != nil)
    }

    @Test(arguments: ProgramRunTests.devices)
    func saveRunsItsClosureWhichDismissesTheSheet(device: String) throws {
        let sim = try open(device)
        _ = try sim.send([.tapTarget("done"), .advance(milliseconds: 1000)])
        #expect(sim.node("name") == nil)
        #expect(sim.node("open") != nil)
    }
}
