import SwiftUI

struct SoundSettings: View {
    @State private var volume = 0.5
    @State private var balance = 0.0

    var body: some View {
        Form {
            Section("Volume") {
                Slider(value: $volume) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3")
                }
                HStack {
                    Text("Balance")
                    Slider(value: $balance, in: -1...1, step: 0.1)
                }
            }
        }
    }
}
