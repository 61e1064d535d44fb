extension StringProtocol {
    /// Whether the text reads right to left: its first strong character is Hebrew or
    /// Arabic (Unicode's bidi classes R and AL, by block); digits, spaces and
    /// punctuation are neutral. The paragraph direction of Unicode's rule P2.
    var isRightToLeftText: Bool {
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: return true
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x58F, 0x3040...0x9FFF, 0xAC00...0xD7A3: return false
            default: continue
            }
        }
        return false
    }
}
