import SwiftUI

// A tutorial-style screen: text built by interpolation, specifiers,
// String(format:) and a toggle animating the section it reveals.
struct VideoStatsView: View {
    @State private var likes = 1342
    @State private var views = 20500
    @State private var watchHours = 312.75
    @State private var showDetails = false
    @State private var rating = 4.5
    @State private var guests = 2
    let title = "SwiftUI Forms"

    var likeRatio: Double { Double(likes) / Double(views) }

    var body: some View {
        Form {
            Section(header: Text("\(title) — Stats")) {
                Text("This video has \(likes) likes")
                Text("Watched for \(watchHours, specifier: "%.1f") hours")
                LabeledContent("Like Ratio", value: likeRatio, format: .percent.precision(.fractionLength(1)))
                LabeledContent("Average Rating", value: String(format: "%.1f / 5", rating))
                Text("Rated \(rating) by viewers")
            }
            Section {
                Toggle("Show Details", isOn: $showDetails.animation(.easeInOut))
                if showDetails {
                    Text("Views: \(views, format: .number)")
                    Text("Uploaded \(Date(), style: .date)")
                }
            }
            Section("Watch Party") {
                Stepper("Guests: \(guests)", value: $guests, in: 1...10)
                Text("Seats for \(guests + 1) including you")
            }
        }
        .navigationTitle("Video Stats")
    }
}
