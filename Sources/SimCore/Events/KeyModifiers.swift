/// Mirrors UIKeyModifierFlags: the modifier keys held with a hardware key (API.md,
/// "key" events; B7.4–B7.7).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = KeyModifiers(rawValue: 1 << 0)
    /// Option on a Mac keyboard, Alt on others (the wire's `alt`).
    public static let alternate = KeyModifiers(rawValue: 1 << 1)
    /// The wire's `meta`.
    public static let command = KeyModifiers(rawValue: 1 << 2)
    /// The wire's `ctrl`.
    public static let control = KeyModifiers(rawValue: 1 << 3)
}
