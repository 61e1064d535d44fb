import SwiftUI
struct Bomb: View {
    var body: some View {
        Form { ForEach(0..<1000) { i in ForEach(0..<1000) { j in Text("x") } } }
    }
}
