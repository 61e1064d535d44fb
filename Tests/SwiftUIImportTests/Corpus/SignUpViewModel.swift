import SwiftUI

final class SignUpViewModel: ObservableObject {
    @Published var email = ""
    @Published var password = ""
    @Published var acceptsTerms = false
    @Published var newsletter = true

    var canSubmit: Bool { !email.isEmpty && acceptsTerms }
}

struct SignUpView: View {
    @StateObject private var model = SignUpViewModel()

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Email", text: $model.email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .submitLabel(.next)
                    SecureField("Password", text: $model.password)
                        .submitLabel(.go)
                }
                Section {
                    Toggle("I accept the terms", isOn: $model.acceptsTerms)
                    Toggle("Send me news", isOn: $model.newsletter)
                }
                Section {
                    Button("Create account") { }
                        .disabled(!model.canSubmit)
                }
            }
            .navigationTitle("Sign up")
        }
    }
}
