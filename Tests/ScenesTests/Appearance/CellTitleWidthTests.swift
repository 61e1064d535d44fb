import Scenes
import Testing
@testable import SimCore
import TestSupport

/// B10.2: a value cell's title takes the content less what its value really needs, so a
/// row with no value never squeezes or cuts its title beside an empty space.
@Suite struct CellTitleWidthTests {
    static let form = """
        title: Titles
        sections:
          - rows:
              - child: notifications
                label: Notifications
                form: other
              - value: history
                label: No completed transactions
                detail: ""
              - value: plan
                label: Subscription renewal date
                detail: Jun 12
              - value: long
                label: Delivery instructions for the courier
                detail: Leave it with the neighbour across the road
        """
    static let other = "title: Other\nsections:\n  - rows:\n      - value: x\n        label: X\n"

    static func simulator(_ device: String, _ orientation: Orientation, _ size: ContentSizeCategory) throws -> Simulator {
        let sim = try SimHarness(
            forms: [("form.yaml", form), ("other.yaml", other)], device: device, orientation: orientation, contentSize: size
        ).sim
        _ = sim.renderFully()
        return sim
    }

    static func title(_ sim: Simulator, _ id: String) throws -> Label {
        let cell = try #require(sim.view(withElementID: id) as? TableViewCell)
        return try #require(cell.textLabel)
    }

    @Test(
        "A child row with a chevron and no value keeps its one-word title whole at xxxLarge",
        arguments: ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-10", "ipad-pro-12-9"])
    func childRowTitleWhole(device: String) throws {
        for orientation in [Orientation.portrait, .landscapeLeft] {
            let label = try Self.title(try Self.simulator(device, orientation, .xxxLarge), "notifications")
            #expect(label.lines(forWidth: label.bounds.width) == ["Notifications"], "\(device) \(orientation)")
        }
    }

    @Test("A value row with only a label is not cut at the default size on an iPhone: its title spans the row")
    func loneLabelSpansRow() throws {
        for device in ["iphone-se", "iphone-15", "iphone-15-pro-max"] {
            let label = try Self.title(try Self.simulator(device, .portrait, .large), "history")
            #expect(label.bounds.width >= label.font.width(of: "No completed transactions"), "\(device)")
        }
    }

    @Test("A title beside a short value takes the content less what the value needs, past 45 % of the row")
    func titleBesideShortValue() throws {
        let sim = try Self.simulator("iphone-se", .portrait, .large)
        let cell = try #require(sim.view(withElementID: "plan") as? TableViewCell)
        let title = try Self.title(sim, "plan")
        let content = cell.contentWidth(forWidth: cell.bounds.width)
        #expect(title.bounds.width > content * 0.45)
        #expect(title.bounds.width >= title.font.width(of: "Subscription renewal date"))
        let value = try #require(cell.detailTextLabel as? Label)
        #expect(value.bounds.width >= value.font.width(of: "Jun 12"))
    }

    @Test("When title and value both do not fit, the title keeps 45 % of the content and the value is cut")
    func bothLong() throws {
        let sim = try Self.simulator("iphone-se", .portrait, .large)
        let cell = try #require(sim.view(withElementID: "long") as? TableViewCell)
        let content = cell.contentWidth(forWidth: cell.bounds.width)
        #expect(abs(try Self.title(sim, "long").bounds.width - content * 0.45) < 0.5)
    }

    @Test("A title wraps by words and breaks a word only when the word alone is wider than the line")
    func wrapsByWords() {
        let label = Label(text: "Notifications and reminders", font: .body)
        label.numberOfLines = 0
        let word = label.font.width(of: "Notifications")
        #expect(label.lines(forWidth: word + 2).first == "Notifications")
        let broken = label.lines(forWidth: word / 2)
        #expect(broken.count > 2)
        #expect(broken.allSatisfy { label.font.width(of: $0) <= word / 2 })
        #expect(broken.joined() .replacingOccurrences(of: " ", with: "") == "Notificationsandreminders")
    }
}
