import SwiftUI

// An iOS 15-era editable list: bindings into each element of a @State
// array, a Label with a closure title, and a summary worked out from it.
struct Chore: Identifiable {
    let id = UUID()
    var title: String
    var isDone = false
    var minutes = 15
}

struct ChoreListView: View {
    @State private var chores = [
        Chore(title: "Water plants", isDone: true, minutes: 5),
        Chore(title: "Laundry", minutes: 45),
    ]
    @State private var newChore = ""

    var totalMinutes: Int { chores[0].minutes + chores[1].minutes }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    ForEach($chores) { $chore in
                        Toggle(chore.title, isOn: $chore.isDone)
                    }
                } header: {
                    Label {
                        Text("Today")
                    } icon: {
                        Image(systemName: "calendar")
                    }
                } footer: {
                    Text("About \(totalMinutes) minutes in all")
                }
                Section("Add") {
                    TextField("New chore", text: $newChore)
                    Button {
                    } label: {
                        Image(systemName: "plus.circle.fill")
                    }
                }
            }
            .navigationTitle("Chores")
        }
    }
}
