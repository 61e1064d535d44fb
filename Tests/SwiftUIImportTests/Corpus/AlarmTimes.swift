import SwiftUI

struct AlarmForm: View {
    @State private var wakeUp = Date()
    @State private var day = Date()

    var body: some View {
        Form {
            DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
            DatePicker("Day", selection: $day, displayedComponents: .date)
                .datePickerStyle(.graphical)
        }
    }
}
