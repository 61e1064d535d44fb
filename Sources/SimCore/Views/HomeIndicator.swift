/// The home indicator bar at the bottom of Face ID devices (a system view).
public final class HomeIndicator: View {
    public override init(id: String? = nil, frame: Rect = .zero) {
        super.init(id: id, frame: frame)
        backgroundColor = .homeIndicator
        isUserInteractionEnabled = false
    }

    /// Its frame on a screen of `size` with `safeBottom`, or nil when the device has none.
    public static func frame(screen size: Size, safeBottom: Double, idiom: Idiom) -> Rect? {
        guard safeBottom > 0 else { return nil }
        let bar = idiom == .pad ? Metrics.homeIndicatorSizePad : Metrics.homeIndicatorSize
        return Rect(
            x: (size.width - bar.width) / 2, y: size.height - Metrics.homeIndicatorBottom - bar.height,
            width: bar.width, height: bar.height)
    }
}
