/// An alert's or action sheet's action id written as actions were counted before they
/// counted from 0 (from 1): the element it stands for now, taken for one release with a
/// warning (E3.S6).
public struct OldActionID: Equatable, Sendable {
    /// The id as written.
    public var written: String
    /// The element it goes to: the action it named before, where no element has
    /// `written` now; else `written` itself, whose new meaning wins.
    public var id: String
    /// The title of the action it goes to.
    public var title: String
    /// Where `written` names another action now: the title of the one it named before.
    public var formerTitle: String?

    public init(written: String, id: String, title: String, formerTitle: String? = nil) {
        self.written = written
        self.id = id
        self.title = title
        self.formerTitle = formerTitle
    }

    /// The warning, as the API's answer and a flow's report say it.
    public var message: String {
        if let formerTitle {
            return "\(written) is now \"\(title)\"; before actions counted from 0 it was \"\(formerTitle)\""
        }
        return "\(written) is the old name of \(id) (\"\(title)\"): actions count from 0; write \(id)"
    }
}
