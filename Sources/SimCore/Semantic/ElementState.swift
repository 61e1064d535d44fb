/// The states an element can show in the semantic tree (API.md, TREE).
public enum ElementState: String, Sendable, CaseIterable {
    case firstResponder, selected, highlighted, disabled, secure, editing, checked, submitted
    /// A required form row left empty when the form was submitted (F9).
    case invalid
    /// On the tree's root: the app crashed (E3.S3) and takes no input until relaunched.
    case crashed
}
