import Foundation
import Testing
@testable import SimCore
import SimCoreTestSupport

/// A view, a recognizer or a closure can outlive what it reports to (a card left up
/// after its control's row was let go, a touch holding a button): it then does nothing,
/// where an unowned pointer ended the app. UIControl's targets are weak for the same
/// reason. And what a control presented goes when the control leaves the window, while
/// a view controller's popover stays where it was (B4.8).
@Suite struct OutlivedOwnerTests {
    static let start = SimpleDate(validYear: 2026, month: 1, day: 15)

    @Test("A calendar that outlives its compact picker still takes a day, and tells no one")
    func calendarOutlivesItsPicker() throws {
        let calendar = CalendarView(id: "when-calendar", locale: CalendarLocale(identifier: "en_US"), date: Self.start)
        var picker: CompactDatePicker? = CompactDatePicker(id: "when", calendar: calendar, idiom: .phone) { $0.iso }
        weak let gone = picker
        picker = nil
        #expect(gone == nil)
        calendar.select(day: 20)
        #expect(calendar.date.iso == "2026-01-20")
    }

    @Test("A calendar's day button that outlives its calendar does nothing when tapped")
    func dayOutlivesItsCalendar() throws {
        var calendar: CalendarView? = CalendarView(id: "when-calendar", locale: CalendarLocale(identifier: "en_US"), date: Self.start)
        let day = try #require(calendar?.days[19])
        calendar = nil
        day.sendActions(for: .touchUpInside)
        #expect(day.superview == nil)
    }

    @Test("A pop-up button whose menu was made is let go with its row, and its menu left behind chooses nothing")
    func menuOutlivesItsButton() throws {
        var button: PopUpButton? = PopUpButton(id: "room", options: ["Single", "Double"], selectedIndex: 0)
        let menu = try #require(button?.menu)
        #expect(button?.presentation.sourceView === button, "made, as a tap makes it")
        weak let gone = button
        button = nil
        #expect(gone == nil, "the presentation does not hold its source")
        menu.items[1].onChoose(1)
        #expect(menu.checkedIndex == nil)
    }

    @Test("A wheel that outlives its picker turns nothing and names nothing")
    func wheelOutlivesItsPicker() throws {
        var picker: PickerView? = PickerView(id: "size", components: [["S", "M", "L"]])
        let column = try #require(picker?.columns.first)
        picker = nil
        column.spin(by: 1)
        #expect(throws: Never.self) { try column.pick(row: 2) }
        #expect(column.accessibilityValue == nil)
    }

    @Test("A scroll view's pan recognizer that outlives its scroll view (a touch holds it) moves nothing and begins no drag")
    func panOutlivesItsScrollView() throws {
        var scrollView: ScrollView? = ScrollView(id: "list")
        let pan = try #require(scrollView?.panGestureRecognizer)
        scrollView = nil
        #expect(pan.view == nil)
        #expect(pan.shouldBegin(pan) == false)
        pan.action?(pan)
    }

    /// The two sources of the last test: made by its scene, on the simulator's thread.
    final class Sources: @unchecked Sendable {
        var control: Button?
        var anchor: Button?
    }

    @Test("A control's own popover goes when the control leaves the window; a view controller's popover stays where it was (B4.8)")
    func controlPopoverEndsWithItsSource() throws {
        let sources = Sources()
        let scene = SceneDescriptor(id: "sources", title: "Sources") { _ in
            let root = View(id: "root")
            for (id, y) in [("control", 100.0), ("anchor", 200.0)] {
                let button = Button(id: id, title: id)
                button.frame = Rect(x: 20, y: y, width: 120, height: 44)
                root.addSubview(button)
                if id == "control" { sources.control = button } else { sources.anchor = button }
            }
            return ViewController(view: root)
        }
        let sim = makeSimulator("ipad-10", scene: scene)
        let control = try #require(sources.control), anchor = try #require(sources.anchor)
        let size = Size(width: 200, height: 100)
        let own = PopoverPresentation(id: "own", content: View(), contentSize: size, sourceView: control)
        own.endsWithSource = true
        let presented = PopoverPresentation(id: "presented", content: View(), contentSize: size, sourceView: anchor)
        own.present()
        presented.present()
        let placed = presented.popover.frame
        control.removeFromSuperview()
        anchor.removeFromSuperview()
        _ = try sim.send([.advance(milliseconds: 500)])
        #expect(sim.node("own") == nil && !own.isPresented)
        #expect(sim.node("presented") != nil && presented.popover.frame == placed)
    }
}
