/// A part of a control that is an element of its own: a segment of a segmented
/// control, a half of a stepper. It draws a title and shows its own states; its
/// touches go on to the control (its next responder, B2.5), which decides what they do.
/// Deviation: UIKit's parts are private views and accessibility elements; here they
/// are views so the touch summary and the semantic tree can name them.
final class ControlPart: View {
    let titleLabel = Label()
    var isEnabled = true {
        didSet { if oldValue != isEnabled { setNeedsSemanticsUpdate() } }
    }
    var isSelected = false {
        didSet { if oldValue != isSelected { setNeedsSemanticsUpdate() } }
    }

    init(id: String?, role: Role, title: String, label: String? = nil) {
        super.init(id: id)
        semanticRole = role
        accessibilityLabel = label ?? title
        titleLabel.text = title
        titleLabel.textAlignment = .center
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
    }

    override var semanticStates: [ElementState] {
        (isEnabled ? [] : [.disabled]) + (isSelected ? [.selected] : [])
    }

    override func layoutSubviews() {
        titleLabel.frame = bounds
    }
}
