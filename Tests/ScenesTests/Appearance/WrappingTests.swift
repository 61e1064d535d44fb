import Foundation
import Scenes
import Reach
import Testing
@testable import SimCore
import TestSupport

/// B10.2: above the default text size labels wrap rather than being cut short,
/// rows and section headers and footers grow to fit their lines, and a title beside a
/// control takes what the control leaves.
@Suite struct WrappingTests {
    /// The built-in scenes and the forms shipped in Forms/.
    static let scenes: [SceneDescriptor] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Forms").standardized
        let library = FormLibrary.load(folders: [url])
        let builtIn = SceneRegistry.builtIn.ids.compactMap { SceneRegistry.builtIn.scene($0) }
        return builtIn + library.documents.compactMap { $0.sceneDescriptor(directory: FormDirectory(library.documents)) }
    }()

    static func simulator(_ scene: SceneDescriptor, _ device: String, _ orientation: Orientation, _ size: ContentSizeCategory) throws -> Simulator {
        try SimHarness(scene: scene, device: device, orientation: orientation, contentSize: size).sim
    }

    /// What text fields show (their text and placeholder scroll or are cut, as in iOS).
    static func fieldTexts(in view: View) -> Set<String> {
        var texts: Set<String> = []
        if let field = view as? TextField { texts.formUnion([field.text, field.placeholder ?? ""]) }
        for subview in view.subviews { texts.formUnion(fieldTexts(in: subview)) }
        return texts
    }

    @Test(
        "No text covers other text at any text size, and above the default no label is cut short, in every scene and shipped form",
        arguments: ["iphone-se", "iphone-15", "ipad-10"])
    func nothingCutShort(device: String) throws {
        for scene in Self.scenes {
            for orientation in [Orientation.portrait, .landscapeLeft] {
                for size in ContentSizeCategory.allCases {
                    let sim = try Self.simulator(scene, device, orientation, size)
                    let audit = TextAudit(sim.renderFully())
                    let items = audit.items
                    let fields = Self.fieldTexts(in: sim.window)
                    let cut = size > .large ? items.filter { $0.isCut && !fields.contains($0.text) }.map(\.text) : []
                    #expect(cut.isEmpty, "\(scene.id) on \(device) \(orientation) at \(size): cut \(cut)")
                    let overlaps = DynamicTypeTests.overlaps(audit)
                    #expect(overlaps.isEmpty, "\(scene.id) on \(device) \(orientation) at \(size): \(overlaps.joined(separator: "; "))")
                }
            }
        }
    }

    @Test("A label of no line limit wraps by words into lines no wider than it, stacked one line apart")
    func labelWraps() throws {
        let label = Label(text: "Deliver to the side door when nobody answers the bell", font: .body)
        label.numberOfLines = 0
        let lines = label.lines(forWidth: 150)
        #expect(lines.count > 2)
        #expect(lines.joined(separator: " ") == label.text)
        #expect(lines.allSatisfy { label.font.width(of: $0) <= 150 })
        #expect(label.sizeThatFits(Size(width: 150, height: 0)).height == Double(lines.count) * label.font.textLineHeight)
        label.frame = Rect(x: 0, y: 0, width: 150, height: 200)
        label.layoutSubviews()
        #expect(label.lineLabels.map(\.text) == lines)
        #expect(label.lineLabels.map(\.frame.minY) == lines.indices.map { Double($0) * label.font.textLineHeight + label.lineLabels[0].frame.minY })
        var node = RenderNode(id: "label", frame: label.frame)
        label.decorate(&node)
        #expect(node.text == nil)
    }

    @Test("A label of two lines keeps the rest of its text on the second, for the client to ellipsise; one line never wraps")
    func lineLimit() {
        let label = Label(text: "Deliver to the side door when nobody answers the bell", font: .body)
        label.numberOfLines = 2
        let lines = label.lines(forWidth: 150)
        #expect(lines.count == 2)
        #expect(label.font.width(of: lines[1]) > 150)
        label.numberOfLines = 1
        #expect(label.lines(forWidth: 150) == [label.text])
    }

    @Test("At AX3 a long row title wraps onto more lines and its row grows; at the default size it is one line at 44 pt")
    func longTitleWraps() throws {
        let settings = try #require(Self.scenes.first { $0.id == "settings" })
        let ax3 = try Self.simulator(settings, "iphone-se", .portrait, .AX3)
        let lines = TextAudit(ax3.renderFully()).items.filter { ["Sync over", "cellular", "Sync", "over"].contains($0.text) }
        #expect(lines.count >= 2)
        let hit = lines.first.flatMap { line in ax3.window.hitTest(Point(x: line.ink.midX, y: line.ink.midY), with: nil) }
        let cells = sequence(first: hit, next: { $0?.superview }).compactMap { $0 as? TableViewCell }
        let row = try #require(cells.first)
        #expect(row.frame.height >= Double(lines.count) * 40)
        let large = try Self.simulator(settings, "iphone-se", .portrait, .large)
        #expect(TextAudit(large.renderFully()).items.contains { $0.text == "Sync over cellular" && !$0.isCut })
    }

    @Test("A section footer longer than the table is wide wraps, and the next section moves down to make room")
    func footersWrap() throws {
        let long = String(repeating: "This footer explains the section at length. ", count: 4)
        let table = TableView(id: "t", sections: [
            TableSection(id: "a", footer: long, cells: [TableViewCell(id: "r1", title: "One")]),
            TableSection(id: "b", header: "Second", cells: [TableViewCell(id: "r2", title: "Two")]),
        ])
        table.frame = Rect(x: 0, y: 0, width: 375, height: 800)
        table.layoutSubviews()
        let footer = try #require(table.footerLabels[0])
        #expect(footer.frame.height >= 4 * footer.font.textLineHeight)
        #expect(table.sections[1].frame.minY > footer.frame.maxY + 20)
        #expect(try #require(table.headerLabels[1]).frame.minY >= footer.frame.maxY)
    }
}
