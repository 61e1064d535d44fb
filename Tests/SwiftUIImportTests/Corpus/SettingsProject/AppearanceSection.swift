import SwiftUI

enum Theme: CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }
}

struct AppearanceSection: View {
    @Binding var theme: Theme

    var body: some View {
        Section {
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases) { theme in
                    Text(String(describing: theme).capitalized).tag(theme)
                }
            }
        } header: {
            Text("Appearance")
        } footer: {
            Text("System follows the device's setting.")
        }
    }
}

struct AboutSection: View {
    private let version = "2.4.1"

    var body: some View {
        Section("About") {
            LabeledContent("Version", value: version)
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        }
    }
}
