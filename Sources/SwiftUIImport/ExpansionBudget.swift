import Scenes
import SwiftSyntax

/// How much of a form the reader builds before it stops. A few lines of SwiftUI can
/// stand for millions of rows (`ForEach(0..<1000)` inside another, a computed view
/// that uses another twice, nested twenty times), so rows and views are counted as
/// they are read, and the reading stops at the first one past the limit: the work a
/// file can cost is bounded by these numbers, not by what it expands to.
struct ExpansionBudget {
    /// Views, `if`s and `switch`es read, every expansion counted: ten for each row a
    /// form may have.
    static let maxViews = FormParser.maxRows * 10

    private(set) var views = 0
    private(set) var rows = 0
    /// Where the reading stopped and why; nil while within the budget.
    private(set) var exceeded: (node: Syntax, message: String)?

    /// One more view read at `node`; false once the budget is spent.
    mutating func view(at node: Syntax) -> Bool {
        spend(\.views, limit: Self.maxViews, at: node) {
            "the form's views expand to more than \(Self.maxViews) here (ForEach loops or views used inside one another); a form may have at most \(FormParser.maxRows) rows"
        }
    }

    /// One more row made at `node`; false once the form has more rows than a form may.
    mutating func row(at node: Syntax) -> Bool {
        spend(\.rows, limit: FormParser.maxRows, at: node) {
            "the form has more than \(FormParser.maxRows) rows by here (each element of a ForEach and each use of a view counted); a form may have at most \(FormParser.maxRows)"
        }
    }

    /// A view that cannot be read at all (one that contains itself): the reading stops
    /// here as it does past the budget, and the form is refused with `message`.
    mutating func refuse(at node: Syntax, _ message: String) {
        if exceeded == nil { exceeded = (node, message) }
    }

    private mutating func spend(_ count: WritableKeyPath<ExpansionBudget, Int>, limit: Int, at node: Syntax, _ message: () -> String) -> Bool {
        guard exceeded == nil else { return false }
        self[keyPath: count] += 1
        if self[keyPath: count] > limit { exceeded = (node, message()) }
        return exceeded == nil
    }
}
