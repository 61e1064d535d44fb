import SwiftUI

enum Delivery: String, CaseIterable {
    case pickup = "Pickup"
    case courier = "Courier"
    case post = "Post"
}

struct DeliveryForm: View {
    @State private var delivery: Delivery = .pickup
    @State private var express = false
    @State private var store = ""
    @State private var address = ""

    var body: some View {
        Form {
            Picker("Delivery", selection: $delivery) {
                ForEach(Delivery.allCases, id: \.self) { Text($0.rawValue) }
            }
            .pickerStyle(.segmented)
            switch delivery {
            case .pickup:
                TextField("Store", text: $store)
            case .courier, .post:
                TextField("Address", text: $address)
            }
            Toggle("Express", isOn: $express)
            if delivery == .courier && express {
                Text("Arrives within 2 hours")
            }
            if delivery != .pickup || express {
                Text("Tracking number by email")
            }
        }
    }
}
