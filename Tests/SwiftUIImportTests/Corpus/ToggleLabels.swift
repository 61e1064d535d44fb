import SwiftUI

struct PrivacyToggles: View {
    @State private var shareAnalytics = true
    @State private var personalizedAds = false
    @State private var locationServices = true

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Share analytics", isOn: $shareAnalytics)
                Toggle(isOn: $personalizedAds) {
                    Text("Personalized ads")
                }
                Toggle(isOn: $locationServices) {
                    Label("Location Services", systemImage: "location")
                }
            }
            .navigationTitle("Privacy")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
