import Audit
import Foundation
import Scenes
import SimCore
import Testing

/// The audit's checks, each on a screen that has the problem and one that does not.
@Suite struct AuditTests {
    static let registry: SceneRegistry = {
        let library = FormLibrary.load(folders: [URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Forms").standardizedFileURL])
        var registry = SceneRegistry.builtIn
        let directory = FormDirectory(library.documents)
        for document in library.documents { registry.register(document.sceneDescriptor(directory: directory)) }
        return registry
    }()

    func findings(_ scene: String, on device: String, appearance: UserInterfaceStyle = .light, size: ContentSizeCategory = .large) throws -> [AuditFinding] {
        var auditor = Auditor()
        auditor.devices = [try #require(DeviceProfile.named(device))]
        auditor.appearances = [appearance]
        auditor.contentSizes = [size]
        return auditor.audit(try #require(Self.registry.scene(scene)))
    }

    func findings(form text: String, on device: String) throws -> [AuditFinding] {
        let document = try FormParser.parse(text, file: "audit.yaml")
        var auditor = Auditor()
        auditor.devices = [try #require(DeviceProfile.named(device))]
        auditor.appearances = [.light]
        auditor.contentSizes = [.large]
        return auditor.audit(document.sceneDescriptor(directory: FormDirectory([document])))
    }

    @Test("a phone pad with no Return and no Done is a dead end on the iPhone, and not on the iPad, whose keyboard has them")
    func deadEnd() throws {
        let phone = try findings("contacts", on: "iphone-se").filter { $0.check == .deadEnd }
        #expect(phone.map(\.element) == ["phone-field"])
        #expect(phone.first?.context.state == "after a tap on phone")
        #expect(try findings("contacts", on: "ipad-10").filter { $0.check == .deadEnd }.isEmpty)
    }

    @Test("a control with no label is unnamed; one that speaks its value is a warning, the labelled form has none")
    func unnamed() throws {
        let slider = try findings("settings", on: "iphone-15").filter { $0.check == .unnamed }
        #expect(slider.map(\.element) == ["text-size-slider"])
        #expect(slider.first?.severity == .warning)
        #expect(try findings("shipping", on: "iphone-15").filter { $0.check == .unnamed }.isEmpty)
    }

    @Test("two buttons spoken alike are a duplicate name; a field and its 44 pt container are one target")
    func duplicateNames() throws {
        let twice = try findings(
            form: "id: twice\nsections:\n  - rows:\n      - button: save-a\n        title: Save\n      - button: save-b\n        title: Save\n",
            on: "iphone-15")
        #expect(twice.contains { $0.check == .duplicateName && $0.message.contains("save-a, save-b") })
        #expect(try findings("login", on: "iphone-15").filter { $0.check == .duplicateName }.isEmpty)
    }

    @Test("a stepper's halves are under 44 pt; a login field whose container takes its touches is not")
    func targetSizes() throws {
        let shipping = try findings("shipping", on: "iphone-15").filter { $0.check == .targetSize }.compactMap(\.element)
        #expect(shipping.contains("quantity-stepper-increment"))
        let login = try findings("login", on: "iphone-15").filter { $0.check == .targetSize }.compactMap(\.element)
        #expect(!login.contains("email-field"))
    }

    @Test("the red of an invalid row's title is iOS's systemRed: a submitted empty form has no contrast error, only warnings naming it")
    func invalidRowsContrast() throws {
        for appearance in UserInterfaceStyle.allCases {
            let done = try findings("shipping", on: "iphone-15", appearance: appearance)
                .filter { $0.check == .contrast && $0.context.state == "after a tap on done" }
            #expect(done.allSatisfy { $0.severity == .warning && $0.platform == "systemRed" }, "\(appearance): \(done.map(\.message))")
        }
    }

    @Test("a keyboard's keys, whose digit and letters share a key, are not text covering text")
    func keyboardIsNotOverlap() throws {
        let overlaps = try findings("contacts", on: "iphone-se").filter { $0.check == .overlappingText }
        #expect(overlaps.isEmpty, "\(overlaps.map(\.message))")
    }

    @Test("the Birthday popover's placeholder grey is its own class, a warning; nothing it shows is an error")
    func placeholderClass() throws {
        let all = try findings("contacts", on: "ipad-10")
        #expect(all.contains { $0.check == .placeholderContrast && $0.severity == .warning })
        #expect(all.filter { $0.severity == .error }.isEmpty, "\(all.filter { $0.severity == .error }.map(\.message))")
    }
}
