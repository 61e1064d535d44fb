import Scenes
import SimCore
import TestSupport

/// A form file with a program, in the shapes SwiftUI forms take (a counter, an alert a
/// flag presents, a focus chain, a sign-up whose button enables on a computed rule): the
/// runtime is tested here with no Swift source involved.
enum ProgramForm {
    static let yaml = """
        id: program
        title: Program
        look: swiftUI
        navigationBar: false
        state:
          - {name: count, type: Int, value: 0}
          - {name: showSaved, type: Bool, value: false}
          - {name: confirmReset, type: Bool, value: false}
          - {name: email, type: String, value: ""}
          - {name: password, type: String, value: ""}
          - {name: agreed, type: Bool, value: false}
          - {name: focus, type: "Field?", value: null}
          - {name: names, type: "[String]", value: []}
          - {name: created, type: Bool, value: false}
        computed:
          isValid: {op: "&&", args: [{op: "!", args: [{member: isEmpty, of: {var: email}}]}, {var: agreed}]}
        methods:
          reset:
            - {set: count, to: 0, at: "Program.swift:40:9"}
        onChange:
          - of: count
            do: [{if: {op: ">=", args: [{var: count}, 3]}, then: [{append: names, value: {text: ["tap ", {var: count}]}}]}]
        alerts:
          - presentedBy: showSaved
            title: Saved
            message: {text: ["You tapped ", {var: count}, " times."]}
            actions: [{title: OK, style: cancel}]
          - presentedBy: confirmReset
            style: actionSheet
            title: Reset the count?
            anchor: reset
            actions: [{title: Reset, style: destructive, do: [{call: reset}]}]
        sections:
          - rows:
              - value: taps
                label: 0 taps
                liveLabel: {text: [{var: count}, " taps"]}
              - button: add
                title: Add
                action: [{set: count, op: "+=", to: 1, at: "Program.swift:12:13"}]
              - button: save
                title: Save
                action: [{set: showSaved, to: true}]
              - button: reset
                title: Reset
                action: [{set: confirmReset, to: true}]
              - button: loop
                title: Loop
                action: [{set: count, to: 99}, {while: true, do: [{set: count, op: "+=", to: 1}]}]
              - value: log
                label: none
                liveLabel: {call: joined, on: {var: names}, args: [", "]}
          - header: Names
            rows:
              - value: name
                label: name
                liveLabel: {text: [{op: "+", args: [{var: i}, 1]}, ". ", {var: name}]}
                forEach: {in: {var: names}, as: name, index: i}
              - button: drop
                title: Remove the first
                action: [{if: {op: "!", args: [{member: isEmpty, of: {var: names}}]}, then: [{removeFirst: names}]}]
          - rows:
              - text: email
                bind: email
                placeholder: Email
                returnKey: next
                focus: {state: focus, equals: {case: email}}
                onSubmit: [{set: focus, to: {case: password}}]
              - text: password
                bind: password
                placeholder: Password
                returnKey: go
                focus: {state: focus, equals: {case: password}}
              - text: note
                placeholder: Note
              - value: focus-shown
                label: none
                liveLabel: {text: ["Focus: ", {var: focus}]}
          - rows:
              - switch: agreed
                bind: agreed
                label: I agree
                value: false
              - value: hint
                label: Fill in every field
                visibleWhen: {when: {op: "!", args: [{var: isValid}]}}
              - button: create
                title: Create account
                disabledWhen: {op: "!", args: [{var: isValid}]}
                action:
                  - {skip: "Task { await api.create() }", at: "Program.swift:30:17"}
                  - {set: created, to: true}
              - value: done
                label: Account created
                visibleWhen: {when: {var: created}}
        """

    static func simulator(_ device: String = "iphone-15") throws -> Simulator {
        try SimHarness(forms: [yaml], device: device).sim
    }
}
