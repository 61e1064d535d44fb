import SwiftUI

enum Appearance: String, CaseIterable {
    case system, light, dark
}

struct DisplaySettings: View {
    @AppStorage("boldText") private var boldText = false
    @AppStorage("textSize") private var textSize = 17.0
    @AppStorage("appearance") private var appearance: Appearance = .system

    var body: some View {
        Form {
            Section("Text") {
                Toggle("Bold Text", isOn: $boldText)
                Slider(value: $textSize, in: 12...28, step: 1) {
                    Text("Text Size")
                }
            }
            Section("Appearance") {
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases, id: \.self) { mode in
                        Text(mode.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
    }
}
