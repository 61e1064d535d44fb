import SwiftUI

// A list screen whose buttons show only symbols: each is named as
// VoiceOver names it, or by its accessibility label.
struct RemindersListView: View {
    @State private var items = ["Buy milk", "Call the dentist"]
    @State private var showCompleted = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(items, id: \.self) { item in
                        Text(item)
                    }
                }
                Section("Actions") {
                    Button(action: { }) {
                        Image(systemName: "square.and.arrow.up")
                    }
                    Button(role: .destructive) {
                    } label: {
                        Image(systemName: "trash")
                    }
                    Button {
                    } label: {
                        Image(systemName: "star.fill")
                    }
                    .accessibilityLabel("Favorite")
                    Button {
                    } label: {
                        Image(systemName: "bell.badge")
                    }
                    Toggle(isOn: $showCompleted) {
                        Label("Show Completed", systemImage: "checkmark.circle")
                    }
                }
            }
            .listStyle(InsetGroupedListStyle())
            .navigationTitle("Reminders")
            .toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button(action: { }) {
                        Image(systemName: "gearshape")
                    }
                }
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button {
                    } label: {
                        Image(systemName: "plus")
                    }
                }
            }
        }
    }
}
