import Foundation

/// A raw loopback connection a test keeps open: to hold thousands of long-polls without a
/// thread each, to trickle a request byte by byte (slowloris), or to vanish mid-request.
final class HeldSocket {
    let fd: Int32

    /// Connects to 127.0.0.1:port, or nil.
    init?(port: Int) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            return nil
        }
        self.fd = fd
    }

    deinit { close(fd) }

    /// Sends all of it; false if the connection is gone.
    @discardableResult
    func send(_ text: String) -> Bool {
        let data = Array(text.utf8)
        var sent = 0
        while sent < data.count {
            let n = data[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { return false }
            sent += n
        }
        return true
    }

    /// Shuts down this side's sending half (the server reads the end of the stream) and
    /// keeps the connection open for the answer.
    func halfClose() {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// A GET of this path, left open for the answer.
    @discardableResult
    func get(_ path: String, port: Int) -> Bool {
        send("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
    }

    /// Whether bytes (or the end of the stream) are waiting, within `timeout` seconds.
    func isReadable(timeout: Double) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, Int32(timeout * 1000)) > 0
    }

    /// Everything until the server closes (or `timeout` seconds pass without a byte).
    func readAll(timeout: Double) -> Data {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 16384)
        while isReadable(timeout: timeout) {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            received.append(buffer, count: n)
        }
        return received
    }

    /// The status code of the answer read until close, or nil.
    func status(timeout: Double) -> Int? {
        let text = String(decoding: readAll(timeout: timeout).prefix(64), as: UTF8.self)
        let parts = text.split(separator: " ")
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/") else { return nil }
        return Int(parts[1])
    }

    /// The body after the head (the answer read until close).
    static func body(of data: Data) -> Data? {
        data.firstRange(of: Data("\r\n\r\n".utf8)).map { Data(data[$0.upperBound...]) }
    }

    /// Raises this process's open-file limit to its hard limit; the soft limit after.
    static func raiseFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return Int(clamping: limit.rlim_cur)
    }
}
