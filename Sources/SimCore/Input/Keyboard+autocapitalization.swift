extension Keyboard {
    /// B7.11: whether the on-screen keyboard's shift engages by itself before the next
    /// letter, for a field's autocapitalization and the text before its caret. Sentences:
    /// at the start and after a sentence's end (. ! ?) and a space; words: at the start
    /// and after any space; all characters: always; none: never. A hardware keyboard
    /// types what is typed (no automatic shift), as on iOS.
    static func shiftsAutomatically(_ type: AutocapitalizationType, before text: Substring) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words: return text.isEmpty || text.last?.isWhitespace == true
        case .sentences:
            guard let last = text.last else { return true }
            guard last.isWhitespace else { return false }
            guard let endIndex = text.lastIndex(where: { !$0.isWhitespace }) else { return true }
            let end = text[endIndex]
            let trailing = text[text.index(after: endIndex)...]
            return end == "." || end == "!" || end == "?" || trailing.contains { $0.isNewline }
        }
    }

    /// Sets shift as the field's context asks (a person's own shift tap stands until
    /// the context changes).
    func setAutomaticShift(_ on: Bool) {
        guard plane == .letters, isShifted != on else { return }
        isShifted = on
    }

    /// B7.11: after each event, shift follows the field being typed into (nil when the
    /// keyboard is not up for one): its autocapitalization and the text before its caret,
    /// when either changed. A secure field is never capitalized automatically.
    func followAutocapitalization(of field: TextField?) {
        guard let field else {
            shiftContext = nil
            return
        }
        let before = field.textBeforeCaret()
        let context = (field: ObjectIdentifier(field), before: before)
        if let shiftContext, shiftContext.field == context.field, shiftContext.before == before { return }
        shiftContext = context
        let type = field.isSecureTextEntry ? .none : field.autocapitalizationType
        setAutomaticShift(Self.shiftsAutomatically(type, before: before))
    }
}
