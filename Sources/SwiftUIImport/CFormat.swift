import Foundation

/// `String(format: "%.2f", x)` and `\(x, specifier: "%.1f")` over the values the file
/// writes. Each specifier is checked against its value's type before Foundation formats
/// it, so no pattern of the file can read what it was not given; a specifier this
/// does not know, or a value of the wrong type, gives nil.
enum CFormat {
    static let flags: Set<Character> = ["-", "+", " ", "#", "0", "'"]
    static let lengths: Set<Character> = ["l", "h", "q", "L", "z", "t", "j"]

    static func format(_ pattern: String, _ arguments: [SourceValue]) -> String? {
        var out = ""
        var remaining = arguments[...]
        var chars = Array(pattern)[...]
        while let c = chars.popFirst() {
            guard c == "%" else {
                out.append(c)
                continue
            }
            var spec = "%"
            while let f = chars.first, flags.contains(f) {
                if f != "'" { spec.append(f) }
                chars.removeFirst()
            }
            var digits = ""
            while let d = chars.first, d.isASCII, d.isNumber || d == "." {
                digits.append(d)
                chars.removeFirst()
            }
            // Widths and precisions past 64 make strings no row shows.
            guard digits.split(separator: ".", omittingEmptySubsequences: false).allSatisfy({ (Int($0) ?? 0) <= 64 }) else { return nil }
            spec += digits
            while let l = chars.first, lengths.contains(l) { chars.removeFirst() }
            guard let conversion = chars.popFirst() else { return nil }
            if conversion == "%" {
                out.append("%")
                continue
            }
            guard let argument = remaining.popFirst() else { return nil }
            switch conversion {
            case "d", "i", "u", "x", "X", "o":
                guard case .int(let n) = argument else { return nil }
                out += String(format: spec + "ll" + String(conversion), n)
            case "f", "F", "e", "E", "g", "G":
                guard let d = argument.number else { return nil }
                out += String(format: spec + String(conversion), d)
            case "@":
                out += argument.described
            default:
                return nil
            }
        }
        return out
    }
}
