/// A time of day, or a countdown's hours and minutes, with no date or time zone: what a
/// date picker in `.time` or `.countDownTimer` mode selects (a `.dateAndTime` one pairs
/// it with a SimpleDate). Hours 0...23, minutes 0...59.
public struct SimpleTime: Hashable, Comparable, Sendable {
    public var hour: Int
    public var minute: Int

    /// Nil unless hour is 0...23 and minute 0...59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// 00:00.
    public static let midnight = SimpleTime(validHour: 0, minute: 0)

    init(validHour hour: Int, minute: Int) {
        self.hour = hour
        self.minute = minute
    }

    /// The two numbers of a strict "HH:mm" (two ASCII digits, a colon, two digits), not
    /// yet checked against a range; nil when the text is not of that form.
    public static func fields(of text: String) -> (hour: Int, minute: Int)? {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count == 5, scalars[2] == ":" else { return nil }
        var numbers: [Int] = []
        for range in [0..<2, 3..<5] {
            var value = 0
            for scalar in scalars[range] {
                guard ("0"..."9").contains(scalar) else { return nil }
                value = value * 10 + Int(scalar.value - 48)
            }
            numbers.append(value)
        }
        return (numbers[0], numbers[1])
    }

    /// Strict "HH:mm", 00:00 to 23:59.
    public init?(text: String) {
        guard let (hour, minute) = Self.fields(of: text) else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// "HH:mm".
    public var text: String {
        (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    /// Minutes since midnight (or of a countdown).
    public var minutes: Int { hour * 60 + minute }

    public static func < (lhs: SimpleTime, rhs: SimpleTime) -> Bool { lhs.minutes < rhs.minutes }
}
