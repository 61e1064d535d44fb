import Foundation
import Testing

@testable import SimulatorServer

/// The flow reports kept for the page are bounded in count and bytes, each and together.
@Suite("Flow reports kept")
struct FlowReportsTests {
    @Test("a report larger than the cap for one is not kept, and nothing kept goes for it")
    func tooLarge() {
        let reports = FlowReports()
        let small = reports.add(Data(count: 1000))
        #expect(reports.add(Data(count: FlowReports.maxBytesEach + 1)) == nil)
        #expect(small.flatMap(reports.html) != nil)
        #expect(reports.bytes == 1000)
    }

    @Test("the oldest reports go once those kept together pass the total cap")
    func totalCap() throws {
        let reports = FlowReports()
        let size = FlowReports.maxBytesEach
        let ids = (0..<(FlowReports.maxBytesTotal / size + 2)).map { _ in reports.add(Data(count: size)) }
        #expect(reports.bytes <= FlowReports.maxBytesTotal)
        #expect(try #require(ids.first).flatMap(reports.html) == nil)
        #expect(try #require(ids.last).flatMap(reports.html) != nil)
    }

    @Test("no more than the count kept stay, however small")
    func countCap() throws {
        let reports = FlowReports()
        let ids = (0..<(FlowReports.kept + 3)).map { _ in reports.add(Data(count: 10)) }
        #expect(reports.bytes == FlowReports.kept * 10)
        #expect(try #require(ids[2]).flatMap(reports.html) == nil)
        #expect(try #require(ids[3]).flatMap(reports.html) != nil)
    }
}
