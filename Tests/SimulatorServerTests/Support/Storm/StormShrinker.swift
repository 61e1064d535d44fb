import Wire
import TestSupport

/// Shrinks a failing storm to a minimal one: delta debugging (ddmin) over its events,
/// keeping each event in its request (a request left empty is dropped), until removing
/// any chunk, down to single events, no longer fails, or the time is up. Deterministic:
/// the same failure and predicate give the same result.
enum StormShrinker {
    static func shrink(
        _ requests: [StormRequest], until deadline: ContinuousClock.Instant, fails: ([StormRequest]) throws -> Bool
    ) rethrows -> (requests: [StormRequest], complete: Bool) {
        var units = requests.enumerated().flatMap { index, request in request.events.map { (request: index, event: $0) } }
        var chunks = 2
        while units.count > 1 {
            guard ContinuousClock.now < deadline else { return (regroup(units, requests), false) }
            let size = (units.count + chunks - 1) / chunks
            var removed = false
            for start in stride(from: 0, to: units.count, by: size) {
                var rest = units
                rest.removeSubrange(start..<min(start + size, units.count))
                if try !rest.isEmpty && fails(regroup(rest, requests)) {
                    units = rest
                    chunks = max(chunks - 1, 2)
                    removed = true
                    break
                }
                guard ContinuousClock.now < deadline else { return (regroup(units, requests), false) }
            }
            if !removed {
                if size == 1 { break }
                chunks = min(chunks * 2, units.count)
            }
        }
        return (regroup(units, requests), true)
    }

    /// The events back in their requests, in order; a request keeps its `bare` form.
    static func regroup(_ units: [(request: Int, event: JSONValue)], _ requests: [StormRequest]) -> [StormRequest] {
        var result: [StormRequest] = []
        var last: Int?
        for unit in units {
            if unit.request == last, let end = result.indices.last {
                result[end].events.append(unit.event)
            } else {
                result.append(StormRequest(events: [unit.event], bare: requests[unit.request].bare))
                last = unit.request
            }
        }
        return result
    }
}
