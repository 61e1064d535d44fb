import SwiftUI

struct SignUpValidationView: View {
    @State private var email = ""
    @State private var password = ""
    @State private var agreed = false
    @State private var created = false

    var isValid: Bool {
        !email.isEmpty && password.count >= 8 && agreed
    }

    var body: some View {
        Form {
            Section("Account") {
                TextField("Email", text: $email)
                SecureField("Password", text: $password)
                Toggle("I agree to the terms", isOn: $agreed)
            }
            if !isValid {
                Text("Fill in every field")
            }
            Section {
                Button("Create account") {
                    created = true
                }
                .disabled(!isValid)
            }
            if created {
                Text("Account created")
            }
        }
    }
}
