import Foundation
import SwiftUI

enum Pronouns: String, CaseIterable, Identifiable {
    case unspecified = "Prefer not to say"
    case she = "she/her"
    case he = "he/him"
    case they = "they/them"

    var id: String { rawValue }
}

struct Profile: Equatable {
    var name: String = "Robin Park"
    var bio: String = ""
    var website: String = ""
    var pronouns: Pronouns = .unspecified
    var isPublic: Bool = true
    var showsEmail: Bool = false
}

@MainActor
final class ProfileViewModel: ObservableObject {
    @Published var profile = Profile()
    @Published var isSaving = false
    @Published var showsDiscardAlert = false

    private var original = Profile()

    var hasChanges: Bool { profile != original }

    func save() async {
        isSaving = true
        defer { isSaving = false }
        try? await Task.sleep(nanoseconds: 300_000_000)
        original = profile
    }

    func discard() {
        profile = original
    }
}
