/// Mirrors UIApplication as the end of the responder chain (B2.1).
public final class Application: Responder {}
