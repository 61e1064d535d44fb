import Testing

@testable import SimulatorServer

@Suite("A request's headers as the daemon reads them")
struct RequestHeaderTests {
    @Test("a header name is filed with its ASCII letters lowercased and every other byte kept")
    func namesAreLowercasedOnce() {
        #expect("Content-Type".withCString { ValueCollector.lowercased($0) } == "content-type")
        #expect("X-Ä-9_".withCString { ValueCollector.lowercased($0) } == "x-Ä-9_")
        #expect("".withCString { ValueCollector.lowercased($0) } == "")
    }

    @Test("of two headers whose names differ only in case, the last one read is kept")
    func lastOfOneNameWins() {
        let collector = ValueCollector(lowercasesKeys: true)
        "Host".withCString { key in "a".withCString { collector.add(key: key, value: $0) } }
        "HOST".withCString { key in "b".withCString { collector.add(key: key, value: $0) } }
        "Accept".withCString { collector.add(key: $0, value: nil) }
        #expect(collector.values == ["host": "b", "accept": ""])
    }

    @Test("query keys are filed as sent")
    func queryKeysKeepTheirCase() {
        let collector = ValueCollector(lowercasesKeys: false)
        "Since".withCString { key in "3".withCString { collector.add(key: key, value: $0) } }
        #expect(collector.values == ["Since": "3"])
    }
}
