/// Why a harness could not be made: a mistake in the test, not in the engine.
public enum SimHarnessError: Error, CustomStringConvertible {
    case unknownDevice(String)
    case unknownScene(String)
    case noForm

    public var description: String {
        switch self {
        case .unknownDevice(let id): "no device \(id)"
        case .unknownScene(let id): "no built-in scene \(id)"
        case .noForm: "no form text"
        }
    }
}
