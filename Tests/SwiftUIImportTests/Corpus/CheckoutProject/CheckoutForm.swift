import SwiftUI

struct CheckoutForm: View {
    @StateObject private var model = CheckoutModel()
    @FocusState private var emailFocused: Bool

    var body: some View {
        NavigationStack {
            Form {
                Section("Contact") {
                    LabeledTextField("Email", text: $model.email, prompt: "you@example.com")
                        .focused($emailFocused)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                    LabeledTextField("Phone", text: $model.phone)
                        .keyboardType(.phonePad)
                }
                AddressSection(title: "Shipping address", address: $model.shipping)
                Section {
                    Toggle("Billing address is the same", isOn: $model.sameBilling)
                }
                if !model.sameBilling {
                    AddressSection(title: "Billing address", address: $model.billing)
                }
                Section {
                    Button("Place order") { model.placeOrder() }
                }
            }
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
