/// Mirrors UIPasteboard.general, one per simulator session (B6.3).
public final class Pasteboard {
    public var string: String?

    public init() {}
}
