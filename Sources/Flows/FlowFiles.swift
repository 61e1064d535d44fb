import Foundation

/// Where the flow files that `runFlow` steps name are read from.
public struct FlowFiles: Sendable {
    /// The file at `path` as written in the flow file `from`: its bytes and the name it goes by.
    public var read: @Sendable (_ path: String, _ from: String) throws -> (data: Data, file: String)

    public init(read: @escaping @Sendable (_ path: String, _ from: String) throws -> (data: Data, file: String)) {
        self.read = read
    }

    /// Files on disk, a relative path taken from the folder of the file that names it.
    public static let disk = FlowFiles { path, from in
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: from).deletingLastPathComponent().appendingPathComponent(path)
        return (try Data(contentsOf: url), url.standardizedFileURL.path)
    }
}
