/// What a view gave the last semantic walk (View+semantics): given again, unread, while
/// the view is where it was on the screen and nothing under it asked to be read again
/// (`View.semanticsNeedUpdate`).
struct SemanticMemo {
    /// Where the view's frame was on the screen.
    var origin: Point
    /// The nodes given and whether their order is the app's.
    var block: (nodes: [SemanticNode], ordered: Bool)
}
