extension Animation {
    /// Where an animation starts: a value for each animatable property it animates
    /// (`RenderNode.Properties.animatable`), none for the others.
    public struct Start: Equatable, Sendable {
        public var frame: Rect?
        public var alpha: Double?
        public var cornerRadius: Double?
        public var scale: Double?
        /// A wheel's turn.
        public var selected: Double?
        public var fill: Color?

        public init(
            frame: Rect? = nil, alpha: Double? = nil, cornerRadius: Double? = nil, scale: Double? = nil,
            selected: Double? = nil, fill: Color? = nil
        ) {
            self.frame = frame
            self.alpha = alpha
            self.cornerRadius = cornerRadius
            self.scale = scale
            self.selected = selected
            self.fill = fill
        }

        /// The properties it gives a value for.
        public var properties: RenderNode.Properties {
            var set: RenderNode.Properties = []
            if frame != nil { set.insert(.frame) }
            if alpha != nil { set.insert(.alpha) }
            if cornerRadius != nil { set.insert(.cornerRadius) }
            if scale != nil { set.insert(.scale) }
            if selected != nil { set.insert(.selected) }
            if fill != nil { set.insert(.fill) }
            return set
        }

        public var isEmpty: Bool { properties.isEmpty }

        /// This start with each value it lacks taken from `other` (a start kept, the new
        /// one filling in).
        func merging(_ other: Self) -> Self {
            Start(
                frame: frame ?? other.frame, alpha: alpha ?? other.alpha, cornerRadius: cornerRadius ?? other.cornerRadius,
                scale: scale ?? other.scale, selected: selected ?? other.selected, fill: fill ?? other.fill)
        }

        /// The values of `properties` alone: from this start where it has them, else from
        /// `old` (the node's values before the change), else the property's default (alpha
        /// and scale 1, corner radius 0).
        func narrowed(to properties: RenderNode.Properties, old: Self?) -> Self {
            var out = Start()
            if properties.contains(.frame) { out.frame = frame ?? old?.frame }
            if properties.contains(.alpha) { out.alpha = alpha ?? old?.alpha ?? 1 }
            if properties.contains(.cornerRadius) { out.cornerRadius = cornerRadius ?? old?.cornerRadius ?? 0 }
            if properties.contains(.scale) { out.scale = scale ?? old?.scale ?? 1 }
            if properties.contains(.selected) { out.selected = selected ?? old?.selected }
            if properties.contains(.fill) { out.fill = fill ?? old?.fill }
            return out
        }
    }
}
