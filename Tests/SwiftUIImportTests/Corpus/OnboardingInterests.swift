import SwiftUI

// Onboarding: the lists a person picks from, over a @State array, structs
// that are Identifiable, indices and enumerated pairs.
struct Topic: Identifiable {
    let id = UUID()
    var name: String
    var followers: Int = 0
}

struct OnboardingInterestsView: View {
    @State private var topics = [
        Topic(name: "Design", followers: 1200),
        Topic(name: "Travel", followers: 860),
        Topic(name: "Cooking"),
    ]
    @State private var languages = ["English", "Español"]
    @State private var favoriteTopic = "Travel"
    let steps = ["Pick topics", "Choose languages", "Finish"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Topics") {
                    ForEach(topics) { topic in
                        LabeledContent(topic.name, value: "\(topic.followers) followers")
                    }
                }
                Section("Favorite") {
                    Picker("Favorite Topic", selection: $favoriteTopic) {
                        ForEach(topics) { topic in
                            Text(topic.name).tag(topic.name)
                        }
                    }
                    .pickerStyle(.inline)
                }
                Section("Languages") {
                    ForEach(languages.indices, id: \.self) { index in
                        Text("\(index + 1). \(languages[index])")
                    }
                }
                Section("Steps") {
                    Group {
                        ForEach(Array(steps.enumerated()), id: \.offset) { index, step in
                            Text("Step \(index + 1) of \(steps.count): \(step)")
                        }
                    }
                }
                Section {
                    ForEach(1...3, id: \.self) { level in
                        Button("Level \(level)") { }
                    }
                }
            }
            .navigationTitle("Your Interests")
        }
    }
}
