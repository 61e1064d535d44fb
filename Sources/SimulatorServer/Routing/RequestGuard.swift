import Foundation

/// Who may talk to the server at all (docs/SECURITY.md, "Exposure"). A pure check of one
/// request's headers, run before anything else is routed:
///
/// - `Host` must name this server: `localhost`, an IP literal (a browser that sent an IP
///   literal connected to that IP, so DNS rebinding cannot be behind it), or a name the
///   server was told to answer to (`--host`), each with no port or the server's port.
///   Anything else is 421 `unknown_host`.
/// - A state-changing request (POST, DELETE, …) with an `Origin` that is not this server
///   is 403 `foreign_origin`. No `Origin` is allowed (curl, scripts).
/// - A POST or PATCH whose `Content-Type` is not `application/json` is 415 `unsupported_media_type`
///   (an HTML form or a `no-cors` fetch can only send text/plain or form types).
struct RequestGuard: Sendable, Equatable {
    /// Host names (lowercased, without brackets) besides `localhost` and IP literals.
    var names: Set<String>

    init(names: Set<String> = []) {
        self.names = Set(names.map { Self.bare($0.lowercased()) })
    }

    /// Why this request must be refused, or nil. `port` is the server's port, if known.
    func refusal(for request: HTTPRequest, port: Int?) -> APIError? {
        if let host = request.headers["host"], !allows(authority: host, port: port) {
            return APIError(421, "unknown_host", "this server does not answer to the host \"\(host)\"")
        }
        let method = request.method.uppercased()
        guard method != "GET", method != "HEAD", method != "OPTIONS" else { return nil }
        if let origin = request.headers["origin"], !allows(origin: origin, host: request.headers["host"], port: port) {
            return APIError(403, "foreign_origin", "requests from \(origin) may not change this server's state")
        }
        if method == "POST", ["/api/forms", "/api/flows/run", "/api/flows/yaml"].contains(request.path) {
            // YAML or JSON (a plist only for forms, refused later for flows): none of them
            // is a CORS-simple type, so a page elsewhere cannot post one unseen.
            guard FormUpload.Format(contentType: request.headers["content-type"]) != nil else {
                return APIError(
                    415, "unsupported_media_type",
                    "a form or flow must be sent as Content-Type: application/yaml or application/json (a form also as application/x-plist)")
            }
        } else if method == "POST" || method == "PATCH", !Self.isJSON(request.headers["content-type"]) {
            return APIError(
                415, "unsupported_media_type", "the body must be sent as Content-Type: application/json")
        }
        return nil
    }

    /// `host` or `host:port` from a `Host` header.
    func allows(authority: String, port: Int?) -> Bool {
        if let loopback = Self.isLoopback(authority: authority, port: port) { return loopback }
        guard let (host, given) = Self.split(authority: authority.lowercased()) else { return false }
        if let given, let port, given != port { return false }
        return host == "localhost" || names.contains(host) || Self.isIPLiteral(host)
    }

    private static let loopbackNames: [StaticString] = ["localhost", "127.0.0.1", "[::1]"]

    /// The answer for `localhost`, `127.0.0.1` and `[::1]` as a browser or a script on this
    /// machine writes them (lowercase, then nothing or `:` and the port), read from the
    /// bytes with nothing allocated: nearly every request names one of them. Nil for any
    /// other authority, which `allows(authority:port:)` splits and checks in full.
    static func isLoopback(authority: String, port: Int?) -> Bool? {
        var authority = authority
        return authority.withUTF8 { bytes -> Bool? in
            var end = 0
            for name in loopbackNames where bytes.count >= name.utf8CodeUnitCount {
                let length = name.utf8CodeUnitCount
                if (0..<length).allSatisfy({ bytes[$0] == name.utf8Start[$0] }) {
                    end = length
                    break
                }
            }
            guard end > 0 else { return nil }
            guard end < bytes.count else { return true }
            guard bytes[end] == UInt8(ascii: ":"), bytes.count - end - 1 <= 5, bytes.count - end - 1 > 0 else { return nil }
            var given = 0
            for byte in bytes[(end + 1)...] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                given = given * 10 + Int(byte - UInt8(ascii: "0"))
            }
            guard given <= 65535 else { return nil }
            return port.map { $0 == given } ?? true
        }
    }

    /// `http://host:port`: the page this server served (the same authority as the
    /// request's `Host`, or an allowed host on the server's port).
    func allows(origin: String, host: String?, port: Int?) -> Bool {
        let origin = origin.lowercased()
        guard origin.hasPrefix("http://") else { return false }
        let authority = String(origin.dropFirst("http://".count))
        if let host, authority == host.lowercased() { return allows(authority: authority, port: port) }
        guard let (_, given) = Self.split(authority: authority) else { return false }
        let effective = given ?? 80
        return (port == nil || effective == port) && allows(authority: authority, port: port)
    }

    static func isJSON(_ contentType: String?) -> Bool {
        guard var contentType else { return false }
        // The usual header, ASCII with HTTP's spaces and tabs around the type, is compared
        // byte by byte in place (lazy views of its bytes are far dearer on every
        // request); anything else goes through Foundation's Unicode-aware trimming.
        let ascii: Bool? = contentType.withUTF8 { bytes in
            var end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
            guard !bytes[..<end].contains(where: { $0 >= 0x80 }) else { return nil }
            var start = 0
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let expected: StaticString = "application/json"
            guard end - start == expected.utf8CodeUnitCount else { return false }
            for offset in 0..<(end - start) {
                let byte = bytes[start + offset]
                if ((0x41...0x5A).contains(byte) ? byte | 0x20 : byte) != expected.utf8Start[offset] { return false }
            }
            return true
        }
        if let ascii { return ascii }
        let media = contentType.split(separator: ";", maxSplits: 1).first ?? ""
        return media.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }

    /// `("127.0.0.1", 8080)`, `("::1", nil)`; nil when the text is not an authority.
    static func split(authority: String) -> (host: String, port: Int?)? {
        // Found by their bytes: "[", "]" and ":" are ASCII, never part of another
        // character's UTF-8, and a walk by Characters costs far more at every request.
        let bytes = authority.utf8
        var host = Substring(authority)
        var port: Int?
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return nil }
            let rest = bytes[bytes.index(after: close)...]
            host = authority[bytes.index(after: bytes.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.first == UInt8(ascii: ":"), let value = Int(Substring(rest.dropFirst())) else { return nil }
                port = value
            }
        } else if let colon = bytes.lastIndex(of: UInt8(ascii: ":")) {
            guard let value = Int(Substring(bytes[bytes.index(after: colon)...])) else { return nil }
            port = value
            host = authority[..<colon]
        }
        guard !host.isEmpty, port.map({ (0...65535).contains($0) }) ?? true else { return nil }
        // ASCII names are checked byte by byte; others by Unicode's letter and number classes.
        let allowed: Bool
        if host.utf8.allSatisfy({ $0 < 0x80 }) {
            allowed = host.utf8.allSatisfy { byte in
                (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == 0x2E || byte == 0x2D
                    || byte == 0x3A || byte == 0x5F
            }
        } else {
            allowed = host.allSatisfy { $0.isLetter || $0.isNumber || ".-:_".contains($0) }
        }
        guard allowed else { return nil }
        return (String(host), port)
    }

    /// A dotted IPv4 address or an IPv6 address (hex digits, colons, dots).
    static func isIPLiteral(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isASCIIDigit) && Int($0) ?? 256 < 256 }) {
            return true
        }
        return host.contains(":") && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }

    private static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
