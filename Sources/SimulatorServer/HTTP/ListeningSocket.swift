import Foundation
import Glibc

/// A TCP socket bound and listening before libmicrohttpd starts, handed to it with
/// `MHD_OPTION_LISTEN_SOCKET`: the port (a free one when asked for 0) is known before any
/// request handler can run, so handlers read it as a constant.
///
/// Owned by whoever holds it until the daemon starts with it; `close` is for a socket the
/// daemon never took.
struct ListeningSocket: Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let descriptor: Int32
    /// The port actually bound.
    let port: Int

    /// Binds the first address `host` resolves to that accepts the bind (`port` 0: a free one).
    static func open(host: String, port requestedPort: Int) throws -> ListeningSocket {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE
        var found: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(requestedPort), &hints, &found)
        // Every path frees the list, whatever getaddrinfo said.
        defer { if let found { freeaddrinfo(found) } }
        guard status == 0 else {
            throw Failure(description: "cannot resolve host \(host): \(String(cString: gai_strerror(status)))")
        }
        var reason = "it resolves to no address"
        var next = found
        while let entry = next {
            next = entry.pointee.ai_next
            guard let address = entry.pointee.ai_addr else { continue }
            switch bind(family: entry.pointee.ai_family, address: address, length: entry.pointee.ai_addrlen) {
            case .success(let socket): return socket
            case .failure(let failure): reason = failure.description
            }
        }
        throw Failure(description: "cannot listen on \(host):\(requestedPort) (\(reason); in use, or not an address of this machine?)")
    }

    /// Closes a socket no daemon took.
    func close() {
        _ = Glibc.close(descriptor)
    }

    private static func bind(family: Int32, address: UnsafeMutablePointer<sockaddr>, length: socklen_t)
        -> Result<ListeningSocket, Failure>
    {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { return .failure(Failure(description: "socket: \(String(cString: strerror(errno)))")) }
        func fail(_ what: String) -> Result<ListeningSocket, Failure> {
            let message = "\(what): \(String(cString: strerror(errno)))"
            _ = Glibc.close(fd)
            return .failure(Failure(description: message))
        }
        var on: Int32 = 1
        // As libmicrohttpd sets up its own sockets: rebind at once after a restart, and
        // an IPv6 address serves IPv6 only.
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        if family == AF_INET6 {
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
        }
        guard Glibc.bind(fd, address, length) == 0 else { return fail("bind") }
        guard listen(fd, SOMAXCONN) == 0 else { return fail("listen") }
        let flags = fcntl(fd, F_GETFL)
        guard flags >= 0, fcntl(fd, F_SETFL, flags | O_NONBLOCK) == 0 else { return fail("non-blocking") }
        var bound = sockaddr_storage()
        var boundLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &boundLength) }
        }
        guard named == 0 else { return fail("getsockname") }
        let port: UInt16 = withUnsafePointer(to: &bound) { storage in
            switch Int32(storage.pointee.ss_family) {
            case AF_INET: storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_port }
            case AF_INET6: storage.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_port }
            default: 0
            }
        }
        guard port != 0 else {
            errno = EAFNOSUPPORT
            return fail("getsockname")
        }
        return .success(ListeningSocket(descriptor: fd, port: Int(UInt16(bigEndian: port))))
    }
}
