import Foundation
import Testing
@testable import Wire
import TestSupport

@Suite struct ByteBufferTests {
    @Test("bytes appended one by one, in runs and as static text come out in order across every growth")
    func appendsSurviveGrowth() {
        var random = SeededGenerator(seed: 64)
        var buffer = ByteBuffer(capacity: 1)
        var expected: [UInt8] = []
        for _ in 0..<2_000 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let byte = UInt8.random(in: 0...255, using: &random)
                buffer.append(byte)
                expected.append(byte)
            case 1:
                let run = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                run.withUnsafeBufferPointer { buffer.append($0) }
                expected += run
            default:
                buffer.append(",\"op\":\"update\",\"props\":")
                expected += Array(",\"op\":\"update\",\"props\":".utf8)
            }
            #expect(buffer.count == expected.count)
        }
        #expect(buffer.array == expected)
        #expect(buffer.data == Data(expected))
    }

    @Test("an empty buffer and an empty run give no bytes")
    func emptyIsEmpty() {
        var buffer = ByteBuffer(capacity: 0)
        [UInt8]().withUnsafeBufferPointer { buffer.append($0) }
        buffer.append("")
        #expect(buffer.count == 0)
        #expect(buffer.data.isEmpty)
    }
}
