import SwiftUI

// Several small lists, one for each style spelling: the types of iOS 13
// and 14 beside the dot forms, including the ones FormSim draws nearest.
enum Units: String, CaseIterable {
    case metric = "Metric"
    case imperial = "Imperial"
}

struct PlainPreferences: View {
    @State private var units = Units.metric
    var body: some View {
        List {
            Section(header: Text("Units")) {
                Picker("Units", selection: $units) {
                    ForEach(Units.allCases, id: \.self) { unit in
                        Text(unit.rawValue)
                    }
                }
                .pickerStyle(InlinePickerStyle())
            }
        }
        .listStyle(PlainListStyle())
        .navigationTitle("Units")
    }
}

struct InsetPreferences: View {
    @State private var hour = 7
    var body: some View {
        List {
            Section("Wake Up") {
                Picker("Hour", selection: $hour) {
                    ForEach(5..<10) { h in
                        Text("\(h) AM").tag(h)
                    }
                }
                .pickerStyle(WheelPickerStyle())
            }
        }
        .listStyle(InsetListStyle())
    }
}

struct SidebarPreferences: View {
    @State private var accent = "Blue"
    var body: some View {
        List {
            Section("Accent") {
                Picker("Accent", selection: $accent) {
                    Text("Blue").tag("Blue")
                    Text("Pink").tag("Pink")
                }
                .pickerStyle(.palette)
            }
        }
        .listStyle(SidebarListStyle())
        .navigationBarTitle("Accent", displayMode: .large)
    }
}
