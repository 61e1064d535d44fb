/// Where the keys of one round of input went: the element that was first responder when
/// its first `key` or `text` event ran (nil: none). The browser replays typing on another
/// device only where the same element is first responder, so it needs the source's.
/// Not in UIKit (an app never needs it).
public struct TypingSummary: Equatable, Sendable {
    public var firstResponder: String?

    public init(firstResponder: String?) {
        self.firstResponder = firstResponder
    }
}
