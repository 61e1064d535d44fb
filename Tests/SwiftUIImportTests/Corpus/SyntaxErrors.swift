import SwiftUI

struct BrokenForm: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name
            Toggle("Remember me", isOn: $remember)
        }
    }
}
