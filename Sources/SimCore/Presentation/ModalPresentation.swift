/// A presentation that covers the window and lies in it above the app's views: an alert,
/// an action sheet, a sheet. The window places it at each layout and after a rotation;
/// while one is up, the semantic tree shows only it (UIKit's presented views are
/// `accessibilityViewIsModal`: VoiceOver leaves out what they cover).
protocol ModalPresentation: AnyObject {
    /// The views it added to the window, bottom first (a dimming view, the card).
    var views: [View] { get }
    /// Places its views for the window's current size.
    func place()
    /// After a rotation: placed again.
    func orientationDidChange()
    /// The Escape key (UIKeyCommand.inputEscape) while it is in front.
    func escapePressed()
}
