/// The hardware cut into the top of the screen, drawn by the client's device frame.
public enum Cutout: String, Sendable, Codable {
    case island
    case notch
}
