import SwiftUI

struct TermsRow: View {
    @State private var accepted = false
    @State private var newsletter = true

    var body: some View {
        Section {
            Toggle("I accept the terms", isOn: $accepted)
            if accepted {
                Toggle("Send me the newsletter", isOn: $newsletter)
            }
        } footer: {
            Text("You can change this later in Settings.")
        }
    }
}
