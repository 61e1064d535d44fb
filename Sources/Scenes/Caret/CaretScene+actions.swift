import Foundation
import SimCore

extension CaretScene {
    func wireActions() {
        backButton.addAction(for: .touchUpInside) { [weak self] _ in self?.moveCaretBackward() }
        forwardButton.addAction(for: .touchUpInside) { [weak self] _ in self?.moveCaretForward() }
        selectAllButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.apply(0..<self.field.length)
        }
        invalidButton.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            let past = self.field.length + 1
            self.apply(past..<past)
        }
        hookToggle.addAction(for: .touchUpInside) { [weak self] _ in
            guard let self else { return }
            self.hook = self.hook == .editingDidBegin ? .didBeginEditing : .editingDidBegin
            self.hookToggle.isSelected = self.hook == .didBeginEditing
        }
        // A5.5: the same "select all" in either hook; only the delegate's one stays.
        field.addAction(for: .editingDidBegin) { [weak self] _ in
            guard let self else { return }
            if self.hook == .editingDidBegin { self.field.setSelectedRange(0..<self.field.length) }
        }
        // The status line follows the selection and the text.
        field.didChangeSelection = { [weak self] _ in self?.view.setNeedsLayout() }
        field.didBeginEditing = { [weak self] field in
            guard let self else { return }
            if self.hook == .didBeginEditing { field.setSelectedRange(0..<field.length) }
        }
    }

    /// The article's caretMoveToBackward (A5.2–A5.3): nothing at the beginning; a caret
    /// moves one left; a selection keeps its end and extends its start one left.
    func moveCaretBackward() {
        let range = field.selectedRange
        guard range.lowerBound > 0, let start = field.position(from: range.lowerBound, offset: -1) else {
            lastOutcome = SceneStrings(Self.strings, context.localization).string("caret.atBeginning")
            return
        }
        apply(range.isEmpty ? start..<start : start..<range.upperBound)
    }

    /// The mirror image: nothing at the end; a caret moves one right; a selection keeps
    /// its start and extends its end one right.
    func moveCaretForward() {
        let range = field.selectedRange
        guard range.upperBound < field.length, let end = field.position(from: range.upperBound, offset: 1) else {
            lastOutcome = SceneStrings(Self.strings, context.localization).string("caret.atEnd")
            return
        }
        apply(range.isEmpty ? end..<end : range.lowerBound..<end)
    }

    /// Sets the selection, or reports that the position was rejected (A5.4).
    func apply(_ range: Range<Int>) {
        if field.setSelectedRange(range) {
            lastOutcome = nil
        } else {
            lastOutcome = SceneStrings(Self.strings, context.localization).string("caret.rejected")
                .replacingOccurrences(of: "%1", with: String(range.upperBound))
                .replacingOccurrences(of: "%2", with: String(field.length))
        }
    }

    /// "[start, end] of length" in UTF-16 offsets, then the last outcome.
    var statusText: String {
        let range = field.selectedRange
        let base = "[\(range.lowerBound), \(range.upperBound)] / \(field.length)"
        return lastOutcome.map { "\(base) — \($0)" } ?? base
    }
}
