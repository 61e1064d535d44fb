import SwiftUI

// A hotel booking: dates from today, styles as types and as dot forms,
// and the stay's dates written back as text.
struct BookingView: View {
    @State private var checkIn = Date()
    @State private var checkOut = Calendar.current.date(byAdding: .day, value: 3, to: Date()) ?? Date()
    @State private var arrivalTime = Date.now
    @State private var guests = 2
    @State private var roomType = "Queen"

    let roomTypes = ["Queen", "King", "Suite"]
    private var nights: Int { 3 }

    var body: some View {
        NavigationStack {
            Form {
                Section("Dates") {
                    DatePicker("Check-in", selection: $checkIn, in: Date()..., displayedComponents: .date)
                    DatePicker("Check-out", selection: $checkOut, in: Date()..., displayedComponents: [.date])
                        .datePickerStyle(GraphicalDatePickerStyle())
                    DatePicker("Arrival", selection: $arrivalTime, displayedComponents: .hourAndMinute)
                        .datePickerStyle(WheelDatePickerStyle())
                }
                Section("Room") {
                    Picker("Room Type", selection: $roomType) {
                        ForEach(roomTypes, id: \.self) { type in
                            Text(type)
                        }
                    }
                    .pickerStyle(MenuPickerStyle())
                    Stepper("\(guests) guests", value: $guests, in: 1...4)
                    LabeledContent("Stay", value: "\(nights) nights")
                }
                Section {
                    HStack {
                        Text("Booked on")
                        Spacer()
                        Text(Date(), style: .date)
                    }
                    LabeledContent("Check-in from") {
                        Text(checkIn, format: .dateTime.weekday(.wide).day().month())
                    }
                }
            }
            .navigationTitle("Book a Room")
        }
    }
}
