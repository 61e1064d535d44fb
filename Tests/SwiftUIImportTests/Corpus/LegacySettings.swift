import SwiftUI

// An iOS 14-era settings screen: NavigationView, the style types, the
// iOS 13 title with a display mode and the label-closure initializers.
enum Appearance: String, CaseIterable, Identifiable {
    case system = "System", light = "Light", dark = "Dark"

    var id: String { rawValue }
}

struct LegacySettingsView: View {
    @State private var notificationsEnabled = true
    @State private var soundsEnabled = false
    @State private var appearance = Appearance.system
    @State private var fontSize = 2
    @State private var showingResetAlert = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Notifications"), footer: Text("You can change this later in Settings.")) {
                    Toggle(isOn: $notificationsEnabled.animation()) {
                        Text("Allow Notifications")
                    }
                    if notificationsEnabled {
                        Toggle(isOn: $soundsEnabled, label: {
                            Text("Sounds")
                        })
                    }
                }
                Section(header: Text("Display")) {
                    Picker(selection: $appearance, label: Text("Appearance")) {
                        ForEach(Appearance.allCases) { mode in
                            Text(mode.rawValue).tag(mode)
                        }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                    Picker(selection: $fontSize, label: Text("Text Size")) {
                        Text("Small").tag(1)
                        Text("Medium").tag(2)
                        Text("Large").tag(3)
                    }
                    .pickerStyle(DefaultPickerStyle())
                }
                Section {
                    Button(action: {
                        showingResetAlert = true
                    }) {
                        Text("Reset All Settings")
                            .foregroundColor(.red)
                    }
                    .alert(isPresented: $showingResetAlert) {
                        Alert(
                            title: Text("Reset Settings?"),
                            message: Text("All settings return to their defaults."),
                            primaryButton: .destructive(Text("Reset")) {
                                notificationsEnabled = true
                            },
                            secondaryButton: .cancel()
                        )
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle(Text("Settings"), displayMode: .inline)
        }
    }
}
