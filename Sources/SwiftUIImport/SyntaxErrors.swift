import SwiftSyntax

/// The syntax errors of a parsed file, read from the tree itself: a token the parser had to
/// supply (`expected ')' to end function call`), code it had to skip (`unexpected code 'x'
/// in function call`) and a token the lexer flagged.
///
/// Deviation: swift-syntax's `ParseDiagnosticsGenerator` words more cases, but on some
/// inputs it stops the process ("A Fix-It must have at least one change",
/// Fuzz/known/swift-syntax-fixit-trap.swift), and a file with such an error could not be
/// opened at all. These are its messages for the cases people meet, at the same places: a
/// missing token after the token before it, skipped code where it starts.
final class SyntaxErrors: SyntaxVisitor {
    struct Error: Equatable {
        var position: AbsolutePosition
        var message: String
    }

    private(set) var errors: [Error] = []
    private let limit: Int

    /// Errors in source order, at most `limit`.
    static func of(_ tree: some SyntaxProtocol, limit: Int) -> [Error] {
        let walker = SyntaxErrors(limit: limit)
        walker.walk(tree)
        return walker.errors
    }

    private init(limit: Int) {
        self.limit = limit
        super.init(viewMode: .all)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing {
            let position = token.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? token.position
            expected(Self.name(of: token) + (Self.closing(token).map { " to end \($0)" } ?? ""), at: position)
        } else if let diagnostic = token.tokenDiagnostic, diagnostic.severity == .error {
            add(Error(position: token.position.advanced(by: Int(diagnostic.byteOffset)), message: Self.lexerMessage(diagnostic.kind)))
        }
        return .skipChildren
    }

    override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        let place = node.parent.flatMap(Self.construct).map { " in \($0)" } ?? (node.parent?.is(SourceFileSyntax.self) == true ? " at top level" : "")
        add(Error(position: node.positionAfterSkippingLeadingTrivia, message: "unexpected code '\(Self.excerpt(node.trimmedDescription))'\(place)"))
        return .skipChildren
    }

    // The parser stands in a node of its own for a whole missing expression, type, pattern,
    // statement or declaration; its one missing token would name it less well.
    override func visit(_ node: MissingExprSyntax) -> SyntaxVisitorContinueKind { missing(node, "expression") }
    override func visit(_ node: MissingTypeSyntax) -> SyntaxVisitorContinueKind { missing(node, "type") }
    override func visit(_ node: MissingPatternSyntax) -> SyntaxVisitorContinueKind { missing(node, "pattern") }
    override func visit(_ node: MissingStmtSyntax) -> SyntaxVisitorContinueKind { missing(node, "statement") }
    override func visit(_ node: MissingDeclSyntax) -> SyntaxVisitorContinueKind {
        // A declaration's leftover attributes or modifiers are there; only its keyword is not.
        guard node.attributes.isEmpty, node.modifiers.isEmpty else { return .visitChildren }
        return missing(node, "declaration")
    }

    private func missing(_ node: some SyntaxProtocol, _ what: String) -> SyntaxVisitorContinueKind {
        let position = node.previousToken(viewMode: .sourceAccurate)?.endPositionBeforeTrailingTrivia ?? node.position
        expected(what, at: position)
        return .skipChildren
    }

    /// Missing tokens in a row at one place are one error, as the compiler words them:
    /// "expected ')' and '}'".
    private func expected(_ what: String, at position: AbsolutePosition) {
        if let last = errors.last, last.position == position, last.message.hasPrefix("expected "), !last.message.contains(" to end ") {
            errors[errors.count - 1].message = last.message + " and " + what
            return
        }
        add(Error(position: position, message: "expected " + what))
    }

    private func add(_ error: Error) {
        guard errors.count < limit else { return }
        errors.append(error)
    }
}

extension SyntaxErrors {
    /// How a missing token is named: its text when it has one, else what it stands for.
    static func name(of token: TokenSyntax) -> String {
        switch token.tokenKind {
        case .identifier: "a name"
        case .integerLiteral: "an integer"
        case .floatLiteral: "a number"
        case .stringSegment: "text"
        case .binaryOperator, .prefixOperator, .postfixOperator: "an operator"
        default: token.text.isEmpty ? "a token" : "'\(token.text)'"
        }
    }

    /// What a missing closing bracket would have ended.
    static func closing(_ token: TokenSyntax) -> String? {
        switch token.tokenKind {
        case .rightParen, .rightBrace, .rightSquare, .rightAngle, .stringQuote, .multilineStringQuote: break
        default: return nil
        }
        guard var owner = token.parent else { return nil }
        if owner.is(CodeBlockSyntax.self) || owner.is(MemberBlockSyntax.self) || owner.is(AccessorBlockSyntax.self), let up = owner.parent {
            owner = up
        }
        return construct(owner)
    }

    /// A node's name in an error message, for the constructs a form file holds.
    static func construct(_ node: Syntax) -> String? {
        switch node.kind {
        case .functionCallExpr: "function call"
        case .closureExpr: "closure"
        case .arrayExpr: "array"
        case .dictionaryExpr: "dictionary"
        case .tupleExpr: "tuple"
        case .stringLiteralExpr: "string literal"
        case .subscriptCallExpr: "subscript"
        case .ifExpr: "'if' statement"
        case .switchExpr: "'switch' statement"
        case .forStmt: "'for' loop"
        case .guardStmt: "'guard' statement"
        case .structDecl: "struct"
        case .enumDecl: "enum"
        case .classDecl: "class"
        case .extensionDecl: "extension"
        case .protocolDecl: "protocol"
        case .functionDecl: "function"
        case .initializerDecl: "initializer"
        case .variableDecl, .patternBinding: "variable"
        case .functionParameterClause: "parameter clause"
        case .genericArgumentClause: "generic argument clause"
        case .genericParameterClause: "generic parameter clause"
        case .attribute: "attribute"
        case .labeledExprList, .labeledExpr: "argument list"
        default: nil
        }
    }

    static func lexerMessage(_ kind: TokenDiagnostic.Kind) -> String {
        switch kind {
        case .editorPlaceholder: "editor placeholder"
        case .invalidCharacter, .invalidIdentifierStartCharacter, .unprintableAsciiCharacter, .nulCharacter: "invalid character"
        case .unicodeCurlyQuote: "curly quote (Swift uses '\"')"
        case .invalidEscapeSequenceInStringLiteral: "invalid escape sequence"
        case .invalidUtf8: "invalid UTF-8"
        case .sourceConflictMarker: "source control conflict marker"
        case .equalMustHaveConsistentWhitespaceOnBothSides: "'=' must have consistent whitespace on both sides"
        case .nonBreakingSpace: "non-breaking space (U+00A0) used instead of a space"
        case .invalidDecimalDigitInIntegerLiteral, .invalidHexDigitInIntegerLiteral, .invalidBinaryDigitInIntegerLiteral,
            .invalidOctalDigitInIntegerLiteral:
            "invalid digit in integer literal"
        default: "invalid token"
        }
    }

    static func excerpt(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 40 ? line.prefix(40) + "…" : line
    }
}
