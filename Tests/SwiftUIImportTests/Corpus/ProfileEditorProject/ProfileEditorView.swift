import SwiftUI

struct ProfileEditorView: View {
    @StateObject private var model = ProfileViewModel()
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name", text: $model.profile.name)
                        .textContentType(.name)
                        .textInputAutocapitalization(.words)
                    TextField("Bio", text: $model.profile.bio, axis: .vertical)
                        .lineLimit(3...6)
                    TextField("Website", text: $model.profile.website)
                        .keyboardType(.URL)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                } header: {
                    Text("About you")
                }

                Section("Pronouns") {
                    Picker("Pronouns", selection: $model.profile.pronouns) {
                        ForEach(Pronouns.allCases) { pronouns in
                            Text(pronouns.rawValue).tag(pronouns)
                        }
                    }
                }

                PrivacySection()

                Section {
                    Button("Discard Changes", role: .destructive) {
                        model.showsDiscardAlert = true
                    }
                    .disabled(!model.hasChanges)
                }
            }
            .navigationTitle("Edit Profile")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        Task { await model.save() }
                    }
                    .disabled(model.isSaving)
                }
            }
            .alert("Discard your changes?", isPresented: $model.showsDiscardAlert) {
                Button("Discard", role: .destructive) { model.discard() }
                Button("Keep Editing", role: .cancel) { }
            }
        }
        .environmentObject(model)
    }
}

#Preview {
    ProfileEditorView()
}
