import SwiftUI

struct SavedAlertView: View {
    @State private var nickname = "Sam"
    @State private var showSaved = false
    @State private var confirmDelete = false

    var body: some View {
        NavigationStack {
            Form {
                TextField("Nickname", text: $nickname)
                Button("Save") {
                    showSaved = true
                }
                Button("Delete nickname", role: .destructive) {
                    confirmDelete = true
                }
            }
            .navigationTitle("Profile")
            .alert("Saved", isPresented: $showSaved) {
                Button("OK", role: .cancel) { }
            } message: {
                Text("Your changes were saved.")
            }
            .confirmationDialog("Delete your nickname?", isPresented: $confirmDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) {
                    nickname = ""
                }
            } message: {
                Text("\(nickname) will be removed.")
            }
        }
    }
}
