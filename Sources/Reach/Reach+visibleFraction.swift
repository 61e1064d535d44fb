import SimCore

extension Reach {
    /// How much of the node a person sees, 0…1: the part of its frame on screen, inside the
    /// tables that hold it (which clip their rows), less what a keyboard, an input view, a
    /// popover or a menu it is not part of covers. The same covers as `isVisible`, by area
    /// where `isVisible` asks of the centre.
    public static func visibleFraction(_ node: SemanticNode, in tree: SemanticTree) -> Double {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return 0 }
        var shown = frame.intersection(Rect(x: 0, y: 0, width: tree.screen.width, height: tree.screen.height))
        for table in tree.allNodes where table.role == .table && table.id != node.id && table.find(node.id) != nil {
            shown = shown.intersection(table.frame)
        }
        guard !shown.isEmpty else { return 0 }
        let covers = tree.allNodes.filter { [.inputView, .keyboard, .popover, .menu].contains($0.role) && $0.find(node.id) == nil }
            .map { $0.frame.intersection(shown) }.filter { !$0.isEmpty }
        return max(0, shown.width * shown.height - unionArea(covers)) / (frame.width * frame.height)
    }

    /// The area the rectangles cover together, overlaps counted once: strip by strip
    /// between their vertical edges, the merged length of their spans in each.
    static func unionArea(_ rects: [Rect]) -> Double {
        let xs = Set(rects.flatMap { [$0.minX, $0.maxX] }).sorted()
        var area = 0.0
        for (left, right) in zip(xs, xs.dropFirst()) where right > left {
            let spans = rects.filter { $0.minX <= left && $0.maxX >= right }.map { ($0.minY, $0.maxY) }.sorted { $0.0 < $1.0 }
            var covered = 0.0, end = -Double.infinity
            for (top, bottom) in spans {
                if top > end { covered += bottom - top; end = bottom } else if bottom > end { covered += bottom - end; end = bottom }
            }
            area += covered * (right - left)
        }
        return area
    }
}
