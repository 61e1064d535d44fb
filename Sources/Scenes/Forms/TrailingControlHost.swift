import SimCore

/// Holds a row's control at its intrinsic size against the trailing edge, centred
/// vertically (a switch, a stepper, a segmented control), or stretched across the
/// width (a slider), as UIKit's value1 cells place an accessory control.
final class TrailingControlHost: View {
    let control: View
    let fixedSize: Size?
    let stretches: Bool

    /// Without a size, the control's own intrinsic size (a pop-up button's follows its text).
    init(_ control: View, size: Size? = nil, stretches: Bool = false) {
        self.control = control
        fixedSize = size
        self.stretches = stretches
        super.init()
        addSubview(control)
    }

    var size: Size { fixedSize ?? control.intrinsicContentSize }

    /// The control's size, against which a cell's title gives way; none for a slider.
    override var intrinsicContentSize: Size { stretches ? super.intrinsicContentSize : size }

    override func layoutSubviews() {
        let width = stretches ? bounds.width : min(size.width, bounds.width)
        control.frame = Rect(x: bounds.width - width, y: (bounds.height - size.height) / 2, width: width, height: size.height)
    }
}
