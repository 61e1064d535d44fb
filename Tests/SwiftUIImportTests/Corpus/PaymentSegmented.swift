import SwiftUI

struct TipForm: View {
    @State private var tipPercentage = 15
    @State private var amount = ""

    var body: some View {
        Form {
            Section {
                TextField("Amount", text: $amount)
                    .keyboardType(.decimalPad)
            }
            Section("How much tip?") {
                Picker("Tip percentage", selection: $tipPercentage) {
                    ForEach([10, 15, 20, 25], id: \.self) {
                        Text($0, format: .percent)
                    }
                }
                .pickerStyle(.segmented)
            }
        }
    }
}
