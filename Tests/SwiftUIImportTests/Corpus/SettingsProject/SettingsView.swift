import SwiftUI

struct SettingsView: View {
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @AppStorage("soundsEnabled") private var soundsEnabled = false
    @AppStorage("theme") private var theme: Theme = .system

    var body: some View {
        NavigationStack {
            Form {
                Section("Notifications") {
                    SettingsToggleRow(title: "Notifications", systemImage: "bell.badge", isOn: $notificationsEnabled)
                    if notificationsEnabled {
                        SettingsToggleRow(title: "Sounds", systemImage: "speaker.wave.2", isOn: $soundsEnabled)
                    }
                }
                AppearanceSection(theme: $theme)
                AboutSection()
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
