import Flows
import Testing

/// One record rule for every baseline: a run that writes one never passes.
@Suite struct BaselineRuleTests {
    @Test("a baseline that exists is compared with, in CI or not")
    func existing() {
        #expect(BaselineRule().decision(for: "a.json", exists: true, how: "F=1") == .compare)
        #expect(BaselineRule(isCI: true).decision(for: "a.json", exists: true, how: "F=1") == .compare)
    }

    @Test("outside CI a missing baseline is written, and the test fails saying it was recorded")
    func missingOutsideCI() {
        guard case .write(let message) = BaselineRule().decision(for: "a.json", exists: false, how: "F=1") else {
            Issue.record("expected a write")
            return
        }
        #expect(message == "a.json was missing, so it was recorded; review it and run again to compare")
    }

    @Test("under CI a missing baseline fails and nothing is written")
    func missingUnderCI() {
        guard case .fail(let message) = BaselineRule(isCI: true).decision(for: "a.json", exists: false, how: "F=1") else {
            Issue.record("expected a failure")
            return
        }
        #expect(message.hasPrefix("a.json is missing, and CI is set, so nothing was written"))
    }

    @Test("the record flag writes every baseline anew, in CI too, and fails naming it", arguments: [false, true])
    func recordFlag(isCI: Bool) {
        let rule = BaselineRule(isCI: isCI, recordsAll: true)
        for exists in [true, false] {
            guard case .write(let message) = rule.decision(for: "a.json", exists: exists, how: "F=1") else {
                Issue.record("expected a write")
                return
            }
            #expect(message.hasPrefix("a.json was recorded anew (F=1)"))
        }
    }

    @Test("CI and the flag are set by any value but nothing, 0 or false")
    func environment() {
        #expect(BaselineRule(environment: ["CI": "true", "F": "1"], flag: "F") == BaselineRule(isCI: true, recordsAll: true))
        #expect(BaselineRule(environment: ["CI": "1"], flag: "F") == BaselineRule(isCI: true))
        #expect(BaselineRule(environment: ["CI": "false", "F": "0"], flag: "F") == BaselineRule())
        #expect(BaselineRule(environment: ["CI": ""], flag: "F") == BaselineRule())
    }
}
