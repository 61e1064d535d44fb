import SwiftUI

struct SoundSettings: View {
    @State private var volume = 3

    var body: some View {
        Form {
            Toggle("Mute", isOn: Binding(
                get: { volume == 0 },
                set: { muted in volume = muted ? 0 : 5 }
            ))
            Stepper("Volume: \(volume)", value: $volume, in: 0...10)
        }
    }
}
