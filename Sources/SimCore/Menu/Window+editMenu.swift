extension Window {
    /// Shows the edit menu for `target` at `anchor` (in the target's coordinates), with
    /// the commands the first responder chain can perform; nothing when there are none.
    public func showEditMenu(for target: View, anchor: Rect) {
        guard let responder = firstResponder else { return }
        let actions = EditAction.menuOrder.filter { responder.target(forAction: $0, withSender: nil) != nil }
        guard !actions.isEmpty else { return hideEditMenu() }
        editMenu.show(
            actions: actions, for: target, anchor: target.convert(anchor, to: self),
            title: { menuTitle?($0) ?? $0.rawValue })
        bringSubviewToFront(editMenu)
    }

    public func hideEditMenu() {
        editMenu.hide()
    }

    public var isEditMenuVisible: Bool { !editMenu.isHidden }
}
