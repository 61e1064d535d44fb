import SwiftUI

enum Topic: String, CaseIterable {
    case bug, feature, other
}

struct FeedbackForm: View {
    @State private var topic: Topic = .bug
    @State private var summary = ""
    @State private var details = "Steps to reproduce:"

    var body: some View {
        Form {
            Picker("Topic", selection: $topic) {
                ForEach(Topic.allCases, id: \.self) { topic in
                    Text(String(describing: topic)).tag(topic)
                }
            }
            .pickerStyle(.wheel)
            TextField("Summary", text: $summary, axis: .vertical)
                .lineLimit(2)
            Section("Details") {
                TextEditor(text: $details)
                    .frame(minHeight: 120)
            }
        }
    }
}
