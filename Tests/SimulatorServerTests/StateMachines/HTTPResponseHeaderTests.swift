import Testing

@testable import SimulatorServer

@Suite("An answer's headers")
struct HTTPResponseHeaderTests {
    @Test("a header is found whatever the case of its name")
    func headerIsFoundInAnyCase() {
        let response = HTTPResponse(status: 200, headers: [("Content-Type", "application/json")])
        #expect(response.header("content-type") == "application/json")
        #expect(response.header("CONTENT-TYPE") == "application/json")
        #expect(response.header("Content-Typf") == nil)
        #expect(response.header("Content-Type2") == nil)
    }

    @Test("setting a header replaces every one of that name, in any case, and keeps the others")
    func settingReplacesTheSameNameOnly() {
        var response = HTTPResponse(status: 200, headers: [("cache-control", "max-age=1"), ("ETag", "\"a\""), ("CACHE-CONTROL", "x")])
        response.setHeader("Cache-Control", "no-store")
        #expect(response.headers.map(\.name) == ["ETag", "Cache-Control"])
        #expect(response.header("cache-control") == "no-store")
    }

    @Test("letters alone fold: punctuation that differs by the case bit is another name")
    func onlyLettersFold() {
        #expect(HTTPResponse.sameName("X-A", "x-a"))
        #expect(!HTTPResponse.sameName("X@", "X`"))
        #expect(!HTTPResponse.sameName("X[", "X{"))
        #expect(!HTTPResponse.sameName("X-A", "X-A-"))
    }

    @Test("a byte outside ASCII compares as itself: only ASCII letters fold")
    func nonASCIIBytesCompareExactly() {
        #expect(HTTPResponse.sameName("Ä-Name", "Ä-name"))
        #expect(!HTTPResponse.sameName("Ä-Name", "ä-name"))
    }
}
