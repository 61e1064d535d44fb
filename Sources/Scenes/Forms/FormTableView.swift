import SimCore

/// The form's table, element `form`: it shows `submitted` after a submit that found
/// every required row filled (F9).
final class FormTableView: TableView {
    var isSubmitted = false {
        didSet { if oldValue != isSubmitted { setNeedsSemanticsUpdate() } }
    }

    override var semanticStates: [ElementState] {
        super.semanticStates + (isSubmitted ? [.submitted] : [])
    }
}
