import SwiftUI

struct DangerZone: View {
    @State private var showingDeleteConfirmation = false
    @State private var showingResetAlert = false

    var body: some View {
        Form {
            Section {
                Button("Reset settings") {
                    showingResetAlert = true
                }
                .alert("Reset all settings?", isPresented: $showingResetAlert) {
                    Button("Reset", role: .destructive) { }
                    Button("Cancel", role: .cancel) { }
                }
                Button("Delete account", role: .destructive) {
                    showingDeleteConfirmation = true
                }
            } footer: {
                Text("Deleting your account removes all data.")
            }
        }
        .confirmationDialog("Delete your account?", isPresented: $showingDeleteConfirmation, titleVisibility: .visible) {
            Button("Delete", role: .destructive) { }
            Button("Cancel", role: .cancel) { }
        } message: {
            Text("This cannot be undone.")
        }
    }
}
