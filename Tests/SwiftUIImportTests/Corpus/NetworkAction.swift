import SwiftUI

struct NetworkActionView: View {
    @StateObject private var api = ProfileAPI()
    @State private var isSaving = false
    @State private var bio = ""

    var body: some View {
        Form {
            TextField("Bio", text: $bio)
            Button(isSaving ? "Saving…" : "Save") {
                isSaving = true
                Task {
                    await api.save(bio: bio)
                    isSaving = false
                }
            }
            .disabled(isSaving)
        }
        .onChange(of: bio) { newValue in
            print("bio is now \(newValue)")
            isSaving = false
        }
    }
}

final class ProfileAPI: ObservableObject {
    @Published var lastSaved: String?

    func save(bio: String) async {
        try? await Task.sleep(nanoseconds: 1_000_000)
        lastSaved = bio
    }
}
