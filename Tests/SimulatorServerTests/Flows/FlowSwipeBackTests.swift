import Flows
import Foundation
import Scenes
import SimCore
import Testing

/// A flow's `drag` from the screen's leading edge is the swipe back (BEHAVIOR.md B9.9),
/// and its `key: Escape` the keyboard's way back (B9.10).
@Suite struct FlowSwipeBackTests {
    static let form = """
        id: parcel
        title: Parcel
        sections:
          - header: Parcel
            rows:
              - choice: packaging
                label: Packaging
                options: [Box, Envelope, Tube]
                value: Box
        """

    func run(_ steps: String, orientation: Orientation) throws -> FlowResult {
        var registry = SceneRegistry.builtIn
        registry.register(try FormParser.parse(Self.form, file: "parcel.yaml").sceneDescriptor)
        var flow = try FlowParser.parse("scene: parcel\ndevices: [iphone-se, ipad-10]\nsteps:\n" + steps, file: "t.yaml")
        flow.orientation = orientation
        return try FlowRunner(scenes: registry).run(flow, file: "t.yaml", devices: flow.profiles())
    }

    @Test("B9.9: a flow's drag from the leading edge pops the pushed list", arguments: [Orientation.portrait, .landscapeLeft])
    func aDragFromTheEdgePops(orientation: Orientation) throws {
        let result = try run(
            """
              - tap: packaging
              - wait: 500
              - expect: {id: packaging-option-1, label: Envelope}
              - drag: {from: [2, 300], to: [250, 300], ms: 300}
              - wait: 500
              - expect: {absent: {id: packaging-option-1}}
              - expect: {id: packaging}
            """, orientation: orientation)
        for device in result.devices { #expect(device.failures == [], "\(device.device.id)") }
        #expect(result.passed)
    }

    @Test("B9.10: a flow's Escape key pops the pushed list", arguments: [Orientation.portrait, .landscapeLeft])
    func escapePops(orientation: Orientation) throws {
        let result = try run(
            """
              - tap: packaging
              - wait: 500
              - key: Escape
              - wait: 500
              - expect: {absent: {id: packaging-option-1}}
            """, orientation: orientation)
        for device in result.devices { #expect(device.failures == [], "\(device.device.id)") }
        #expect(result.passed)
    }
}
