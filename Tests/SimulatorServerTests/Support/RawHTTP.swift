import Foundation
import SimCore
import Wire
import TestSupport

/// A minimal blocking HTTP/1.1 client over a plain socket (one request per connection),
/// so tests control exactly what goes on the wire and never share a connection pool.
enum RawHTTP {
    struct Response {
        var status: Int
        /// Keys lowercased.
        var headers: [String: String]
        var body: Data

        func json() throws -> JSONValue { try JSONValue(data: body) }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func request(
        port: Int, _ method: String, _ path: String, headers: [String: String] = [:], body: Data? = nil,
        chunked: Bool = false, timeout: Double = 10
    ) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port) failed") }
        var wait = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))

        let named = Set(headers.keys.map { $0.lowercased() })
        var head = "\(method) \(path) HTTP/1.1\r\n"
        // Host as a browser at http://127.0.0.1:PORT/ sends it, unless the test sets its own.
        if !named.contains("host") { head += "Host: 127.0.0.1:\(port)\r\n" }
        head += "Connection: close\r\n"
        // A body is JSON unless the test says otherwise (the server refuses other types: 415).
        if body != nil, !named.contains("content-type") { head += "Content-Type: application/json\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        var payload = Data()
        if let body {
            if chunked {
                head += "Transfer-Encoding: chunked\r\n"
                var offset = 0
                while offset < body.count {
                    let piece = body[offset..<min(body.count, offset + 65536)]
                    payload += Data((String(piece.count, radix: 16) + "\r\n").utf8) + piece + Data("\r\n".utf8)
                    offset += piece.count
                }
                payload += Data("0\r\n\r\n".utf8)
            } else {
                head += "Content-Length: \(body.count)\r\n"
                payload = body
            }
        }
        head += "\r\n"
        // The server may answer (and close) before reading a refused body: send errors are ignored.
        sendAll(fd, Data(head.utf8) + payload)

        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            received.append(buffer, count: n)
        }
        return try parse(received)
    }

    private static func sendAll(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var sent = 0
            while sent < raw.count {
                let n = send(fd, base + sent, raw.count - sent, Int32(MSG_NOSIGNAL))
                if n <= 0 { return }
                sent += n
            }
        }
    }

    private static func parse(_ data: Data) throws -> Response {
        guard let split = data.firstRange(of: Data("\r\n\r\n".utf8)),
            let head = String(data: data[..<split.lowerBound], encoding: .utf8)
        else { throw Failure(description: "no HTTP answer (\(data.count) bytes)") }
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "bad status line")
        }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[split.upperBound...])
        if let length = headers["content-length"].flatMap(Int.init), body.count > length { body = body.prefix(length) }
        return Response(status: status, headers: headers, body: body)
    }
}
