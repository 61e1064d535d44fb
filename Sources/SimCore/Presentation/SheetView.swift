/// The card a sheet shows (E4): rounded, clipping the presented controller's view, with
/// a grabber at its top when asked for. Element `<id>` (role `sheet`), its `value` the
/// detent it rests at on an iPhone (`medium` or `large`).
final class SheetView: View {
    override var placesFrameByLayoutDirection: Bool { false }

    static let cornerRadius = 10.0
    static let grabberSize = Size(width: 36, height: 5)
    static let grabberTop = 5.0

    let content: View
    let grabber = View()
    var detentName: String? {
        didSet { if oldValue != detentName { setNeedsSemanticsUpdate() } }
    }

    init(id: String, content: View) {
        self.content = content
        super.init(id: id)
        semanticRole = .sheet
        backgroundColor = .systemBackground
        cornerRadius = Self.cornerRadius
        clipsToBounds = true
        shadowRadius = 12
        addSubview(content)
        grabber.backgroundColor = Color(light: "rgba(60,60,67,0.3)", dark: "rgba(235,235,245,0.3)")
        grabber.cornerRadius = Self.grabberSize.height / 2
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    override var accessibilityValue: String? { detentName }

    /// What a sheet presents draws at the elevated level (UIKit's presentation controllers
    /// set it): in dark mode its backgrounds are lighter than the black screen behind.
    override func propagateTraits(_ traits: TraitCollection) {
        var elevated = traits
        elevated.userInterfaceLevel = .elevated
        super.propagateTraits(elevated)
    }

    override func layoutSubviews() {
        content.frame = bounds
        let size = Self.grabberSize
        grabber.frame = Rect(x: ((bounds.width - size.width) / 2).rounded(), y: Self.grabberTop, width: size.width, height: size.height)
    }
}
