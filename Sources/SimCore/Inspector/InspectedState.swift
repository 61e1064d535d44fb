/// An app's own state as the inspector lists it (a SwiftUI form's `@State` and model
/// properties): name, type and value, and where the last action ran. What Xcode's
/// variables view shows of a paused app, here always current.
public struct InspectedState: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var type: String
        public var value: String

        public init(name: String, type: String, value: String) {
            self.name = name
            self.type = type
            self.value = value
        }
    }

    public var entries: [Entry]
    /// The places (`File.swift:12:9`) of the statements the last action ran, in order.
    public var lastRun: [String]

    public init(entries: [Entry], lastRun: [String]) {
        self.entries = entries
        self.lastRun = lastRun
    }
}
