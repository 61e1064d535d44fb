/// Mirrors UISemanticContentAttribute: whether a view lays its subviews out by the
/// language's direction or always one way.
public enum SemanticContentAttribute: Sendable {
    case unspecified, forceLeftToRight, forceRightToLeft
}
