import SimCore

extension LoginScene {
    /// This scene's strings by key and locale.
    static let strings: [String: [String: String]] = [
        "login.title": ["en_US": "Log in", "ja_JP": "ログイン"],
        "login.email": ["en_US": "Email", "ja_JP": "メールアドレス"],
        "login.password": ["en_US": "Password", "ja_JP": "パスワード"],
        "login.button": ["en_US": "Log In", "ja_JP": "ログイン"],
        "login.submitted": ["en_US": "Submitted as %@", "ja_JP": "%@ で送信しました"],
    ]
}
