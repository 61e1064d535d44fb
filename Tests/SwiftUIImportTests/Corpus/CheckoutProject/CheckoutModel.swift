import Foundation

struct Address: Equatable {
    var street = ""
    var city = ""
    var postalCode = ""
    var country = "France"
}

final class CheckoutModel: ObservableObject {
    @Published var email = ""
    @Published var phone = ""
    @Published var shipping = Address()
    @Published var billing = Address()
    @Published var sameBilling = true

    func placeOrder() {}
}
