import SwiftUI

struct SettingsRoot: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("General", destination: GeneralSettings())
                    NavigationLink {
                        NotificationSettings()
                    } label: {
                        Label("Notifications", systemImage: "bell")
                    }
                    NavigationLink(destination: LicensesView()) {
                        Text("Licenses")
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct GeneralSettings: View {
    @State private var autoLock = true
    var body: some View {
        Form {
            Toggle("Auto-Lock", isOn: $autoLock)
        }
        .navigationTitle("General")
    }
}

struct NotificationSettings: View {
    @State private var sounds = true
    @State private var badges = false
    var body: some View {
        Form {
            Toggle("Sounds", isOn: $sounds)
            Toggle("Badges", isOn: $badges)
        }
        .navigationTitle("Notifications")
    }
}

struct LicensesView: View {
    var body: some View {
        ScrollView { Text("MIT License …") }
    }
}
