import Scenes
import SimCore

/// A SwiftUI form's program in the event matrix (BEHAVIOR.md E8): a tap whose action
/// changes state that a live text and a computed `.disabled` read, and Return moving
/// `@FocusState` between two fields through `.onSubmit`.
extension EventMatrix {
    static let programForm = """
        id: program
        title: Program
        look: swiftUI
        state:
          - {name: on, type: Bool, value: false}
          - {name: count, type: Int, value: 0}
          - {name: focus, type: "Field?", value: null}
          - {name: first, type: String, value: ""}
          - {name: second, type: String, value: ""}
        computed:
          ready: {op: "&&", args: [{var: on}, {op: ">", args: [{var: count}, 0]}]}
        sections:
          - rows:
              - button: flip
                title: Flip
                action: [{toggle: on}, {set: count, op: "+=", to: 1}]
              - value: status
                label: "off"
                liveLabel: {text: ["On: ", {var: on}, ", taps: ", {var: count}]}
              - button: go
                title: Go
                disabledWhen: {op: "!", args: [{var: ready}]}
              - text: first
                bind: first
                focus: {state: focus, equals: {case: first}}
                onSubmit: [{set: focus, to: {case: second}}]
              - text: second
                bind: second
                focus: {state: focus, equals: {case: second}}
                onSubmit: [{set: focus, to: {case: first}}]
        \((1...20).map { "      - value: v\($0)\n        label: Row \($0)" }.joined(separator: "\n"))
        """

    /// `stateTap`: the button flipping state twice. `focusMove`: Return in each field,
    /// which moves the focus to the other.
    static func programCell(form: String, device: String, event: String) -> Cell? {
        guard form == "program" else { return nil }
        var cell = Cell(form: form, device: device, event: event, setup: [], loop: [])
        switch event {
        case "stateTap": cell.loop = [.tapTarget("flip"), .tapTarget("flip")]
        case "focusMove":
            cell.setup = [.tapTarget("first-field")]
            cell.loop = [.key("Enter"), .key("Enter")]
        default: return nil
        }
        return cell
    }
}
