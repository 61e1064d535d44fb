import Foundation

/// A colour with straight alpha, channels 0…255.
public struct RGBA: Equatable, Sendable, CustomStringConvertible {
    public var r, g, b, a: Double

    public init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
        (self.r, self.g, self.b, self.a) = (r, g, b, a)
    }

    /// `#RRGGBB` or `rgba(r,g,b,a)`, as SimCore writes colours.
    public init?(css: String) {
        if css.hasPrefix("#"), css.count == 7, let v = Int(css.dropFirst(), radix: 16) {
            self.init(Double(v >> 16 & 255), Double(v >> 8 & 255), Double(v & 255), 1)
        } else if css.hasPrefix("rgba("), css.hasSuffix(")") {
            let parts = css.dropFirst(5).dropLast().split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4 else { return nil }
            self.init(parts[0], parts[1], parts[2], parts[3])
        } else {
            return nil
        }
    }

    public func with(alpha: Double) -> RGBA { RGBA(r, g, b, alpha) }

    /// Source-over onto an opaque `base`.
    public func over(_ base: RGBA) -> RGBA {
        RGBA(r * a + base.r * (1 - a), g * a + base.g * (1 - a), b * a + base.b * (1 - a), 1)
    }

    /// WCAG relative luminance.
    public var luminance: Double {
        func linear(_ c: Double) -> Double {
            let s = c / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

    public func contrast(with other: RGBA) -> Double {
        let (l1, l2) = (luminance, other.luminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// `#RRGGBB`, or `rgba(…)` when not opaque.
    public var description: String {
        a >= 1 ? String(format: "#%02X%02X%02X", Int(r.rounded()), Int(g.rounded()), Int(b.rounded()))
            : "rgba(\(Int(r)),\(Int(g)),\(Int(b)),\(a))"
    }
}

extension RGBA {
    /// The same colour as a person sees it: channels within 1.5 of 255 (CSS rounding) and
    /// alpha within 0.02.
    public func isClose(to other: RGBA) -> Bool {
        abs(r - other.r) <= 1.5 && abs(g - other.g) <= 1.5 && abs(b - other.b) <= 1.5 && abs(a - other.a) <= 0.02
    }
}
