import Reach
import SimCore

/// A colour an expectation names (`color:`, `fill:`): UIKit's name of a system colour
/// (`systemRed`, `secondaryLabel`), which holds as the device draws it now, in light or
/// dark and with Increase Contrast on or off; or a CSS value (`"#FF3B30"`,
/// `rgba(60,60,67,0.6)`), which holds as written.
public enum FlowColor: Equatable, Sendable, CustomStringConvertible {
    case system(String)
    case css(String)

    /// Reads `systemRed` or `#FF3B30` / `rgba(…)`; otherwise what is wrong.
    static func reading(_ text: String) -> Result<FlowColor, FlowColorProblem> {
        if Color.systemNames[text] != nil { return .success(.system(text)) }
        if RGBA(css: text) != nil { return .success(.css(text)) }
        let names = Color.systemNames.keys.sorted().joined(separator: ", ")
        return .failure(FlowColorProblem(message: "\"\(text)\" is not a colour: write #RRGGBB, rgba(r,g,b,a) or one of \(names)"))
    }

    /// The values this colour may draw as on `tree`'s screen: a system colour at either
    /// level (a popover or a sheet draws at the elevated one in dark mode).
    func values(on tree: SemanticTree) -> [RGBA] {
        switch self {
        case .css(let css): return RGBA(css: css).map { [$0] } ?? []
        case .system(let name):
            guard let color = Color.systemNames[name] else { return [] }
            let contrast = tree.traits?.accessibilityContrast ?? .normal
            return [UserInterfaceLevel.base, .elevated].compactMap {
                RGBA(css: color.resolved(tree.appearance, level: $0, contrast: contrast).css)
            }
        }
    }

    func matches(_ drawn: RGBA?, on tree: SemanticTree) -> Bool {
        guard let drawn else { return false }
        return values(on: tree).contains { $0.isClose(to: drawn) }
    }

    public var description: String {
        switch self {
        case .system(let name): name
        case .css(let css): css
        }
    }
}

struct FlowColorProblem: Error {
    var message: String
}
