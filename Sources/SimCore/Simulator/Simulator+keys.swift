extension Simulator {
    /// A hardware key (API.md "key"; B7.3–B7.7). Named keys do what iPadOS does with a
    /// hardware keyboard; a character goes to the first responder's key input unless
    /// Command or Control is held (then it is a shortcut, and no shortcut is simulated).
    func press(key: String, modifiers: KeyModifiers) {
        switch key {
        case "Tab":
            // B7.4: focus moves among the key inputs; a tab character is never typed.
            window.moveKeyFocus(backward: modifiers.contains(.shift))
        case "Escape":
            pressEscape()
        case "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown":
            // B7.5, B7.6: only a text field (or a text view, B7.9: Up and Down between its
            // lines) moves a caret; elsewhere (a picker's label, A1.4) an arrow does nothing.
            guard let field = window.firstResponder as? TextField else { return }
            // In right-to-left text the left arrow moves on through the text and the right
            // one back, as the caret moves visually (B10.3).
            let backwards = field.text.isRightToLeftText
            let arrow: TextField.ArrowKey =
                switch key {
                case "ArrowLeft": backwards ? .right : .left
                case "ArrowRight": backwards ? .left : .right
                case "ArrowUp": .up
                default: .down
                }
            field.moveCaret(arrow, modifiers: modifiers)
        case "[" where modifiers.contains(.command):
            // B9.10: ⌘[ goes back, before any text input could take the bracket.
            popFrontNavigationController()
        default:
            guard let input = window.firstResponder as? any KeyInput else { return }
            switch key {
            case "Backspace": input.deleteBackward()
            case "Enter": input.insertText("\n")
            default:
                guard modifiers.isDisjoint(with: [.command, .control]) else { return }
                input.insertText(key)
            }
        }
    }

    /// B7.7: Escape (UIKeyCommand.inputEscape) closes the edit menu if it shows, else
    /// goes to an alert or sheet in front (an alert's cancel action, E3.S5), else
    /// dismisses the front-most popover as a tap outside would (B4.6), else goes back a
    /// screen (B9.10); otherwise nothing.
    func pressEscape() {
        if window.isEditMenuVisible {
            window.hideEditMenu()
        } else if let modal = window.modalPresentations.last {
            modal.escapePressed()
        } else if let presentation = window.presentations.last {
            presentation.end()
        } else {
            popFrontNavigationController()
        }
    }

    /// B9.10: the app's navigation controller pops, animated, when nothing is presented
    /// in front of it and it has a screen to go back to.
    func popFrontNavigationController() {
        guard window.modalPresentations.isEmpty, window.presentations.isEmpty, !window.isEditMenuVisible,
            let navigation = window.rootViewController as? NavigationController
        else { return }
        navigation.popViewController(animated: true)
    }
}
