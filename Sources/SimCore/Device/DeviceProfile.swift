/// One simulated device: BEHAVIOR.md part C. Every device metric lives here or in
/// `Metrics`, never as a literal elsewhere.
public struct DeviceProfile: Sendable, Hashable {
    public let id: String
    public let name: String
    public let idiom: Idiom
    /// The screen in portrait, in points.
    public let portraitSize: Size
    public let safeAreaPortrait: EdgeInsets
    public let safeAreaLandscape: EdgeInsets
    public let cornerRadius: Double
    public let cutout: Cutout?
    /// System keyboard heights (~), including the bottom safe area.
    public let keyboardHeightPortrait: Double
    public let keyboardHeightLandscape: Double

    public func screenSize(in orientation: Orientation) -> Size {
        orientation.isLandscape
            ? Size(width: portraitSize.height, height: portraitSize.width) : portraitSize
    }

    /// Face ID iPhones do not turn upside down; SimCore keeps their portrait metrics then.
    public func safeArea(in orientation: Orientation) -> EdgeInsets {
        orientation.isLandscape ? safeAreaLandscape : safeAreaPortrait
    }

    /// The status bar is hidden on iPhone in landscape; a Dynamic Island iPhone's is 54 pt,
    /// 5 pt short of its 59 pt safe area (B12.6); elsewhere it fills the top safe area.
    public func statusBarHeight(in orientation: Orientation) -> Double {
        if idiom == .phone && orientation.isLandscape { return 0 }
        if cutout == .island { return Metrics.islandStatusBarHeight }
        return safeArea(in: orientation).top
    }

    /// Vertically compact: iPhone in landscape (size class compact height).
    public func isVerticallyCompact(in orientation: Orientation) -> Bool {
        idiom == .phone && orientation.isLandscape
    }
}
