extension DeviceProfile {
    /// Mirrors the default supportedInterfaceOrientations: every orientation but upside
    /// down on iPhone (`.allButUpsideDown`), all four on iPad (`.all`).
    public var supportedOrientations: [Orientation] {
        idiom == .phone ? [.portrait, .landscapeLeft, .landscapeRight] : Orientation.allCases
    }

    /// Whether the interface turns to this orientation when the device does.
    public func supports(_ orientation: Orientation) -> Bool {
        supportedOrientations.contains(orientation)
    }
}
