import Scenes
import SwiftSyntax

/// What a SwiftUI file may be before it is parsed and walked. swift-syntax's parser and
/// visitors recurse, one call per level of the tree: a hostile file of ten thousand
/// open brackets or a chain of ten thousand modifiers would run them off the stack. The
/// brackets are counted in the text before parsing, the tree's depth without recursion
/// before anything walks it.
enum SourceLimits {
    static let maxBytes = 1 << 20
    /// Brackets, braces, parentheses and generic arguments open at once.
    static let maxNesting = 64
    /// Levels of the syntax tree (a modifier or a member access is one more).
    static let maxTreeDepth = 1_000

    /// The first place where brackets nest deeper than `maxNesting`, as line and column;
    /// nil when they never do. Strings and comments are skipped roughly: a bracket in
    /// one can only make the count higher, which a real form never comes near.
    static func tooDeep(_ text: String) -> (line: Int, column: Int, message: String)? {
        var depth = 0, generics = 0, squares = 0, line = 1, column = 0
        var inString = false, inLineComment = false, previous: UInt8 = 0
        // `try` and `await` in a row, with no other word between: the parser looks ahead
        // over the whole run at each one, so thousands of them cost it seconds.
        var word: UInt64 = 0, prefixes = 0
        for byte in text.utf8 {
            column += 1
            defer { previous = byte }
            if byte.isNameByte, !inString, !inLineComment {
                word = word << 8 | UInt64(byte)
                continue
            }
            if previous.isNameByte, word != 0 {
                prefixes = word == Self.tryWord || word == Self.awaitWord ? prefixes + 1 : 0
                word = 0
                if prefixes > maxNesting { return (line, column - 1, "more than \(maxNesting) `try` or `await` in a row here") }
            }
            if byte == 0x0A {
                line += 1
                column = 0
                inLineComment = false
                continue
            }
            if inLineComment { continue }
            if inString {
                if byte == 0x22, previous != 0x5C { inString = false }
                continue
            }
            switch byte {
            case 0x22: inString = true
            case 0x2F where previous == 0x2F: inLineComment = true
            case 0x28, 0x5B, 0x7B:
                depth += 1
                if depth + generics > maxNesting { return (line, column, Self.nestingMessage) }
                // At each `[` the parser looks ahead for a type (`[Int]()`), and again
                // inside it: its time doubles with each square bracket open at once.
                if byte == 0x5B {
                    squares += 1
                    if squares > maxSquareNesting { return (line, column, Self.squareMessage) }
                }
            case 0x5D:
                depth = max(0, depth - 1)
                squares = max(0, squares - 1)
            case 0x29, 0x7D: depth = max(0, depth - 1)
            // `<` straight after a name opens generic arguments (`Array<Int>`), whose
            // parse looks ahead to the matching `>` at every level; a comparison has
            // spaces around it, and one written `a<b` only raises the count.
            case 0x3C where previous.isNameByte:
                generics += 1
                if depth + generics > maxNesting { return (line, column, Self.nestingMessage) }
            case 0x3E: generics = max(0, generics - 1)
            default: break
            }
        }
        return nil
    }

    static let nestingMessage = "brackets nest more than \(maxNesting) deep here"
    /// Square brackets open at once (`[[[Int]]]` is three): ten cost the parser a tenth of
    /// a second, sixteen seconds.
    static let maxSquareNesting = 8
    static let squareMessage = "square brackets nest more than \(maxSquareNesting) deep here"

    /// `try` and `await` as the nesting check packs a word's last eight bytes.
    private static let tryWord = packed("try"), awaitWord = packed("await")

    private static func packed(_ word: String) -> UInt64 { word.utf8.reduce(0) { $0 << 8 | UInt64($1) } }

    /// A place in the text by counting lines: the location converter walks the tree.
    static func lineAndColumn(_ text: String, utf8Offset: Int) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in text.utf8.prefix(utf8Offset) {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    /// Whether the tree is deeper than `maxTreeDepth`, found without recursion.
    static func isTooDeep(_ tree: some SyntaxProtocol) -> Syntax? {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            guard depth < maxTreeDepth else { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }
}

extension UInt8 {
    /// A letter, digit or underscore of a Swift name (ASCII; a name's other characters
    /// are multi-byte, and their last byte never is one of these).
    fileprivate var isNameByte: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || self == 0x5F
    }
}
