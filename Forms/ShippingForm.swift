// The Shipping form of shipping.yaml written as an app writes it in SwiftUI: FormSim
// opens this file as it is (docs/FORMS.md, SwiftUI).
import SwiftUI

enum Country: String, CaseIterable, Identifiable {
    case japan = "Japan", unitedStates = "United States", germany = "Germany", france = "France"
    case unitedKingdom = "United Kingdom", canada = "Canada", australia = "Australia"
    var id: Self { self }
}

enum Speed: String, CaseIterable {
    case standard = "Standard", express = "Express", overnight = "Overnight"
}

enum Packaging: String, CaseIterable {
    case box = "Box", envelope = "Envelope", tube = "Tube"
}

struct ShippingForm: View {
    @State private var fullName = ""
    @State private var email = ""
    @State private var phone = ""
    @State private var street = ""
    @State private var city = ""
    @State private var postalCode = ""
    @State private var country: Country = .japan
    @State private var deliveryDate = Calendar.current.date(from: DateComponents(year: 2026, month: 1, day: 1))!
    @State private var speed: Speed = .standard
    @State private var giftWrap = false
    @State private var quantity = 1
    @State private var tip = 5.0
    @State private var packaging: Packaging = .box
    @State private var notes = ""
    @Environment(\.dismiss) private var dismiss

    private let firstDay = Calendar.current.date(from: DateComponents(year: 2026, month: 1, day: 1))!
    private let lastDay = Calendar.current.date(from: DateComponents(year: 2027, month: 12, day: 31))!

    var body: some View {
        NavigationStack {
            Form {
                Section("Recipient") {
                    LabeledContent("Full name") {
                        TextField("Jane Appleseed", text: $fullName)
                            .textInputAutocapitalization(.words)
                    }
                    LabeledContent("Email") {
                        TextField("", text: $email)
                            .keyboardType(.emailAddress)
                            .textInputAutocapitalization(.never)
                    }
                    LabeledContent("Phone") {
                        TextField("", text: $phone)
                            .keyboardType(.phonePad)
                    }
                }
                Section {
                    LabeledContent("Street") { TextField("", text: $street) }
                    LabeledContent("City") { TextField("", text: $city) }
                    LabeledContent("Postal code") {
                        TextField("", text: $postalCode)
                            .keyboardType(.numbersAndPunctuation)
                    }
                    Picker("Country", selection: $country) {
                        ForEach(Country.allCases) { country in
                            Text(country.rawValue).tag(country)
                        }
                    }
                    .pickerStyle(.wheel)
                } header: {
                    Text("Address")
                } footer: {
                    Text("We only use this to deliver your order.")
                }
                Section("Delivery") {
                    DatePicker("Delivery date", selection: $deliveryDate, in: DateComponents(year: 2026, month: 1, day: 1).date!...DateComponents(year: 2027, month: 12, day: 31).date!, displayedComponents: .date)
                    Picker("Speed", selection: $speed) {
                        ForEach(Speed.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Gift wrap", isOn: $giftWrap)
                    NavigationLink("Gift message") {
                        GiftCard()
                    }
                    .accessibilityIdentifier("gift-card")
                    Stepper("Quantity", value: $quantity, in: 1...10)
                    LabeledContent("Tip") {
                        Slider(value: $tip, in: 0...20)
                    }
                    Picker("Packaging", selection: $packaging) {
                        ForEach(Packaging.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    .pickerStyle(.navigationLink)
                    LabeledContent("Notes") {
                        TextField("Leave at the door", text: $notes, axis: .vertical)
                            .lineLimit(3)
                    }
                }
                Section("Order") {
                    LabeledContent("Order number", value: "FS-2026-0042")
                    Button("Place order") { dismiss() }
                        .keyboardShortcut(.defaultAction)
                }
            }
            .navigationTitle("Shipping")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Save") { dismiss() } }
            }
        }
    }
}

struct GiftCard: View {
    @State private var giftTo = ""
    @State private var giftText = ""
    @State private var giftSigned = true

    var body: some View {
        Form {
            Section {
                LabeledContent("To") { TextField("Name", text: $giftTo) }
                LabeledContent("Message") {
                    TextField("Happy birthday!", text: $giftText, axis: .vertical)
                        .lineLimit(3)
                }
                Toggle("Signed", isOn: $giftSigned)
            } header: {
                Text("Card")
            } footer: {
                Text("Printed on a card inside the parcel.")
            }
        }
        .navigationTitle("Gift message")
    }
}

#Preview {
    ShippingForm()
}
