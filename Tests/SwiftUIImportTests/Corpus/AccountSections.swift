import SwiftUI

// Every way a Section is written.
struct AccountSettingsView: View {
    @State private var displayName = "Ann"
    @State private var status = ""

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Display name", text: $displayName)
            }
            Section(header: Text("Status"), footer: Text("Shown next to your name.")) {
                TextField("What's up?", text: $status)
            }
            Section {
                Button("Sign out") { }
            } header: {
                Text("Session")
            } footer: {
                Text("You can sign in again at any time.")
            }
            Section {
                Text("Version 2.1")
            }
        }
        .navigationTitle("Account")
    }
}
