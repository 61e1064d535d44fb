import SimCore

extension RenderNode {
    /// A node with each property at its default or one of a few values: two of them
    /// differ in a few properties, or in none.
    public static func random(id: String = "n", using random: inout SeededGenerator) -> RenderNode {
        func pick<T>(_ options: [T]) -> T { options[Int.random(in: 0..<options.count, using: &random)] }
        var node = RenderNode(id: id, frame: pick([Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 1.5, y: 0, width: 10, height: 10)]))
        node.kind = pick([.rect, .rect, .text, .symbol, .wheel])
        node.children = pick([[], [], ["a"], ["a", "b"], ["b", "a"]])
        node.fill = pick([nil, .white, .black, Color("#FFFFFF")])
        node.cornerRadius = pick([0, 0, 4, 8])
        node.borderWidth = pick([0, 0, 1, 2])
        node.borderColor = pick([nil, .separator, .black])
        node.dash = pick([nil, nil, [4, 2]])
        node.alpha = pick([1, 1, 0, 0.5])
        node.scale = pick([1, 1, 0.9])
        node.shadow = pick([0, 0, 2])
        node.hidden = pick([false, true])
        node.clip = pick([false, true])
        node.blink = pick([false, false, true])
        node.text = pick([nil, "", "Ann", "Bo"])
        node.rtl = pick([false, false, true])
        node.font = pick([nil, Font(size: 17), Font(size: 17, weight: 600), Font(size: 17, textStyle: .body)])
        node.color = pick([nil, .label, .systemBlue])
        node.align = pick([nil, "center", "right"])
        node.symbol = pick([nil, "chevron.right"])
        node.wheel = pick([
            nil, nil, Wheel(rows: ["a", "b"], selected: 1, rowHeight: 32),
            Wheel(rows: ["a", "b"], selected: 1.5, rowHeight: 32, wraps: true, disabledRows: [0]),
        ])
        if pick([false, false, false, true]) {
            var screen = Screen(
                device: pick(["iphone-se", "ipad-10"]), idiom: pick([.phone, .pad]), orientation: pick([.portrait, .landscapeLeft]),
                cornerRadius: pick([0, 55]), safeArea: pick([EdgeInsets(top: 0, left: 0, bottom: 0, right: 0), EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)]))
            screen.cutout = pick([nil, .island])
            screen.window = pick([nil, "half"])
            screen.windowFrame = screen.window.map { _ in Rect(x: 0, y: 0, width: 500, height: 800) }
            screen.appearance = pick([.light, .dark])
            screen.layoutDirection = pick([.leftToRight, .rightToLeft])
            node.screen = screen
        }
        return node
    }
}
