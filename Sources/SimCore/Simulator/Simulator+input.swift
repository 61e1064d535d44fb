extension Simulator {
    /// The input system's answer to a new first responder (B3.1, B3.2): the responder's
    /// input view, else the keyboard for key input, else nothing, with its input
    /// accessory view on top (E5.K1); swapped in place when the panel is already up, slid
    /// up or down over 0.25 s otherwise.
    ///
    /// Deviation: an accessory view with no input view and no keyboard (a responder whose
    /// input view has no height) shows nothing; UIKit shows the bar alone at the bottom.
    func firstResponderChanged(from old: Responder?, to new: Responder?) {
        if let old { inspectorLog.record(.resignFirstResponder, inspectorLog.name(of: old)) }
        if let new { inspectorLog.record(.becomeFirstResponder, inspectorLog.name(of: new)) }
        showInput(for: new)
    }

    /// Brings up, swaps or takes down the panel for the first responder.
    func showInput(for new: Responder?) {
        let content = inputContent(for: new)
        let accessory = content == nil ? nil : new?.inputAccessoryView
        let screen = device.screenSize(in: orientation)
        let duration = Metrics.inputViewAnimationDuration
        if let content {
            if inputPanel.isUp {
                // B3.2: the panel stays up and changes height (keyboard to picker and
                // back) in one animation.
                inputPanel.setContent(content, accessory: accessory)
                if inputPanel.placedFrame(screen: screen, orientation: orientation) == inputPanel.frame {
                    // The same height (one keyboard for another): nothing moves, so
                    // nothing to animate (and no animation block's two layouts).
                    inputPanel.place(screen: screen, orientation: orientation)
                } else {
                    window.animate(withDuration: duration) { inputPanel.place(screen: screen, orientation: orientation) }
                }
            } else {
                inputPanel.setContent(content, accessory: accessory)
                inputPanel.place(screen: screen, orientation: orientation)
                // Lay out the content at the starting place so only the panel moves.
                inputPanel.layoutIfNeeded()
                window.animate(withDuration: duration) {
                    inputPanel.setUp(true)
                    inputPanel.place(screen: screen, orientation: orientation)
                }
            }
            window.inputPanelFrame = inputPanel.frame
            // E4.P6: a medium sheet holding the field rises to large with the keyboard.
            for case let sheet as SheetPresentationController in window.modalPresentations {
                sheet.inputPanelDidRise(for: new, duration: duration)
            }
            // Scrolled out from under the panel once the event is over, after the layout
            // the commit (or the next event) does anyway: laying out the whole tree here
            // as well was an eighth of a tap from field to field. (SimCore's own: UIKit's
            // table controller scrolls on the keyboard's notification.)
            responderToReveal = new
        } else if inputPanel.isUp {
            window.animate(withDuration: duration) {
                inputPanel.setUp(false)
                inputPanel.place(screen: screen, orientation: orientation)
                window.inputPanelFrame = nil
                layoutIfNeeded()
            }
        }
    }

    /// Scrolls the first responder out from under the input panel, as
    /// UITableViewController does when the keyboard appears; the views are laid out as
    /// they stand. Returns whether the scroll view moved (its subtree laid out again by
    /// the animation block).
    private func scrollToVisible(_ responder: Responder) -> Bool {
        guard let view = responder as? View else { return false }
        var current = view.superview
        while let candidate = current, !(candidate is ScrollView) { current = candidate.superview }
        guard let scroll = current as? ScrollView else { return false }
        var target: View = view
        // The whole cell, when the responder sits in one.
        var ancestor = view.superview
        while let a = ancestor, a !== scroll {
            if a is TableViewCell { target = a }
            ancestor = a.superview
        }
        // In the scroll view's content coordinates (its bounds origin is the offset).
        let rect = target.convert(target.bounds, to: scroll)
        let offset = scroll.contentOffset
        scroll.scrollRectToVisible(rect, animated: true)
        return scroll.contentOffset != offset
    }

    /// Scrolls the first responder an input panel came up for, or stayed up for through a
    /// rotation or a Settings change, during the last event out from under it (if it
    /// still is the first responder), the views being laid out. Returns whether anything
    /// moved.
    @discardableResult
    func revealPendingResponder() -> Bool {
        guard let responder = responderToReveal else { return false }
        responderToReveal = nil
        guard responder === window.firstResponder else { return false }
        return scrollToVisible(responder)
    }

    func inputContent(for responder: Responder?) -> (any InputViewContent)? {
        guard let responder else { return nil }
        if let custom = responder.inputView as? any InputViewContent {
            // A zero-height input view means no panel at all (and no keyboard).
            return custom.inputPanelHeight(device: device, orientation: orientation) > 0 ? custom : nil
        }
        if responder is any KeyInput {
            // B11.7: with a hardware keyboard no software keyboard comes up; an iPad shows
            // its shortcut bar floating at the bottom instead.
            if configuration.hardwareKeyboard { return device.idiom == .pad ? floatingShortcutBar : nil }
            let traits = responder as? any TextInputTraits
            keyboard.configure(
                type: traits?.keyboardType ?? .default, returnKey: traits?.returnKeyType ?? .default,
                device: device, isSecure: traits?.isSecureTextEntry ?? false,
                locale: configuration.localization.identifier)
            return keyboard
        }
        return nil
    }

    /// Typed text from the browser (a hardware keyboard) or the on-screen keyboard goes to
    /// the first responder through key input; nowhere when it takes none (B7.3, A1.4).
    func type(_ text: String) {
        guard let input = window.firstResponder as? any KeyInput else { return }
        for character in text {
            input.insertText(String(character))
        }
    }

    func typeFromKeyboard(_ text: String) {
        guard let input = window.firstResponder as? any KeyInput else { return }
        if text == "\u{8}" { input.deleteBackward() } else { input.insertText(text) }
    }

    /// The panel following a finger that went down into it (B5.3, interactive): its
    /// resting place moved down by `offset`. The window keeps the resting frame.
    func dragInputPanel(by offset: Double) {
        guard inputPanel.isUp else { return }
        inputPanel.place(screen: device.screenSize(in: orientation), orientation: orientation)
        inputPanel.frame.origin.y += max(0, offset)
    }
}
