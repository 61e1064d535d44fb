import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One keep-alive HTTP/1.1 connection to 127.0.0.1, blocking, for the load tools.
final class BenchConnection {
    let fd: Int32
    private var buffer: [UInt8] = []

    struct Failure: Error, CustomStringConvertible { let description: String }

    init(port: Int, blocking: Bool = true) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket: \(errno)") }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure(description: "connect: \(errno)")
        }
        if !blocking { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
    }

    deinit { close(fd) }

    static func requestBytes(_ method: String, _ path: String, body: String? = nil) -> [UInt8] {
        var text = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        if let body {
            text += "Content-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
        } else {
            text += "\r\n"
        }
        return Array(text.utf8)
    }

    func send(_ method: String, _ path: String, body: String? = nil) throws {
        let bytes = Self.requestBytes(method, path, body: body)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "write: \(errno)") }
            sent += n
        }
    }

    /// Read into once per read (not a fresh 64 KiB array zeroed for each).
    private var chunk = [UInt8](repeating: 0, count: 65_536)

    /// Reads one response; returns (status, body).
    func receive() throws -> (Int, String) {
        let (status, body) = try receiveBytes()
        return (status, String(decoding: body, as: UTF8.self))
    }

    /// Reads one response; returns its status, the body left as bytes (the timed loops
    /// need the status only: the client's own work stays out of the server's figures).
    func receiveBytes() throws -> (Int, ArraySlice<UInt8>) {
        while true {
            if let head = Self.head(of: buffer) {
                let body = buffer[head.body]
                buffer.removeFirst(head.used)
                return (head.status, body)
            }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "read: \(n) \(errno)") }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    func request(_ method: String, _ path: String, body: String? = nil) throws -> (Int, String) {
        try send(method, path, body: body)
        return try receive()
    }

    /// A request whose answer's status alone is wanted.
    func requestStatus(_ method: String, _ path: String, body: String? = nil) throws -> Int {
        try send(method, path, body: body)
        return try receiveBytes().0
    }

    /// A complete response at the start of `bytes`, read byte by byte: its status, where
    /// its body lies and the bytes it takes.
    static func head(of bytes: [UInt8]) -> (status: Int, body: Range<Int>, used: Int)? {
        bytes.withUnsafeBufferPointer { b -> (status: Int, body: Range<Int>, used: Int)? in
            guard let end = find([13, 10, 13, 10], in: b, from: 0) else { return nil }
            // "HTTP/1.1 200 OK": the three digits after the first space.
            guard let space = b[0..<end].firstIndex(of: UInt8(ascii: " ")), space + 3 < end else { return nil }
            var status = 0
            for i in space + 1...space + 3 { status = status * 10 + Int(b[i]) - 48 }
            var length = 0
            if let at = find(Array("\r\ncontent-length:".utf8), in: b, from: 0, before: end, ignoringCase: true) {
                var i = at + 17
                while i < end, b[i] == UInt8(ascii: " ") { i += 1 }
                while i < end, b[i] >= 48, b[i] <= 57 {
                    length = length * 10 + Int(b[i]) - 48
                    i += 1
                }
            }
            let total = end + 4 + length
            guard b.count >= total else { return nil }
            return (status, (end + 4)..<total, total)
        }
    }

    /// Where `needle` starts in `b` (from `start`, ending before `limit`), ASCII letters
    /// matched either case when asked.
    static func find(
        _ needle: [UInt8], in b: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int? = nil,
        ignoringCase: Bool = false
    ) -> Int? {
        let end = (limit ?? b.count) - needle.count
        guard start <= end else { return nil }
        for i in start...end {
            var j = 0
            while j < needle.count {
                let byte = ignoringCase && b[i + j] >= 65 && b[i + j] <= 90 ? b[i + j] + 32 : b[i + j]
                if byte != needle[j] { break }
                j += 1
            }
            if j == needle.count { return i }
        }
        return nil
    }

    /// `"version":N` in a JSON body, without decoding all of it.
    static func version(in body: String) -> Int? {
        Array(body.utf8).withUnsafeBufferPointer { version(in: $0, body: $0.indices) }
    }

    private static let versionKey = Array(#""version":"#.utf8)

    /// `"version":N` in the body lying at `body` in `b`, read from its bytes.
    static func version(in b: UnsafeBufferPointer<UInt8>, body: Range<Int>) -> Int? {
        guard let at = find(versionKey, in: b, from: body.lowerBound, before: body.upperBound) else { return nil }
        var i = at + versionKey.count
        var value = 0
        var digits = 0
        while i < body.upperBound, b[i] >= 48, b[i] <= 57 {
            value = value * 10 + Int(b[i]) - 48
            i += 1
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    static func sessionID(in body: String) -> String? {
        guard let range = body.range(of: "\"id\":\"") else { return nil }
        return String(body[range.upperBound...].prefix { $0 != "\"" })
    }
}
