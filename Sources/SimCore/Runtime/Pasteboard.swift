/// Mirrors UIPasteboard.general, one per simulator session (B6.3).
public final class Pasteboard {
    public var string: String? {
        didSet { changeCount += 1 }
    }
    /// Mirrors changeCount: advances at every change of the contents.
    public private(set) var changeCount = 0

    public init() {}
}
