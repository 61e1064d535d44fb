import SimCore

/// A form scene's view controller whose stray touches end editing: a touch that reached
/// it through the responder chain (no control handled it) puts the keyboard or input view
/// away, as the articles' apps do with `view.endEditing(true)` in `touchesEnded`.
open class FormViewController: ViewController {
    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}
    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {}
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {}
    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        view.window?.endEditing(force: true)
    }
}
