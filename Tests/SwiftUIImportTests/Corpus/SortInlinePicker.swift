import SwiftUI

enum SortOrder: String, CaseIterable, Identifiable {
    case name = "Name"
    case date = "Date Added"
    case size = "Size"
    var id: Self { self }
}

struct SortOptions: View {
    @State private var order: SortOrder = .date
    @State private var ascending = true

    var body: some View {
        Form {
            Picker("Sort by", selection: $order) {
                ForEach(SortOrder.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.inline)
            Toggle("Ascending", isOn: $ascending)
        }
    }
}
