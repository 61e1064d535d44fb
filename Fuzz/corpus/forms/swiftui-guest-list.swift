import SwiftUI

struct GuestListView: View {
    @State private var newName = ""
    @State private var names: [String] = ["Ada"]

    var body: some View {
        Form {
            Section("New guest") {
                TextField("Name", text: $newName)
                    .submitLabel(.done)
                    .onSubmit {
                        names.append(newName)
                        newName = ""
                    }
                Button("Add") {
                    guard !newName.isEmpty else { return }
                    names.append(newName)
                    newName = ""
                }
                .disabled(newName.isEmpty)
            }
            Section("Guests") {
                ForEach(names, id: \.self) { name in
                    Text(name)
                }
            }
            Section {
                Text("\(names.count) guests")
                Text("Guests: \(names.joined(separator: ", "))")
                Button("Remove last") {
                    if !names.isEmpty {
                        names.removeLast()
                    }
                }
            }
        }
    }
}
