import SwiftUI

struct LanguageSettings: View {
    @State private var useSystem = true
    @State private var region = "Japan"

    var body: some View {
        Form {
            Group {
                Toggle(LocalizedStringKey("Use system language"), isOn: $useSystem)
                Picker(String(localized: "Region"), selection: $region) {
                    Text("Japan").tag("Japan")
                    Text("Germany").tag("Germany")
                }
                .pickerStyle(.menu)
            }
            Section(NSLocalizedString("More", comment: "")) {
                Text("Translations by volunteers")
            }
        }
    }
}
