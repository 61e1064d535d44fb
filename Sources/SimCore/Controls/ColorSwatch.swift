/// One colour a colour picker offers: the name (or `#RRGGBB`) it reports as its value,
/// and how it draws in the light and dark appearance.
public struct ColorSwatch: Equatable, Sendable {
    public let name: String
    public let color: Color

    public init(name: String, color: Color) {
        self.name = name
        self.color = color
    }
}
