import SwiftUI

struct LoginView: View {
    @State private var username = ""
    @State private var password = ""
    @FocusState private var focused: Bool

    var body: some View {
        Form {
            TextField("Username", text: $username)
                .textContentType(.username)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focused)
            SecureField("Password", text: $password, prompt: Text("Required"))
                .textContentType(.password)
                .submitLabel(.go)
            Button("Log In") { }
                .keyboardShortcut(.defaultAction)
        }
        .formStyle(.grouped)
    }
}
