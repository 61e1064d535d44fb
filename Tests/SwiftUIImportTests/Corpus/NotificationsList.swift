import SwiftUI

struct NotificationsListView: View {
    @State private var allowNotifications = true
    @State private var preview = "Always"

    var body: some View {
        NavigationView {
            List {
                Section(header: Text("Allow")) {
                    Toggle("Allow Notifications", isOn: $allowNotifications)
                }
                Section(header: Text("Options")) {
                    Picker("Show Previews", selection: $preview) {
                        Text("Always").tag("Always")
                        Text("When Unlocked").tag("When Unlocked")
                        Text("Never").tag("Never")
                    }
                    .pickerStyle(.navigationLink)
                }
            }
            .listStyle(.grouped)
            .navigationBarTitle("Notifications")
        }
    }
}
