import SwiftUI

struct CounterView: View {
    @State private var count = 0

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Text("\(count) taps")
                    Button("Tap") {
                        count += 1
                    }
                }
                Section {
                    Button("Reset", role: .destructive) {
                        count = 0
                    }
                    .disabled(count == 0)
                }
            }
            .navigationTitle("Counter")
        }
    }
}
