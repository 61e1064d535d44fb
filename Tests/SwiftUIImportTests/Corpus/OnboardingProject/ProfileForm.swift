import SwiftUI

struct ProfileForm: View {
    @State private var name = ""
    @State private var bio = "I like forms."

    var body: some View {
        Form {
            Section {
                FieldWithLegend(title: "Name", text: $name)
                FieldWithLegend(title: "Bio", text: $bio, legend: "Shown on your public profile")
            }
            Section("Where you are") {
                MapPreview(latitude: 48.85, longitude: 2.35)
            }
            Card {
                Text("Tip: a photo helps people recognise you.")
            }
            TermsRow()
        }
    }
}
