import SwiftUI

struct ParentalControls: View {
    @State private var restrictions = false
    @State private var allowApps = true
    @State private var allowMusic = true
    @State private var passcode = ""

    var body: some View {
        Form {
            Toggle("Content restrictions", isOn: $restrictions)
            Section("Allowed") {
                Toggle("Apps", isOn: $allowApps)
                Toggle("Music", isOn: $allowMusic)
            }
            .disabled(true)
            if restrictions {
                Section("Passcode") {
                    SecureField("Passcode", text: $passcode)
                        .keyboardType(.numberPad)
                }
            }
        }
    }
}
