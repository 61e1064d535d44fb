import SwiftUI

@main
struct PreferencesApp: App {
    @State private var settings = AppSettings()

    var body: some Scene {
        WindowGroup {
            PreferencesView()
                .environment(settings)
        }
    }
}

struct PreferencesView: View {
    @Environment(AppSettings.self) private var settings
    @AppStorage("hapticsEnabled") private var hapticsEnabled = true
    @AppStorage("launchCount") private var launchCount = 0

    var body: some View {
        @Bindable var settings = settings

        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Display Name", text: $settings.displayName)
                    DetailRow(title: "Launches", value: "\(launchCount)")
                }

                Section {
                    SymbolToggleRow(title: "Haptics", systemImage: "iphone.radiowaves.left.and.right", isOn: $hapticsEnabled)
                    SliderRow(title: "Text Size", value: $settings.textSize, range: 12...24)
                } header: {
                    Text("Display")
                }

                SyncSection(settings: settings)
            }
            .navigationTitle("Preferences")
        }
    }
}

struct SyncSection: View {
    @Bindable var settings: AppSettings

    var body: some View {
        Section {
            SymbolToggleRow(title: "iCloud Sync", systemImage: "icloud", isOn: $settings.syncEnabled)
            if settings.syncEnabled {
                Picker("Sync", selection: $settings.syncInterval) {
                    ForEach(SyncInterval.allCases) { interval in
                        Text(interval.rawValue).tag(interval)
                    }
                }
            }
            DetailRow(title: "Last Synced", value: settings.lastSynced)
        } header: {
            Text("Sync")
        } footer: {
            Text("Sync keeps your settings the same on all your devices.")
        }
    }
}

#Preview {
    PreferencesView()
        .environment(AppSettings())
}
