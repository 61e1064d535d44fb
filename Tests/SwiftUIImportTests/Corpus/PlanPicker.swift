import SwiftUI

enum Plan: String, CaseIterable, Identifiable {
    case basic = "Basic"
    case standard = "Standard"
    case premium = "Premium"

    var id: String { rawValue }
}

struct SubscriptionForm: View {
    @State private var plan: Plan = .standard

    var body: some View {
        Form {
            Section("Plan") {
                Picker("Plan", selection: $plan) {
                    ForEach(Plan.allCases) { plan in
                        Text(plan.rawValue).tag(plan)
                    }
                }
            }
        }
    }
}
