import SimCore
import Testing

/// Scenes build these controls through SimCore's public API only (no @testable import here).
@Suite struct ControlsPublicAPITests {
    @Test("B8.1–B8.4: the four controls are built and set through the public API, sending nothing from code")
    func publicAPI() {
        var changes = 0
        let toggle = Switch(id: "s", isOn: false)
        toggle.setOn(true, animated: false)
        toggle.isOn.toggle()
        toggle.onTintColor = .systemGreen
        let segmented = SegmentedControl(id: "g", items: ["A", "B"])
        segmented.selectedSegmentIndex = 1
        segmented.setTitle("Bee", forSegmentAt: 1)
        let stepper = Stepper(id: "t")
        (stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value) = (1, 9, 0.5, 2.5)
        (stepper.autorepeat, stepper.wraps) = (false, true)
        let slider = Slider(id: "l")
        (slider.minimumValue, slider.maximumValue, slider.isContinuous) = (0, 200, false)
        slider.setValue(50, animated: false)
        let controls: [Control] = [toggle, segmented, stepper, slider]
        for control in controls { control.addAction(for: .valueChanged) { _ in changes += 1 } }
        #expect(toggle.accessibilityValue == "off")
        #expect(segmented.numberOfSegments == 2 && segmented.titleForSegment(at: 1) == "Bee")
        #expect(segmented.accessibilityValue == "Bee")
        #expect(stepper.accessibilityValue == "2.5")
        #expect(slider.accessibilityValue == "50" && slider.thumbRect.width == 28)
        #expect(toggle.intrinsicContentSize == Switch.size && stepper.intrinsicContentSize == Stepper.size)
        #expect(changes == 0 && controls.allSatisfy(\.sentEvents.isEmpty))
    }
}
