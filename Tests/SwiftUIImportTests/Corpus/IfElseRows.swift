import SwiftUI

struct ShippingOptions: View {
    @State private var isGift = false
    @State private var sameAsBilling = true
    @State private var giftMessage = ""
    @State private var street = ""

    var body: some View {
        Form {
            Section("Gift") {
                Toggle("This is a gift", isOn: $isGift)
                if isGift {
                    TextField("Gift message", text: $giftMessage)
                }
            }
            Section("Address") {
                Toggle("Same as billing", isOn: $sameAsBilling)
                if !sameAsBilling {
                    TextField("Street", text: $street)
                } else {
                    Text("Using your billing address")
                }
            }
        }
    }
}
