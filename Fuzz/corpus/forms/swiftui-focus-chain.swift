import SwiftUI

struct FocusChainView: View {
    enum Field {
        case name, email, password
    }

    @State private var name = ""
    @State private var email = ""
    @State private var password = ""
    @State private var signedIn = false
    @FocusState private var focused: Field?

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .submitLabel(.next)
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
                .keyboardType(.emailAddress)
                .submitLabel(.next)
            SecureField("Password", text: $password)
                .focused($focused, equals: .password)
                .submitLabel(.go)
            if signedIn {
                Text("Signed in")
            }
        }
        .onSubmit {
            switch focused {
            case .name:
                focused = .email
            case .email:
                focused = .password
            default:
                signIn()
            }
        }
        .onAppear {
            focused = .name
        }
    }

    func signIn() {
        signedIn = true
    }
}
