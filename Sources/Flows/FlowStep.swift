import SimCore

/// One step of a flow: an action or an expectation, maybe limited to some devices.
public struct FlowStep: Equatable, Sendable {
    /// An element by id (or, where no element has that id, by its text), by what it
    /// shows (`{text: Book}`), or a point on the screen (points, for the rare case).
    public enum Target: Equatable, Sendable {
        case element(String)
        case selector(FlowExpectation.NodeSpec)
        case point(Point)
    }

    public enum Pick: Equatable, Sendable {
        case date(String)
        case time(String)
        case row(Int)
        case value(String)
    }

    public enum Action: Equatable, Sendable {
        case tap(Target)
        case longPress(Target)
        case drag(from: Target, to: Target, milliseconds: Double)
        case pick(target: String, Pick)
        case rotate(Orientation)
        /// What Settings changes on the device: appearance, text size, language.
        case settings(SettingsChange)
        /// Typed on the hardware keyboard, a key per character.
        case type(String)
        case key(String, modifiers: KeyModifiers)
        /// Simulated time, in milliseconds.
        case wait(Double)
        /// Turns the wheel over the nearest scroll view until the element is fully in view.
        case scrollTo(Target)
        /// Scrolls one way until the element is fully in view, at most `maxScrolls` times.
        case scrollUntilVisible(Target, down: Bool, maxScrolls: Int)
        /// Puts the keyboard away as a person would (`Reach.hideKeyboard`).
        case hideKeyboard
        /// Taps the nearest point outside the element's frame where a finger hits no
        /// element (a popover's dimming view, the screen's background): what a person
        /// does to close a popover, calendar or menu. Nothing when the element is absent.
        case tapOutside(Target)
        case expect(FlowExpectation)
        /// Launches the app again from the Home Screen, crashed or not (E3.S3).
        case relaunch
        /// Launches the app again with its data cleared. FormSim's app keeps no data
        /// between launches, so this is `relaunch`; it is its own step so that a flow
        /// says what it means, as Maestro's does.
        case clearState
        /// Holds when the app has crashed, its exception containing the text if one is given.
        case expectCrash(message: String?)
        /// Runs the steps again while the expectation holds: at most `times` rounds, or
        /// `FlowRunner.maxRounds` (which is then a failure) when no `times` is given.
        case repeatWhile(FlowExpectation, steps: [FlowStep], times: Int?)
    }

    public var action: Action
    /// The devices the step runs on; nil: every device.
    public var on: DeviceFilter?
    /// The step as written, one line, for reports.
    public var text: String
    /// Where the step stands in its file.
    public var line: Int?
    /// `optional: true`: a failure is a warning and the flow goes on.
    public var isOptional = false

    public init(action: Action, on: DeviceFilter? = nil, text: String, line: Int? = nil) {
        self.action = action
        self.on = on
        self.text = text
        self.line = line
    }

    public var isExpectation: Bool {
        switch action {
        case .expect, .expectCrash: true
        default: false
        }
    }

    public var expectsCrash: Bool {
        if case .expectCrash = action { return true }
        return false
    }
}

/// `on: phone | pad | <device id>`.
public enum DeviceFilter: Equatable, Sendable {
    case idiom(Idiom)
    case device(String)

    public init(_ name: String) {
        switch name {
        case "phone": self = .idiom(.phone)
        case "pad": self = .idiom(.pad)
        default: self = .device(name)
        }
    }

    public func matches(_ profile: DeviceProfile) -> Bool {
        matches(FlowDevice(profile: profile))
    }

    /// A device id matches the profile in any window; one with `@window` (`@full`
    /// among them) that window only.
    public func matches(_ device: FlowDevice) -> Bool {
        switch self {
        case .idiom(let idiom): return device.profile.idiom == idiom
        case .device(let id):
            guard let named = try? FlowDevice.parse(id).get() else { return false }
            return named.id == device.profile.id && (named.window.map { $0 == device.window } ?? true)
        }
    }
}
