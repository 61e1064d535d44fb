import SimCore

/// A text row's bar above the keyboard (E5.K1), set as its field's inputAccessoryView: a
/// `Toolbar` with Done at its trailing edge (the accent colour, semibold) and, for
/// `navigation`, the previous and next chevrons at its leading edge. Done ends editing;
/// a chevron moves to the text row before or after, and is disabled at the ends. One
/// bar of each style serves every row of a form, as an app shares one toolbar, so
/// moving between two rows that use it leaves it in place.
final class KeyboardAccessoryBar {
    let toolbar: Toolbar
    let done: Button
    let previous: SymbolButton?
    let next: SymbolButton?

    /// `move` gets -1 (previous) or +1 (next).
    init(style: FormControl.Accessory, localization: Localization, move: @escaping (Int) -> Void) {
        done = Button(
            id: "keyboard-accessory-done", title: localization.string("bar.done"), font: .headline, color: .systemBlue)
        var items: [Toolbar.Item] = []
        if style == .navigation {
            // SF Symbols' chevron.up and chevron.down as iOS 17 draws them in a form's bar.
            let glyph = Size(width: 20, height: 12)
            let previous = SymbolButton(
                id: "keyboard-accessory-previous", symbol: "chevron.up",
                accessibilityLabel: localization.string("bar.previous"), glyphSize: glyph, color: .systemBlue)
            let next = SymbolButton(
                id: "keyboard-accessory-next", symbol: "chevron.down",
                accessibilityLabel: localization.string("bar.next"), glyphSize: glyph, color: .systemBlue)
            previous.addAction(for: .primaryActionTriggered) { _ in move(-1) }
            next.addAction(for: .primaryActionTriggered) { _ in move(1) }
            items = [.button(previous), .fixedSpace(8), .button(next)]
            self.previous = previous
            self.next = next
        } else {
            previous = nil
            next = nil
        }
        toolbar = Toolbar(id: "keyboard-accessory", items: items + [.flexibleSpace, .button(done)])
        toolbar.accessibilityLabel = localization.string("bar.keyboard")
        done.addAction(for: .primaryActionTriggered) { sender in
            // Mirrors an app's Done action: the window's first responder resigns.
            sender.window?.endEditing(force: true)
        }
    }

    /// The chevrons of the text input at `index` of `count`: none before the first, none
    /// after the last.
    func update(index: Int, count: Int) {
        previous?.isEnabled = index > 0
        next?.isEnabled = index < count - 1
    }
}

/// A form screen whose text rows can carry a keyboard bar (E5.K1).
protocol KeyboardAccessoryHost: AnyObject {
    var accessoryBars: [FormControl.Accessory: KeyboardAccessoryBar] { get set }
    var localization: Localization { get }
    /// How many text inputs the screen shows, in form order.
    var textInputCount: Int { get }
    /// Where the first responder is among them.
    var focusedTextInput: Int? { get }
    /// Makes the text input at `index` first responder.
    func focusTextInput(at index: Int)
}

extension KeyboardAccessoryHost {
    /// Sets a text row's bar on its field (none when the row has no `accessory`), and
    /// keeps the bar's chevrons in step when the field begins editing.
    func attachAccessory(_ style: FormControl.Accessory?, to field: TextField) {
        guard let style else {
            field.customInputAccessoryView = nil
            return
        }
        field.customInputAccessoryView = accessoryBar(style).toolbar
    }

    /// Enables the bar's chevrons for the text input now editing.
    func updateAccessory(of field: TextField) {
        guard let toolbar = field.customInputAccessoryView,
            let bar = accessoryBars.values.first(where: { $0.toolbar === toolbar }), let index = focusedTextInput
        else { return }
        bar.update(index: index, count: textInputCount)
    }

    private func accessoryBar(_ style: FormControl.Accessory) -> KeyboardAccessoryBar {
        if let bar = accessoryBars[style] { return bar }
        // Weak: the bar is the form's, but the input panel shows it and a touch holds it.
        let bar = KeyboardAccessoryBar(style: style, localization: localization) { [weak self] step in
            guard let self, let index = self.focusedTextInput else { return }
            let target = index + step
            guard target >= 0, target < self.textInputCount else { return }
            self.focusTextInput(at: target)
        }
        accessoryBars[style] = bar
        return bar
    }
}
