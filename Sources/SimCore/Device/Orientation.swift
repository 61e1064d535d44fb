/// Mirrors UIInterfaceOrientation.
public enum Orientation: String, Sendable, Codable, CaseIterable {
    case portrait
    case portraitUpsideDown
    case landscapeLeft
    case landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
