/// Mirrors UIUserInterfaceIdiom.
public enum Idiom: String, Sendable, Codable {
    case phone
    case pad
}
