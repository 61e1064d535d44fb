import SwiftUI

struct PaymentForm: View {
    @State private var cardNumber = ""
    @State private var cvc = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        Form {
            TextField("Card number", text: $cardNumber)
                .keyboardType(.numberPad)
                .focused($isFocused)
            TextField("CVC", text: $cvc)
                .keyboardType(.numberPad)
        }
        .toolbar {
            ToolbarItemGroup(placement: .keyboard) {
                Spacer()
                Button("Done") { isFocused = false }
            }
        }
    }
}
