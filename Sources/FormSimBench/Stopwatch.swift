import Histogram

/// Times repeated work into an HdrHistogram of nanoseconds.
struct Stopwatch {
    private(set) var histogram = Histogram<UInt64>(highestTrackableValue: 60_000_000_000, numberOfSignificantValueDigits: .three)
    private let clock = ContinuousClock()

    mutating func time<T>(_ work: () throws -> T) rethrows -> T {
        let start = clock.now
        let result = try work()
        record(clock.now - start)
        return result
    }

    mutating func record(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanos = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        _ = histogram.record(UInt64(nanos))
    }

    func percentile(_ p: Double) -> Double { Double(histogram.valueAtPercentile(p)) }

    /// "p50 1.23 µs  p99 4.56 µs  mean …  (n)"
    func summary(unit: Unit = .microseconds) -> String {
        let f = { (v: Double) in unit.format(v) }
        return "p50 \(f(percentile(50)))  p99 \(f(percentile(99)))  mean \(f(histogram.mean))  max \(f(Double(histogram.max)))  (n=\(histogram.totalCount))"
    }

    enum Unit {
        case nanoseconds, microseconds, milliseconds

        func format(_ nanos: Double) -> String {
            switch self {
            case .nanoseconds: return "\(Int(nanos.rounded())) ns"
            case .microseconds: return String(format2: nanos / 1_000) + " µs"
            case .milliseconds: return String(format2: nanos / 1_000_000) + " ms"
            }
        }
    }
}

extension String {
    /// Two decimals, without Foundation's format strings.
    init(format2 value: Double) {
        let scaled = (value * 100).rounded()
        let whole = Int(scaled / 100)
        let cents = abs(Int(scaled) % 100)
        self = "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }
}
