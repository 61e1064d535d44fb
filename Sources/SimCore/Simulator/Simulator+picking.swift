/// A view that the API's `pick` event can drive: a date picker or a picker column.
public protocol Pickable: View {
    /// Spins to the date and settles (valueChanged once if it changed).
    func pick(date: String) throws(InputError)
    /// Spins to the time (`HH:mm`) and settles (valueChanged once if it changed).
    func pick(time: String) throws(InputError)
    /// Spins to the row and settles.
    func pick(row: Int) throws(InputError)
    /// Spins to the row with this title and settles.
    func pick(value: String) throws(InputError)
}

extension Pickable {
    public func pick(time: String) throws(InputError) {
        throw InputError(.notPickable(elementID, .noTimes))
    }

    public func pick(value: String) throws(InputError) {
        throw InputError(.notPickable(elementID, .noValues))
    }
}

extension Simulator {
    func pick(date: String, target: String) throws(InputError) {
        try pickable(target).pick(date: date)
    }

    func pick(time: String, target: String) throws(InputError) {
        try pickable(target).pick(time: time)
    }

    func pick(row: Int, target: String) throws(InputError) {
        try pickable(target).pick(row: row)
    }

    func pick(value: String, target: String) throws(InputError) {
        try pickable(target).pick(value: value)
    }

    private func pickable(_ target: String) throws(InputError) -> any Pickable {
        guard let view = view(withElementID: target) else {
            throw InputError(.unknownTarget(target))
        }
        // On screen, as a finger would need it: in the window (a popover) or in the input
        // panel while the panel is up (a panel that went down keeps its picker).
        let shown = view.isDescendant(of: inputPanel) ? inputPanel.isUp : view.window != nil
        guard let pickable = view as? any Pickable, !view.isHiddenInTree, shown else {
            throw InputError(.notPickable(target, .notAPicker))
        }
        return pickable
    }
}
