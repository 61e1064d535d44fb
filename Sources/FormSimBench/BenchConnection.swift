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

    /// Reads one response; returns (status, body).
    func receive() throws -> (Int, String) {
        while true {
            if let (status, body, used) = Self.parse(buffer) {
                buffer.removeFirst(used)
                return (status, body)
            }
            var chunk = [UInt8](repeating: 0, count: 65_536)
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "read: \(n) \(errno)") }
            buffer.append(contentsOf: chunk[0..<n])
        }
    }

    func request(_ method: String, _ path: String, body: String? = nil) throws -> (Int, String) {
        try send(method, path, body: body)
        return try receive()
    }

    /// A complete response at the start of `bytes`: status, body and bytes used.
    static func parse(_ bytes: [UInt8]) -> (Int, String, Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<$0 + 4]) == separator })
        else { return nil }
        let head = String(decoding: bytes[0..<end], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        let length = head.split(separator: "\r\n").compactMap { line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
            return Int(parts[1].trimmingCharacters(in: .whitespaces))
        }.first ?? 0
        let total = end + 4 + length
        guard bytes.count >= total else { return nil }
        return (status, String(decoding: bytes[(end + 4)..<total], as: UTF8.self), total)
    }

    /// `"version":N` in a JSON body, without decoding all of it.
    static func version(in body: String) -> Int? {
        guard let range = body.range(of: "\"version\":") else { return nil }
        return Int(body[range.upperBound...].prefix { $0.isNumber })
    }

    static func sessionID(in body: String) -> String? {
        guard let range = body.range(of: "\"id\":\"") else { return nil }
        return String(body[range.upperBound...].prefix { $0 != "\"" })
    }
}
