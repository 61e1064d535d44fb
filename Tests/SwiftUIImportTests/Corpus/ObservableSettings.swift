import Observation
import SwiftUI

@Observable
final class NotificationPreferences {
    var sound = true
    var banner = false
}

@Observable
final class AppSettings {
    var username = "guest"
    var notifications = NotificationPreferences()
}

struct PreferencesView: View {
    @Bindable var settings: AppSettings

    var body: some View {
        Form {
            Section("User") {
                TextField("Username", text: $settings.username)
            }
            Section("Notifications") {
                Toggle("Sound", isOn: $settings.notifications.sound)
                Toggle("Banner", isOn: $settings.notifications.banner)
            }
        }
    }
}
