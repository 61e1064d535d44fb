import SwiftUI

/// The privacy switches, reading the editor's model from the environment.
struct PrivacySection: View {
    @EnvironmentObject private var model: ProfileViewModel

    var body: some View {
        Section {
            Toggle("Public Profile", isOn: $model.profile.isPublic)
            Toggle("Show Email", isOn: $model.profile.showsEmail)
                .disabled(!model.profile.isPublic)
        } header: {
            Text("Privacy")
        } footer: {
            Text("A public profile can be found by anyone with your name.")
        }
    }
}
