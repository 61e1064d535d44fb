/// The iPad keyboard's shortcut bar (UITextInputAssistantItem's default groups, B11.2):
/// undo and redo at the leading end, paste after them, predictions in the middle. In
/// hardware keyboard mode it floats alone at the bottom of the screen (B11.7).
/// Deviation: SimCore has no undo manager, so undo and redo are drawn dimmed, as iOS
/// draws them with nothing to undo; paste pastes into the first responder.
final class ShortcutBar: View {
    let undo = SymbolView(id: "shortcut-undo", symbol: "arrow.uturn.backward", tint: .keyboardStripGlyph)
    let redo = SymbolView(id: "shortcut-redo", symbol: "arrow.uturn.forward", tint: .keyboardStripGlyph)
    let paste = ShortcutKey(id: "shortcut-paste", symbol: "doc.on.clipboard", label: "Paste")
    let predictions = PredictiveBar(id: "shortcut-predictions")

    /// Without predictions (floating, B11.7) the bar is the three buttons alone.
    private let showsPredictions: Bool

    init(id: String, showsPredictions: Bool = true) {
        self.showsPredictions = showsPredictions
        super.init(id: id)
        self.predictions.isHidden = !showsPredictions
        for dimmed in [undo, redo] {
            dimmed.alpha = 0.4
            dimmed.isUserInteractionEnabled = false
        }
        for view in [undo, redo, paste, predictions] as [View] { addSubview(view) }
        paste.onTap = { [weak self] in
            guard let responder = self?.window?.firstResponder,
                let target = responder.target(forAction: .paste, withSender: nil)
            else { return }
            target.perform(.paste, withSender: nil)
        }
    }

    override func layoutSubviews() {
        let side = min(bounds.height, 44.0)
        let y = (bounds.height - side) / 2
        paste.frame = Rect(x: 12 + 2 * side, y: y, width: side, height: side)
        // Undo and redo are glyphs alone: drawn at the size paste draws its glyph.
        let glyph = side / 2
        for (index, view) in [undo, redo].enumerated() {
            view.frame = Rect(x: 12 + Double(index) * side + glyph / 2, y: y + glyph / 2, width: glyph, height: glyph)
        }
        let inset = 12 + 3 * side + 12
        predictions.frame = Rect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: bounds.height)
    }
}
