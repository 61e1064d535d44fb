extension DeviceProfile {
    /// The eight profiles of BEHAVIOR.md part C, in the order the API lists them.
    public static let all: [DeviceProfile] = [
        phone("iphone-se", "iPhone SE (3rd)", 375, 667, (20, 0, 0, 0), (0, 0, 0, 0), 0, nil, 260, 200),
        phone("iphone-x", "iPhone X", 375, 812, (44, 0, 34, 0), (0, 44, 21, 44), 39, .notch, 336, 209),
        phone("iphone-15", "iPhone 15", 393, 852, (59, 0, 34, 0), (0, 59, 21, 59), 55, .island, 336, 209),
        phone(
            "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, (59, 0, 34, 0), (0, 59, 21, 59), 55, .island,
            346, 209),
        // Each iPad's keyboard is its own height (B11.6).
        pad("ipad-air-2", "iPad Air 2", 768, 1024, (20, 0, 0, 0), (20, 0, 0, 0), 0, 320, 405),
        pad("ipad-10", "iPad (10th)", 820, 1180, (24, 0, 20, 0), (24, 0, 20, 0), 18, 340, 425),
        pad("ipad-mini-6", "iPad mini (6th)", 744, 1133, (24, 0, 20, 0), (24, 0, 20, 0), 21.5, 315, 411),
        pad("ipad-pro-12-9", "iPad Pro 12.9", 1024, 1366, (24, 0, 20, 0), (24, 0, 20, 0), 18, 398, 491),
    ]

    public static func named(_ id: String) -> DeviceProfile? {
        all.first { $0.id == id }
    }

    private typealias Insets = (Double, Double, Double, Double)

    private static func insets(_ i: Insets) -> EdgeInsets {
        EdgeInsets(top: i.0, left: i.1, bottom: i.2, right: i.3)
    }

    private static func phone(
        _ id: String, _ name: String, _ width: Double, _ height: Double, _ portrait: Insets,
        _ landscape: Insets, _ radius: Double, _ cutout: Cutout?, _ keyboard: Double, _ keyboardLandscape: Double
    ) -> DeviceProfile {
        DeviceProfile(
            id: id, name: name, idiom: .phone, portraitSize: Size(width: width, height: height),
            safeAreaPortrait: insets(portrait), safeAreaLandscape: insets(landscape), cornerRadius: radius,
            cutout: cutout, keyboardHeightPortrait: keyboard, keyboardHeightLandscape: keyboardLandscape)
    }

    private static func pad(
        _ id: String, _ name: String, _ width: Double, _ height: Double, _ portrait: Insets,
        _ landscape: Insets, _ radius: Double, _ keyboard: Double, _ keyboardLandscape: Double
    ) -> DeviceProfile {
        DeviceProfile(
            id: id, name: name, idiom: .pad, portraitSize: Size(width: width, height: height),
            safeAreaPortrait: insets(portrait), safeAreaLandscape: insets(landscape), cornerRadius: radius,
            cutout: nil, keyboardHeightPortrait: keyboard, keyboardHeightLandscape: keyboardLandscape)
    }
}
