/// The animatable properties of every node the render tree would hold right now, by view:
/// what an animation block compares before and after its changes to know what it
/// animated. Walking the views for these four values costs a fraction of a render (no
/// node is built, no text drawn, no wheel titled).
struct PresentationSnapshot {
    struct Entry {
        /// Held, so that no other view can take its identity while the block runs.
        var object: View
        var view: ObjectIdentifier { ObjectIdentifier(object) }
        /// The node id the view draws under (given as it was added): read only for the
        /// entries that changed, so a snapshot holds no strings.
        var id: String { object.renderID ?? "" }
        var frame: Rect
        var alpha: Double
        var cornerRadius: Double
        var scale: Double
        var selected: Double?

        /// The values as an animation's `from` (scale only when not 1).
        var start: Animation.Start {
            Animation.Start(
                frame: frame, alpha: alpha, cornerRadius: cornerRadius, scale: scale != 1 ? scale : nil, selected: selected)
        }

        func differs(from other: Entry) -> Bool {
            frame != other.frame || alpha != other.alpha || cornerRadius != other.cornerRadius || scale != other.scale
                || selected != other.selected
        }
    }

    /// In the render's order.
    var entries: [Entry] = []

    /// Each entry of `after` whose view is here too with other values, with this
    /// snapshot's entry for it: what an animation block animated. The two are walked side
    /// by side while they list the same views (the usual case); past the first difference
    /// the views are matched by identity. Entries are compared where they lie and copied
    /// only when they changed.
    func changes(to after: PresentationSnapshot) -> [(was: Entry, now: Entry)] {
        var out: [(was: Entry, now: Entry)] = []
        var index: [ObjectIdentifier: Int]?
        for position in after.entries.indices {
            if index == nil, position < entries.count, entries[position].object === after.entries[position].object {
                if after.entries[position].differs(from: entries[position]) {
                    out.append((entries[position], after.entries[position]))
                }
                continue
            }
            if index == nil {
                var byView: [ObjectIdentifier: Int] = [:]
                byView.reserveCapacity(entries.count)
                for (offset, entry) in entries.enumerated() where byView[entry.view] == nil { byView[entry.view] = offset }
                index = byView
            }
            if let found = index?[after.entries[position].view], after.entries[position].differs(from: entries[found]) {
                out.append((entries[found], after.entries[position]))
            }
        }
        return out
    }

    /// Adds `view` alone (not what it draws).
    mutating func addAlone(_ view: View, ids: inout IdGenerator) {
        if view.renderID == nil { _ = view.takeRenderID(&ids) }
        entries.append(Entry(
            object: view, frame: Rect(origin: view.originInSuperview, size: view.frame.size), alpha: view.alpha,
            cornerRadius: view.cornerRadius, scale: view.transformScale, selected: view.presentationSelected))
    }

    /// Adds `view` and what it renders, in the render's order. A view rendered for the
    /// first time takes its node id here, as the render would have given it.
    mutating func add(_ view: View, ids: inout IdGenerator) {
        addAlone(view, ids: &ids)
        guard !view.isHidden else { return }
        for subview in view.subviews where view.drawsSubview(subview) { add(subview, ids: &ids) }
    }
}
