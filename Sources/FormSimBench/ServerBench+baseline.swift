import Foundation

extension ServerBench {
    /// The server figure: a pick and a rotation against `GET /api/devices` (the
    /// baseline: routing, a small cached answer and loopback, no simulator) on the same
    /// keep-alive connection, interleaved so that all three see the same machine; each
    /// figure is given above the baseline's p50.
    func aboveBaseline() throws {
        let connection = try BenchConnection(port: port)
        let (id, _) = try createSession(connection)
        var baseline = Stopwatch(), pick = Stopwatch(), rotation = Stopwatch()
        let orientations = ["landscapeLeft", "portrait"]
        for i in 0..<roundTrips {
            let devices = try baseline.time { try connection.requestStatus("GET", "/api/devices") }
            let picked = try pick.time { try connection.requestStatus("POST", "/api/sessions/\(id)/input", body: Self.pick(i)) }
            let rotated = try rotation.time {
                try connection.requestStatus(
                    "POST", "/api/sessions/\(id)/input",
                    body: #"{"type":"rotate","orientation":"\#(orientations[i % 2])"}"#)
            }
            guard devices == 200, picked == 200, rotated == 200 else {
                throw BenchConnection.Failure(description: "answered \(devices), \(picked), \(rotated)")
            }
        }
        let base = baseline.percentile(50)
        func above(_ watch: Stopwatch) -> String {
            "p50 \(String(format2: (watch.percentile(50) - base) / 1_000)) µs above it"
        }
        print("- GET /api/devices (the baseline), keep-alive: \(baseline.summary())")
        print("- a pick, same connection, interleaved: \(pick.summary()); \(above(pick))")
        print("- a rotation, same connection, interleaved: \(rotation.summary()); \(above(rotation))")
    }
}
