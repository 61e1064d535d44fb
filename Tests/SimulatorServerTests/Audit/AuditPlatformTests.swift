@testable import Audit
import Foundation
import Scenes
import Testing
@testable import SimCore

/// B10.C2: what iOS itself draws short of a check (its system colours, its controls' own
/// sizes) is a warning naming the default, and the fix where there is one; the test
/// command prints such findings as one platform note each per run, and each form's
/// counts by check.
@Suite struct AuditPlatformTests {
    func findings(
        _ scene: SceneDescriptor, on device: String = "iphone-15", contrast: AccessibilityContrast = .normal
    ) throws -> [AuditFinding] {
        var auditor = Auditor()
        auditor.devices = [try #require(DeviceProfile.named(device))]
        auditor.appearances = [.light]
        auditor.contrasts = [contrast]
        auditor.contentSizes = [.large]
        return auditor.audit(scene)
    }

    static let blue = AuditTextTests.labels("blue", [("Pay now", Rect(x: 20, y: 120, width: 200, height: 30), .systemBlue)])

    @Test("iOS's default blue on white is a contrast warning that names systemBlue and Increase Contrast", arguments: ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"])
    func systemBlueIsAPlatformWarning(device: String) throws {
        let found = try findings(Self.blue, on: device).filter { $0.check == .contrast }
        let finding = try #require(found.first)
        #expect(finding.severity == .warning)
        #expect(finding.platform == "systemBlue")
        #expect(finding.message.contains("4.02:1"))
        #expect(finding.message.contains("iOS's own systemBlue"))
        #expect(finding.message.contains("Increase Contrast draws it #0040DD"))
    }

    @Test("With Increase Contrast on, iOS's blue on white is no finding")
    func highContrastPasses() throws {
        #expect(try findings(Self.blue, contrast: .high).filter { $0.check == .contrast }.isEmpty)
    }

    @Test("A text colour of the form's own under 4.5:1 is still an error, with no platform")
    func ownColourIsAnError() throws {
        let scene = AuditTextTests.labels("own", [("Pay now", Rect(x: 20, y: 120, width: 200, height: 30), Color("#4A90E2"))])
        let finding = try #require(try findings(scene).first { $0.check == .contrast })
        #expect(finding.severity == .error)
        #expect(finding.platform == nil)
    }

    @Test("A segmented control's 32 pt segments are a target-size warning of UISegmentedControl's own size")
    func segmentIsPlatform() throws {
        let found = try findings(try #require(AuditTests.registry.scene("shipping")))
        let segment = try #require(found.first { $0.check == .targetSize && $0.element?.contains("-segment-") == true })
        #expect(segment.platform == "UISegmentedControl")
    }

    @Test("A form's summary counts its own findings by check apart from iOS's defaults")
    func formSummary() {
        let context = AuditContext(
            scene: "f", device: "iphone-15", orientation: "portrait", appearance: "light", contentSize: "large", locale: "en_US",
            state: "opened")
        func make(_ check: AuditFinding.Check, _ severity: AuditFinding.Severity, _ platform: String?) -> AuditFinding {
            AuditFinding(check: check, severity: severity, element: "e", message: "m", guidance: "g", context: context, platform: platform)
        }
        let findings = [
            make(.contrast, .error, nil), make(.cutText, .warning, nil), make(.cutText, .warning, nil),
            make(.placeholderContrast, .warning, "placeholderText"), make(.targetSize, .warning, "UISwitch"),
        ]
        #expect(AuditReport.formSummary("f", findings) == "f: 1 errors, 2 warnings (contrast 1, cutText 2); iOS defaults: targetSize 1, placeholderContrast 1")
        let notes = AuditReport.platformNotes(findings + [make(.targetSize, .warning, "UISwitch")])
        #expect(notes.count == 2)
        #expect(notes[1].hasPrefix("platform note: UISwitch (targetSize), iOS's own default: 2 findings on 1 form,"))
    }
}
