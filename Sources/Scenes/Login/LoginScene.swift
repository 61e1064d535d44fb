import Foundation
import SimCore

/// The login form of BEHAVIOR.md A2 (seed 003): email (email keyboard, Next) and
/// password (secure, Go) in 44 pt containers drawn flat with a bottom border, and a
/// Login button. Return moves on, then submits; a tap on anything that is not a
/// control ends editing.
public final class LoginScene: FormViewController {
    public static let descriptor = SceneDescriptor(
        id: "login", title: "Login form", variants: ["default"], make: { LoginScene(context: $0) })

    let context: SceneContext
    let titleLabel: Label
    let emailField = TextField(id: "email-field")
    let passwordField = TextField(id: "password-field")
    let emailContainer: FieldContainer
    let passwordContainer: FieldContainer
    let loginButton: SubmitButton
    let statusLabel = Label(id: "login-status", font: .footnote, color: .secondaryLabel)
    /// How many times the login action ran.
    public private(set) var submissions = 0

    init(context: SceneContext) {
        self.context = context
        let l = SceneStrings(Self.strings, context.localization)
        titleLabel = Label(id: "login-title", text: l.string("login.title"), font: Font(size: 28, weight: 700))
        titleLabel.semanticRole = .label
        emailField.placeholder = l.string("login.email")
        emailField.accessibilityLabel = l.string("login.email")
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        passwordField.placeholder = l.string("login.password")
        passwordField.accessibilityLabel = l.string("login.password")
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
        emailContainer = FieldContainer(id: "email-container", field: emailField)
        passwordContainer = FieldContainer(id: "password-container", field: passwordField)
        loginButton = SubmitButton(id: "login-button", title: l.string("login.button"), font: .headline, color: .white)
        loginButton.backgroundColor = .systemBlue
        loginButton.cornerRadius = 8
        statusLabel.semanticRole = .label
        statusLabel.textAlignment = .center
        let root = View(id: "login")
        root.backgroundColor = .systemBackground
        super.init(view: root)
        for subview in [titleLabel, emailContainer, passwordContainer, loginButton, statusLabel] {
            root.addSubview(subview)
        }
        // A2.1: Return in email moves on; Return in password submits.
        emailField.shouldReturn = { [unowned self] _ in
            self.passwordField.becomeFirstResponder()
            return false
        }
        passwordField.shouldReturn = { [unowned self] _ in
            self.submit()
            return false
        }
        loginButton.addAction(for: .touchUpInside) { [unowned self] _ in self.submit() }
    }

    /// The login action: ends editing and shows that the form was submitted.
    func submit() {
        submissions += 1
        view.window?.endEditing(force: true)
        loginButton.isSubmitted = true
        statusLabel.text = SceneStrings(Self.strings, context.localization).string("login.submitted")
            .replacingOccurrences(of: "%@", with: emailField.text)
    }

    public override func viewWillLayoutSubviews() {
        guard let window = view.window else { return }
        let safe = window.safeAreaInsetsOfScreen
        let bounds = view.bounds
        let compact = context.device.isVerticallyCompact(in: window.orientation)
        let side = 20.0
        let width = min(400, bounds.width - safe.left - safe.right - 2 * side)
        let x = safe.left + (bounds.width - safe.left - safe.right - width) / 2
        let row = Metrics.minimumHitSize
        var y = safe.top + (compact ? 8 : 32)
        // Vertically compact: no title, so the form stays above the keyboard.
        titleLabel.isHidden = compact
        if !compact {
            titleLabel.frame = Rect(x: x, y: y, width: width, height: row)
            y += row + 16
        }
        emailContainer.frame = Rect(x: x, y: y, width: width, height: row)
        y += row + 8
        passwordContainer.frame = Rect(x: x, y: y, width: width, height: row)
        y += row + (compact ? 12 : 24)
        loginButton.frame = Rect(x: x, y: y, width: width, height: row)
        y += row + 8
        statusLabel.frame = Rect(x: x, y: y, width: width, height: 22)
    }
}
