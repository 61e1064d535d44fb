import SimCore

/// A button row's `actionSheet` or `alert` (docs/FORMS.md, Today's iOS: action sheets
/// and alerts): what the UIAlertController it presents holds, read and checked.
public struct FormAlert: Equatable, Sendable {
    /// Where an action sheet's popover points on an iPad: the row, or nowhere (which
    /// crashes a real app there, E3.S3).
    public enum Anchor: String, Sendable, CaseIterable { case row, none }

    public struct Action: Equatable, Sendable {
        public var title: String
        public var style: AlertAction.Style

        public init(title: String, style: AlertAction.Style = .default) {
            self.title = title
            self.style = style
        }
    }

    public var style: AlertController.Style
    public var title: String?
    public var message: String?
    public var actions: [Action]
    public var anchor: Anchor = .row

    public init(style: AlertController.Style, title: String? = nil, message: String? = nil, actions: [Action]) {
        self.style = style
        self.title = title
        self.message = message
        self.actions = actions
    }
}

extension FormAlert: Encodable {
    private enum Key: String, CodingKey { case title, message, actions, anchor }
    private enum ActionKey: String, CodingKey { case title, style }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        try c.encodeIfPresent(title, forKey: .title)
        try c.encodeIfPresent(message, forKey: .message)
        var list = c.nestedUnkeyedContainer(forKey: .actions)
        for action in actions {
            var a = list.nestedContainer(keyedBy: ActionKey.self)
            try a.encode(action.title, forKey: .title)
            try a.encode(action.style.rawValue, forKey: .style)
        }
        if style == .actionSheet { try c.encode(anchor.rawValue, forKey: .anchor) }
    }
}
