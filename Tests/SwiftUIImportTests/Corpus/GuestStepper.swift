import SwiftUI

struct ReservationForm: View {
    @State private var guests = 2
    @State private var children = 0
    @State private var nights = 1

    var body: some View {
        Form {
            Section("Party") {
                Stepper("Guests: \(guests)", value: $guests, in: 1...12)
                Stepper(value: $children, in: 0...6) {
                    Text("Children: \(children)")
                }
                Stepper("\(nights) nights", value: $nights, in: 1...30, step: 1)
            }
        }
        .navigationTitle("Reservation")
    }
}
