extension RenderNode {
    /// The device's facts, carried by the root node: what the page draws the device's
    /// frame from.
    public struct Screen: Equatable, Sendable {
        public var device: String
        public var idiom: Idiom
        public var orientation: Orientation
        /// The display's corner radius. On the wire it stands as the root's
        /// `cornerRadius` (the root's own is never set).
        public var cornerRadius: Double
        public var safeArea: EdgeInsets
        public var cutout: Cutout?
        /// A window that does not fill the screen: its name and frame.
        public var window: String?
        public var windowFrame: Rect?
        public var appearance: UserInterfaceStyle = .light
        public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight

        public init(device: String, idiom: Idiom, orientation: Orientation, cornerRadius: Double, safeArea: EdgeInsets) {
            self.device = device
            self.idiom = idiom
            self.orientation = orientation
            self.cornerRadius = cornerRadius
            self.safeArea = safeArea
        }
    }
}
