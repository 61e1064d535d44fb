extension RenderNode {
    /// A set of a node's properties: what an update changed, what an insert sets. One
    /// member for each property the render protocol names (docs/RENDER_PROTOCOL.md); the
    /// device's facts are the root's.
    public struct Properties: OptionSet, Hashable, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }

        public static let kind = Self(rawValue: 1 << 0)
        public static let frame = Self(rawValue: 1 << 1)
        public static let children = Self(rawValue: 1 << 2)
        public static let fill = Self(rawValue: 1 << 3)
        public static let cornerRadius = Self(rawValue: 1 << 4)
        public static let borderWidth = Self(rawValue: 1 << 5)
        public static let borderColor = Self(rawValue: 1 << 6)
        public static let dash = Self(rawValue: 1 << 7)
        public static let alpha = Self(rawValue: 1 << 8)
        public static let scale = Self(rawValue: 1 << 9)
        public static let shadow = Self(rawValue: 1 << 10)
        public static let hidden = Self(rawValue: 1 << 11)
        public static let clip = Self(rawValue: 1 << 12)
        public static let blink = Self(rawValue: 1 << 13)
        public static let text = Self(rawValue: 1 << 14)
        public static let rtl = Self(rawValue: 1 << 15)
        public static let font = Self(rawValue: 1 << 16)
        public static let color = Self(rawValue: 1 << 17)
        public static let align = Self(rawValue: 1 << 18)
        public static let symbol = Self(rawValue: 1 << 19)
        // A wheel's.
        public static let rows = Self(rawValue: 1 << 20)
        public static let selected = Self(rawValue: 1 << 21)
        public static let rowHeight = Self(rawValue: 1 << 22)
        public static let wraps = Self(rawValue: 1 << 23)
        public static let disabledRows = Self(rawValue: 1 << 24)
        // The root's device facts.
        public static let device = Self(rawValue: 1 << 25)
        public static let idiom = Self(rawValue: 1 << 26)
        public static let orientation = Self(rawValue: 1 << 27)
        public static let safeArea = Self(rawValue: 1 << 28)
        public static let cutout = Self(rawValue: 1 << 29)
        public static let window = Self(rawValue: 1 << 30)
        public static let windowFrame = Self(rawValue: 1 << 31)
        public static let appearance = Self(rawValue: 1 << 32)
        public static let layoutDirection = Self(rawValue: 1 << 33)

        /// A wheel's parts (`RenderNode.Wheel`).
        public static let wheelParts: Self = [.rows, .selected, .rowHeight, .wraps, .disabledRows]
        /// The root's device facts (`RenderNode.Screen`; its corner radius is `cornerRadius`).
        public static let screenFacts: Self = [
            .device, .idiom, .orientation, .safeArea, .cutout, .window, .windowFrame, .appearance, .layoutDirection,
        ]

        /// What an animation block compares and a declared animation may start from
        /// (`fill` only where a view declares it, a switch's track, B12.6).
        public static let animatable: Self = [.frame, .alpha, .cornerRadius, .selected, .fill, .scale]

        /// Every property, one member each, in the order of their bits.
        public static let all: [Self] = (0...33).map { Self(rawValue: 1 << $0) }
    }
}
