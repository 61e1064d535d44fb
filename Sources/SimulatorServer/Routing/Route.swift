/// One API route: a method, a path of fixed segments and `{}` placeholders, and what
/// answers it. The router's table of them is the one place that says which paths exist
/// and which methods each takes, so 404, 405 and `Allow` all come from it.
struct Route: Sendable {
    typealias Handler = @Sendable (_ router: Router, _ request: HTTPRequest, _ parameters: [String], _ now: Double) -> RouteResult

    let method: String
    /// The path's segments after the leading "/"; nil stands for a placeholder.
    let segments: [String?]
    let handle: Handler

    /// `path` as in the API docs: `/api/sessions/{id}/tree`.
    init(_ method: String, _ path: String, _ handle: @escaping Handler) {
        self.method = method
        self.segments = path.split(separator: "/").map { $0.hasPrefix("{") ? nil : String($0) }
        self.handle = handle
    }

    /// The placeholders' values when `parts` (a path split on "/") is this route's path.
    func parameters(_ parts: [String]) -> [String]? {
        guard parts.count == segments.count else { return nil }
        // The fixed segments first: a path that shares a route's placeholders but not its
        // name (`…/{id}/tree` for `…/{id}/input`) builds no list of values.
        for index in segments.indices {
            if let segment = segments[index], parts[index] != segment { return nil }
        }
        var values: [String] = []
        for index in segments.indices where segments[index] == nil { values.append(parts[index]) }
        return values
    }

    /// The `Allow` header for the methods a path takes: HEAD wherever GET is.
    static func allowHeader(_ methods: [String]) -> String {
        var names: [String] = []
        for method in methods where !names.contains(method) {
            names.append(method)
            if method == "GET" { names.append("HEAD") }
        }
        return names.joined(separator: ", ")
    }
}
