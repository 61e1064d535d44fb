import SimCore

/// A form's submit button: a filled button that shows the `submitted` state in the
/// semantic tree once its form was submitted (API.md TREE).
final class SubmitButton: Button {
    var isSubmitted = false {
        didSet { if oldValue != isSubmitted { setNeedsSemanticsUpdate() } }
    }

    override var semanticStates: [ElementState] {
        super.semanticStates + (isSubmitted ? [.submitted] : [])
    }
}
