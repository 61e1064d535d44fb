import SwiftUI

enum Route: Hashable {
    case privacy, about
}

struct SettingsHome: View {
    @State private var showAbout = false

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    NavigationLink("Account", value: "account")
                    NavigationLink(value: Route.privacy) {
                        Label("Privacy", systemImage: "hand.raised")
                    }
                }
                Section {
                    Button("About") { showAbout = true }
                }
            }
            .navigationDestination(for: String.self) { value in AccountForm() }
            .navigationDestination(for: Route.self) { route in PrivacyForm() }
            .navigationDestination(isPresented: $showAbout) { AboutForm() }
            .navigationTitle("Settings")
        }
    }
}

struct AccountForm: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .navigationTitle("Account")
    }
}

struct PrivacyForm: View {
    @State private var shareAnalytics = true

    var body: some View {
        Form {
            Toggle("Share Analytics", isOn: $shareAnalytics)
        }
        .navigationTitle("Privacy")
    }
}

struct AboutForm: View {
    var body: some View {
        Form {
            Text("Version 1.0")
        }
        .navigationTitle("About")
    }
}
