/// What an input request was answered: 200 at a version, or refused with an error code.
enum StormOutcome: Equatable, CustomStringConvertible {
    case ran(version: Int)
    case refused(code: String)

    var description: String {
        switch self {
        case .ran(let version): "200 at version \(version)"
        case .refused(let code): "refused \(code)"
        }
    }
}
