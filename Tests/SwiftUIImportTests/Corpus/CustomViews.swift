import SwiftUI

struct ProfileForm: View {
    @State private var nickname = ""

    var body: some View {
        Form {
            Section {
                ProfileHeaderView(name: "Ann", avatar: nil)
                TextField("Nickname", text: $nickname)
                    .fancyBorder(width: 2)
            }
            Section("Badges") {
                BadgeGrid(columns: 4)
                Image(systemName: "star")
            }
        }
    }
}

struct ProfileHeaderView: View {
    let name: String
    let avatar: Image?
    var body: some View { HStack { Text(name) } }
}
