/// Old action ids (E3.S6): an alert's actions were `<id>-action-1`, `-2`, … and are
/// `<id>-action-0`, `-1`, … now; for one release an id in the old form is still taken.
extension Simulator {
    /// What `id` means as an old action id, or nil when it is none: no action on screen
    /// had it as its old name, or it names something other than an action now. With no
    /// element of that id now, it goes to the action it named; when it names another
    /// action now, it goes there and `formerTitle` says what it named before.
    public func oldActionID(_ id: String) -> OldActionID? {
        guard let formerID = AlertController.actionID(forLegacyID: id), let former = alertActionButton(formerID) else {
            return nil
        }
        guard view(withElementID: id) != nil else {
            return OldActionID(written: id, id: formerID, title: former.titleLabel.text ?? "")
        }
        guard let current = alertActionButton(id) else { return nil }
        return OldActionID(written: id, id: id, title: current.titleLabel.text ?? "", formerTitle: former.titleLabel.text ?? "")
    }

    /// The id an event's target goes to: an old action id's element, noted for the
    /// round's commit; any other id as it is.
    func acceptingOldActionID(_ target: String) -> String {
        guard let old = oldActionID(target) else { return target }
        if !oldActionIDs.contains(old) { oldActionIDs.append(old) }
        return old.id
    }

    /// The action button of a presented alert or action sheet with this id.
    private func alertActionButton(_ id: String) -> Button? {
        guard let button = view(withElementID: id) as? Button else { return nil }
        var ancestor = button.superview
        while let view = ancestor, !(view is AlertView) { ancestor = view.superview }
        guard let alertView = ancestor as? AlertView,
            alertView.buttons.contains(where: { $0 === button }) || alertView.cancelButton === button
        else { return nil }
        return button
    }
}
