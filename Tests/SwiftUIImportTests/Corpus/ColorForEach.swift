import SwiftUI

struct ThemePicker: View {
    @State private var accent = "Blue"
    private let shortcuts = ["Today", "Upcoming", "Flagged"]

    var body: some View {
        Form {
            Section("Accent") {
                Picker("Accent colour", selection: $accent) {
                    ForEach(["Blue", "Green", "Orange", "Pink"], id: \.self) { name in
                        Text(name)
                    }
                }
                .pickerStyle(.navigationLink)
            }
            Section("Smart lists") {
                ForEach(shortcuts, id: \.self) { list in
                    Text(list)
                }
            }
        }
    }
}
