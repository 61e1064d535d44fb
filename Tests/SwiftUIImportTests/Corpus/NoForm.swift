import SwiftUI

struct WelcomeView: View {
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Continue") { }
        }
    }
}
