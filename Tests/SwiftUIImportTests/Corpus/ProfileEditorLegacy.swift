import SwiftUI

// An iOS 14-era profile editor: bar items instead of a toolbar, a
// DatePicker whose label is a styled Text, an action sheet of the time.
struct EditProfileView: View {
    @Environment(\.presentationMode) var presentationMode
    @State private var name = "Jamie Appleseed"
    @State private var bio = ""
    @State private var birthday = Date()
    @State private var showPublicly = true
    @State private var showingPhotoOptions = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Photo")) {
                    Button(action: { showingPhotoOptions = true }) {
                        Text("Change Photo")
                    }
                    .actionSheet(isPresented: $showingPhotoOptions) {
                        ActionSheet(
                            title: Text("Profile Photo"),
                            message: Text("Choose a new photo"),
                            buttons: [
                                .default(Text("Take Photo")) { },
                                .default(Text("Choose from Library")) { },
                                .destructive(Text("Remove Photo")),
                                .cancel()
                            ]
                        )
                    }
                }
                Section(header: Text("About You"), footer: Text("Your bio appears on your public profile.")) {
                    TextField("Name", text: $name)
                    TextField("Bio", text: $bio)
                    DatePicker(selection: $birthday, displayedComponents: .date) {
                        Text("Birthday").bold()
                    }
                    .datePickerStyle(CompactDatePickerStyle())
                }
                Section {
                    Toggle(isOn: $showPublicly) {
                        Label("Show Profile Publicly", systemImage: "globe")
                    }
                }
            }
            .navigationBarTitle("Edit Profile")
            .navigationBarItems(
                leading: Button("Cancel") { presentationMode.wrappedValue.dismiss() },
                trailing: Button(action: { presentationMode.wrappedValue.dismiss() }) {
                    Text("Save").bold()
                }
            )
        }
    }
}
