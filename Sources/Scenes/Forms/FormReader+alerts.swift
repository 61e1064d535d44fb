import SimCore

/// A button row's `actionSheet` or `alert` mapping (docs/FORMS.md).
extension FormReader {
    static let alertKeys: Set<String> = ["title", "message", "actions", "anchor"]

    func alert(_ node: FormNode, style: AlertController.Style) throws(FormError) -> FormAlert {
        var fields: [String: FormNode] = [:]
        for (key, value) in try node.mapping() {
            let allowed = style == .alert ? Self.alertKeys.subtracting(["anchor"]) : Self.alertKeys
            guard allowed.contains(key) else {
                throw value.error("unknown key \"\(key)\" for an \(style.rawValue); it takes \(allowed.sorted().joined(separator: ", "))")
            }
            fields[key] = value
        }
        guard let list = fields["actions"] else { throw node.error("an \(style.rawValue) needs actions: at least one") }
        let items = try list.sequence()
        guard (1...10).contains(items.count) else { throw list.error("expected 1 to 10 actions, got \(items.count)") }
        var actions: [FormAlert.Action] = []
        for item in items { actions.append(try action(item)) }
        let cancels = actions.indices.filter { actions[$0].style == .cancel }
        if cancels.count > 1 { throw items[cancels[1]].error("a second cancel action: an \(style.rawValue) has at most one") }
        var alert = FormAlert(style: style, title: try fields["title"]?.string(), message: try fields["message"]?.string(), actions: actions)
        if let n = fields["anchor"] { alert.anchor = try named(n, as: FormAlert.Anchor.self) }
        return alert
    }

    private func action(_ node: FormNode) throws(FormError) -> FormAlert.Action {
        var title: String?
        var style = AlertAction.Style.default
        for (key, value) in try node.mapping() {
            switch key {
            case "title": title = try value.string()
            case "style": style = try named(value, as: AlertAction.Style.self)
            default: throw value.error("unknown key \"\(key)\" for an action; it takes style, title")
            }
        }
        guard let title, !title.isEmpty else { throw node.error("an action needs a title") }
        return FormAlert.Action(title: title, style: style)
    }
}
