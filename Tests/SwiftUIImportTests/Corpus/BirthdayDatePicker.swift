import SwiftUI

struct BirthdayForm: View {
    @State private var birthday = Date()
    @State private var anniversary = Date()
    @State private var reminder = Date()

    private var birthdayRange: ClosedRange<Date> {
        let calendar = Calendar.current
        let start = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: 2025, month: 12, day: 31))!
        return start...end
    }

    var body: some View {
        Form {
            DatePicker(
                "Birthday",
                selection: $birthday,
                in: Calendar.current.date(from: DateComponents(year: 1900, month: 1, day: 1))!...Calendar.current.date(from: DateComponents(year: 2025, month: 12, day: 31))!,
                displayedComponents: [.date]
            )
            DatePicker("Anniversary", selection: $anniversary, in: ...Date(), displayedComponents: .date)
            DatePicker("Reminder", selection: $reminder, displayedComponents: [.date, .hourAndMinute])
        }
        .navigationTitle("Dates")
    }
}
