import Observation
import SwiftUI

enum SyncInterval: String, CaseIterable, Identifiable {
    case manual = "Manually"
    case hourly = "Every Hour"
    case daily = "Every Day"

    var id: Self { self }
}

@Observable
final class AppSettings {
    var displayName = "Alex"
    var textSize: Double = 17
    var syncEnabled = true
    var syncInterval: SyncInterval = .hourly
    var lastSynced: String = "Never"
}
