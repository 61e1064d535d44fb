/// A view of the project expanded where it is used: what each of its properties stands
/// for at that use. The names its body reads are looked up here before anywhere else, so
/// `$text` in the body of `LabeledField(title: "Email", text: $email)` is the caller's
/// `email`, and `Text(title)` shows "Email".
struct ViewFrame {
    /// The view's type.
    let typeName: String
    /// The state a property stands for, as a path in the form's state: a binding's or an
    /// observed model's path at the caller, or a path of this use's own (its `@State`,
    /// a literal argument) whose starting value is in `locals`.
    var paths: [String: [String]] = [:]
    /// The text a property holds when the caller gave one (`title: "Email"`) or its
    /// default is a literal.
    var texts: [String: String] = [:]

    /// The root of the paths of a use's own state: no property has this name, and each
    /// use has a key of its own after it, so two uses of one view keep two states.
    static let localRoot = "\u{1}view"
}
