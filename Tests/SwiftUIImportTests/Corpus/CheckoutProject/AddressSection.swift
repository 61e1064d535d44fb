import SwiftUI

struct AddressSection: View {
    let title: String
    @Binding var address: Address

    var body: some View {
        Section(title) {
            TextField("Street", text: $address.street)
                .textContentType(.fullStreetAddress)
            HStack {
                TextField("Postal code", text: $address.postalCode)
                    .keyboardType(.numberPad)
                TextField("City", text: $address.city)
            }
            TextField("Country", text: $address.country)
        }
    }
}
