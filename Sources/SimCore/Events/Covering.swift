/// What a touch at an element's visible centre would land on instead of the element:
/// the front-most thing in the way, for the refusal of an `exclusive` touch.
/// Not in UIKit (a finger simply lands on what is on top); the page says it.
public struct Covering: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// A presented popover's own body.
        case popover
        /// The view behind a popover that takes every touch outside it and dismisses the
        /// popover (mirrors UIKit's UIDimmingView, transparent for a popover).
        case dimmingView
        /// The bottom input panel: the keyboard or a picker.
        case inputPanel
        /// The edit menu.
        case editMenu
        /// Any other view in front of the element.
        case view
    }

    public var kind: Kind
    /// The covering element's id: the popover's for a popover and its dimming view,
    /// `input-panel`, `edit-menu`, or the nearest element of another view (nil if none).
    public var id: String?

    public init(kind: Kind, id: String?) {
        self.kind = kind
        self.id = id
    }

    /// "the popover “birthday-popover”", "the input panel", …: for messages.
    public var description: String {
        switch kind {
        case .popover: "the popover\(quoted)"
        case .dimmingView: "the dimming view of the popover\(quoted) (a touch there dismisses the popover)"
        case .inputPanel: "the input panel"
        case .editMenu: "the edit menu"
        case .view: id.map { "the element \"\($0)\"" } ?? "a view without an element id"
        }
    }

    private var quoted: String { id.map { " \"\($0)\"" } ?? "" }
}
