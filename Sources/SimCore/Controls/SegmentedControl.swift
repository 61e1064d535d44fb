/// Mirrors UISegmentedControl in the iOS 13+ style: a grey track with 9 pt corners,
/// the selected segment a white rounded rect with a shadow 2 pt inside it, titles in
/// 13 pt (the selected one semibold). A tap on a segment selects it and sends
/// `.valueChanged` when the selection changed (B8.2). Each segment is an element
/// `<id>-segment-<n>` (role `segment`, state `selected`).
public final class SegmentedControl: Control {
    /// Mirrors UISegmentedControl.noSegment.
    public static let noSegment = -1
    public static let defaultHeight = 32.0
    static let indicatorInset = 2.0
    static let titleFont = Font(size: 13)
    static let selectedTitleFont = Font(size: 13, weight: 600)

    /// Mirrors selectedSegmentIndex: `noSegment` (UIKit's start) or one segment.
    /// Setting it from code sends nothing; an index out of range selects none.
    public var selectedSegmentIndex = SegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
            setNeedsLayout()
        }
    }
    private(set) var segments: [ControlPart] = []
    private var dividers: [View] = []
    let selectionIndicator = View()

    /// Mirrors init(items:) with string items; `id` names the control and, derived
    /// from it (or from `segmentPrefix` when given), its segments `<prefix>-segment-<n>`.
    public init(id: String? = nil, segmentPrefix: String? = nil, items: [String]) {
        super.init(id: id)
        semanticRole = .segmentedControl
        frame.size.height = Self.defaultHeight
        backgroundColor = .tertiarySystemFill
        cornerRadius = 9
        selectionIndicator.backgroundColor = .segmentIndicator
        selectionIndicator.cornerRadius = 7
        selectionIndicator.shadowRadius = 3
        selectionIndicator.isUserInteractionEnabled = false
        if let id { selectionIndicator.renderID = "\(id)-indicator" }
        addSubview(selectionIndicator)
        for (index, title) in items.enumerated() {
            let segment = ControlPart(id: (segmentPrefix ?? id).map { "\($0)-segment-\(index)" }, role: .segment, title: title)
            segments.append(segment)
            addSubview(segment)
        }
        for _ in items.dropFirst() {
            let divider = View()
            divider.backgroundColor = .controlDivider
            divider.isUserInteractionEnabled = false
            dividers.append(divider)
            insertSubview(divider, at: 1)
        }
    }

    public var numberOfSegments: Int { segments.count }

    /// Mirrors setTitle(_:forSegmentAt:).
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].titleLabel.text = title
        segments[segment].accessibilityLabel = title
    }

    /// Mirrors titleForSegment(at:).
    public func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].titleLabel.text : nil
    }

    public override var intrinsicContentSize: Size {
        let widest = segments.map { Self.selectedTitleFont.width(of: $0.titleLabel.text ?? "") }.max() ?? 0
        return Size(width: (widest + 24) * Double(segments.count), height: Self.defaultHeight)
    }

    public override var accessibilityValue: String? {
        segments.indices.contains(selectedSegmentIndex) ? segments[selectedSegmentIndex].titleLabel.text : nil
    }

    /// The segment under a point in the control's coordinates, if any.
    func segmentIndex(at point: Point) -> Int? {
        guard bounds.contains(point), !segments.isEmpty else { return nil }
        let index = Int((point.x - bounds.minX) / (bounds.width / Double(segments.count)))
        return min(max(0, index), segments.count - 1)
    }

    public override func layoutSubviews() {
        let count = Double(max(1, segments.count))
        let width = bounds.width / count
        alpha = isEnabled ? 1 : 0.5
        for (index, segment) in segments.enumerated() {
            let selected = index == selectedSegmentIndex
            segment.frame = Rect(x: width * Double(index), y: 0, width: width, height: bounds.height)
            segment.isSelected = selected
            segment.isEnabled = isEnabled
            segment.titleLabel.font = selected ? Self.selectedTitleFont : Self.titleFont
        }
        for (index, divider) in dividers.enumerated() {
            // A divider hides next to the selected segment, as in UIKit.
            let right = index + 1
            divider.isHidden = right == selectedSegmentIndex || index == selectedSegmentIndex
            divider.frame = Rect(x: width * Double(right) - 0.5, y: (bounds.height - 16) / 2, width: 1, height: 16)
        }
        selectionIndicator.isHidden = !segments.indices.contains(selectedSegmentIndex)
        let inset = Self.indicatorInset
        selectionIndicator.frame = Rect(
            x: width * Double(max(0, selectedSegmentIndex)) + inset, y: inset,
            width: max(0, width - 2 * inset), height: max(0, bounds.height - 2 * inset))
    }

    /// A tap selects the segment the finger lifts on; valueChanged only when the
    /// selection changed (B8.2). The indicator slides there.
    public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        super.touchesEnded(touches, with: event)
        guard isEnabled, let touch = touches.first, let index = segmentIndex(at: touch.location(in: self)),
            index != selectedSegmentIndex
        else { return }
        if let window, selectedSegmentIndex != Self.noSegment {
            // Only the control's own parts move: compared on it alone.
            window.animate(withDuration: 0.25, within: [self]) {
                selectedSegmentIndex = index
                layoutSubviews()
            }
        } else {
            selectedSegmentIndex = index
        }
        sendActions(for: .valueChanged)
    }
}
