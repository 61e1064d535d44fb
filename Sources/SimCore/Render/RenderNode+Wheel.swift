extension RenderNode {
    /// What a picker column draws (kind `wheel`): every row's title and where the wheel
    /// has turned.
    public struct Wheel: Equatable, Sendable {
        public var rows: [String]
        /// The row at the centre, fractional while the wheel turns (animatable).
        public var selected: Double
        public var rowHeight: Double
        /// The rows repeat round the wheel.
        public var wraps: Bool
        /// Rows drawn grey.
        public var disabledRows: [Int]

        public init(rows: [String], selected: Double, rowHeight: Double, wraps: Bool = false, disabledRows: [Int] = []) {
            self.rows = rows
            self.selected = selected
            self.rowHeight = rowHeight
            self.wraps = wraps
            self.disabledRows = disabledRows
        }
    }
}
