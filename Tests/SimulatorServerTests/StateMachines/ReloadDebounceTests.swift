import Testing

@testable import SimulatorServer

/// `ReloadDebounce` with explicit times: each file on its own, non-forms ignored.
@Suite struct ReloadDebounceTests {
    @Test("a file rewritten every 10 ms does not hold back another file saved once")
    func busyFileDoesNotStarveAnother() {
        var debounce = ReloadDebounce()
        debounce.changed("/f/busy.yaml", at: 0)
        debounce.changed("/f/saved.yaml", at: 0.005)
        var reported: [String] = []
        for tick in 1...10 {
            let now = Double(tick) * 0.01
            debounce.changed("/f/busy.yaml", at: now)
            reported += debounce.due(at: now)
        }
        #expect(reported == ["/f/saved.yaml"])
    }

    @Test("a file that never goes quiet is still reported a second after its first change, then debounced afresh")
    func busyFileIsReportedAtMaxWait() {
        var debounce = ReloadDebounce()
        var reports: [Double] = []
        for tick in 0...250 {
            let now = Double(tick) * 0.01
            debounce.changed("/f/busy.yaml", at: now)
            if !debounce.due(at: now).isEmpty { reports.append(now) }
        }
        #expect(reports.count == 2)
        #expect(reports.first.map { abs($0 - 1.0) < 0.001 } == true)
    }

    @Test("files that are not forms, hidden files and editor backups are never reported")
    func nonFormsIgnored() {
        var debounce = ReloadDebounce()
        for path in ["/f/noise.log", "/f/.form.yaml.swp", "/f/form.yaml~", "/f/.hidden.yaml"] { debounce.changed(path, at: 0) }
        #expect(debounce.isEmpty)
        #expect(debounce.nextDeadline == nil)
        debounce.changed("/f/form.YML", at: 0)
        #expect(debounce.due(at: 0.04).isEmpty)
        #expect(debounce.nextDeadline == 0.05)
        #expect(debounce.due(at: 0.05) == ["/f/form.YML"])
    }
}
