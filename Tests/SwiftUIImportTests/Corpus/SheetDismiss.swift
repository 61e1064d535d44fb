import SwiftUI

struct ContactsList: View {
    @State private var showingNew = false

    var body: some View {
        NavigationStack {
            List {
                Section("People") {
                    Text("Ada Lovelace")
                    Text("Grace Hopper")
                }
                Section {
                    Button("New contact") {
                        showingNew = true
                    }
                }
            }
            .navigationTitle("Contacts")
            .sheet(isPresented: $showingNew) {
                NewContactSheet()
            }
        }
    }
}

struct NewContactSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Button("Close") {
                    dismiss()
                }
            }
            .navigationTitle("New Contact")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") { dismiss() }
                }
            }
        }
    }
}
