/// Advance widths of the font the client draws with: Inter (Public/fonts), regular below
/// CSS weight 600 and semibold from 600 up, as Public/css/app.css declares the faces.
/// The tables (FontMetrics+inter.swift) are generated from the font files by
/// scripts/gen-font-metrics.py. The client draws without kerning and contextual
/// alternates, so a string's advance is the sum of its glyphs' advances.
enum FontMetrics {
    /// Inter's two shipped faces.
    enum Face: Sendable {
        case regular, semibold

        /// The face the client's CSS picks for a weight: 1–599 regular, 600–1000 semibold.
        init(weight: Int) { self = weight >= 600 ? .semibold : .regular }
    }

    /// A string's advance in units per em (`interUnitsPerEm`).
    static func units<S: Sequence<Unicode.Scalar>>(of scalars: S, face: Face) -> Int {
        switch face {
        case .regular: units(of: scalars, table: interRegular, average: interRegularAverage)
        case .semibold: units(of: scalars, table: interSemibold, average: interSemiboldAverage)
        }
    }

    private static func units<S: Sequence<Unicode.Scalar>>(of scalars: S, table: [UInt16], average: UInt16) -> Int {
        let latinEnd = interBlocks[0].end
        return table.withUnsafeBufferPointer { advances in
            var total = 0
            for scalar in scalars {
                let v = scalar.value
                var advance = UInt16.max
                if v < latinEnd {
                    advance = advances[Int(v)]
                } else {
                    for block in interBlocks.dropFirst() where v >= block.first && v < block.end {
                        advance = advances[block.offset + Int(v - block.first)]
                        break
                    }
                }
                if advance == UInt16.max {
                    // Not in Inter: drawn by the fallback fonts (the shipped Noto Sans CJK
                    // JP subset, where ideographs and kana are one em) or a system font.
                    total += Font.isWide(v) ? Int(interUnitsPerEm) : Int(average)
                } else {
                    total += Int(advance)
                }
            }
            return total
        }
    }
}
