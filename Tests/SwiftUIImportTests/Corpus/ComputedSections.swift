import SwiftUI

struct CheckoutView: View {
    @State private var coupon = ""
    @State private var saveCard = true

    var body: some View {
        NavigationStack {
            Form {
                couponSection
                paymentSection
            }
            .navigationTitle("Checkout")
        }
    }

    private var couponSection: some View {
        Section("Coupon") {
            TextField("Code", text: $coupon)
                .textInputAutocapitalization(.characters)
        }
    }

    private var paymentSection: some View {
        Section("Payment") {
            Toggle("Save card", isOn: $saveCard)
            Button("Pay") { }
        }
    }
}
