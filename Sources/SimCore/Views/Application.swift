/// Mirrors UIApplication as the end of the responder chain (B2.1) and where events
/// enter the app (`sendEvent(_:)`).
public final class Application: Responder {
    /// The exception that ended the app, if one did (E3.S3): a crashed app takes no input.
    public internal(set) var uncaughtException: Exception?
    /// Mirrors keyWindow: the window `makeKeyAndVisible()` made key.
    /// Unowned rather than weak: the simulator owns the application and its window alike,
    /// so the window is there whenever an event is sent; a weak reference would give the
    /// window a side table, which slows every retain and release of it, and a window is
    /// retained on every view's way to it.
    public internal(set) unowned var keyWindow: Window?

    /// Mirrors sendEvent(_:): hands a touch event to its window, which delivers it.
    /// Deviation: the keyboard and input views are not in a window of their own (UIKit's
    /// keyboard window), so the key window delivers their touches too.
    public func sendEvent(_ event: Event) {
        keyWindow?.sendEvent(event)
    }
}
