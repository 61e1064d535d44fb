import Scenes
import SimCore

/// Today's iOS controls in the event matrix: a form with a large title and text rows
/// with a keyboard bar, and the events that exercise them.
extension EventMatrix {
    static let todayForm = """
        id: today
        title: Account
        largeTitle: true
        sections:
          - rows:
        \((1...30).map { "      - text: r\($0)\n        label: Row \($0)\n        accessory: navigation" }.joined(separator: "\n"))
        """

    /// `accessory`: the bar's next and previous chevrons, moving the focus down a row and
    /// back (E5.K1). `largeTitle`: a wheel scroll collapsing the large title and one
    /// expanding it again (E6.L1). Only the today form has them.
    static func todayCell(form: String, device: String, event: String) -> Cell? {
        guard form == "today" else { return nil }
        var cell = Cell(form: form, device: device, event: event, setup: [], loop: [])
        switch event {
        case "accessory":
            cell.setup = [.tapTarget("r2-field")]
            cell.loop = [.tapTarget("keyboard-accessory-next"), .tapTarget("keyboard-accessory-previous")]
        case "largeTitle":
            let point = Point(x: 200, y: 400)
            cell.loop = [.scroll(at: point, by: Point(x: 0, y: 60)), .scroll(at: point, by: Point(x: 0, y: -60))]
        default:
            return nil
        }
        return cell
    }
}
