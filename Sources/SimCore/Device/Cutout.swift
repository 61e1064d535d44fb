/// The hardware cut into the top of the screen, drawn by the client's device frame.
public enum Cutout: String, Sendable, Codable {
    case island
    case notch

    /// How wide the cutout is at the top of the screen in portrait (points, ~): the
    /// status bar lays its time and symbols out in the "ears" either side of it.
    public var width: Double {
        switch self {
        case .island: 126
        case .notch: 209
        }
    }
}
