/// The animatable properties of every node the render tree would hold right now, by view:
/// what an animation block compares before and after its changes to know what it
/// animated. Walking the views for these four values costs a fraction of a render (no
/// node is built, no text drawn, no wheel titled).
struct PresentationSnapshot {
    struct Entry: Equatable {
        var id: String
        var frame: Rect
        var alpha: Double
        var cornerRadius: Double
        var selected: Double?

        /// The values as the render tree names them, for an animation's `from`.
        var props: RenderProps {
            var props: RenderProps = ["frame": .numbers(frame.array), "alpha": .number(alpha), "cornerRadius": .number(cornerRadius)]
            if let selected { props["selected"] = .number(selected) }
            return props
        }

        func differs(from other: Entry) -> Bool {
            frame != other.frame || alpha != other.alpha || cornerRadius != other.cornerRadius || selected != other.selected
        }
    }

    var entries: [ObjectIdentifier: Entry] = [:]

    /// Adds `view` and what it renders, in the render's order. A view rendered for the
    /// first time takes its node id here, as the render would have given it.
    mutating func add(_ view: View, ids: inout IdGenerator) {
        let id = view.renderID ?? view.elementID ?? ids.next()
        view.renderID = id
        entries[ObjectIdentifier(view)] = Entry(
            id: id, frame: Rect(origin: view.originInSuperview, size: view.frame.size), alpha: view.alpha,
            cornerRadius: view.cornerRadius, selected: view.presentationSelected)
        guard !view.isHidden else { return }
        for subview in view.subviews where view.drawsSubview(subview) { add(subview, ids: &ids) }
    }
}
