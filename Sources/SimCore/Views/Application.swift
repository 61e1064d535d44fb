/// Mirrors UIApplication as the end of the responder chain (B2.1).
public final class Application: Responder {
    /// The exception that ended the app, if one did (E3.S3): a crashed app takes no input.
    public internal(set) var uncaughtException: Exception?
}
