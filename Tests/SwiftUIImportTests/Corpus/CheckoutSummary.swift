import SwiftUI

// An iOS 17-era checkout: NavigationStack, LabeledContent, format styles
// and computed totals over the cart's starting values.
struct CheckoutView: View {
    @State private var quantity = 2
    @State private var unitPrice = 24.99
    @State private var expressShipping = false
    @State private var promoCode = ""
    private let taxRate = 0.0825

    var subtotal: Double { unitPrice * Double(quantity) }
    var tax: Double { subtotal * taxRate }
    var total: Double {
        subtotal + tax
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("Order") {
                    LabeledContent("Item", value: "Canvas Tote")
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
                    LabeledContent("Unit Price", value: unitPrice, format: .currency(code: "USD"))
                }
                Section {
                    Toggle("Express Shipping", isOn: $expressShipping)
                    TextField("Promo Code", text: $promoCode)
                        .textInputAutocapitalization(.characters)
                } header: {
                    Text("Delivery")
                }
                Section {
                    LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))
                    LabeledContent("Tax (\(taxRate, format: .percent.precision(.fractionLength(2))))") {
                        Text(tax, format: .currency(code: "USD"))
                    }
                    LabeledContent("Total") {
                        Text(total, format: .currency(code: "USD"))
                            .bold()
                    }
                } footer: {
                    Text("Total: \(total, format: .currency(code: "USD")) for \(quantity) items")
                }
                Section {
                    Button("Place Order") { }
                        .keyboardShortcut(.defaultAction)
                }
            }
            .navigationTitle("Checkout")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
