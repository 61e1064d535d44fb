import SwiftUI

struct AboutView: View {
    private let version = "3.4.1"

    var body: some View {
        List {
            Section("About") {
                LabeledContent("Version", value: version)
                LabeledContent("Build") {
                    Text("512")
                }
                HStack {
                    Text("Model")
                    Spacer()
                    Text("iPhone 15")
                        .foregroundStyle(.secondary)
                }
            }
            Section {
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            }
        }
    }
}
