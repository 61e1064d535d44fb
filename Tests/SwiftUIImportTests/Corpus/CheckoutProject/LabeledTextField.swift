import SwiftUI

/// A text field with its title above it, as many sign-up screens draw one.
struct LabeledTextField: View {
    private let title: LocalizedStringKey
    private let prompt: String
    @Binding private var text: String

    init(_ title: LocalizedStringKey, text: Binding<String>, prompt: String = "") {
        self.title = title
        self._text = text
        self.prompt = prompt
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            TextField(title, text: $text, prompt: Text(prompt))
        }
    }
}
