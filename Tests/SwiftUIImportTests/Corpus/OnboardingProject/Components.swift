import MapKit
import SwiftUI
import UIKit

struct MapPreview: UIViewRepresentable {
    var latitude: Double
    var longitude: Double

    func makeUIView(context: Context) -> MKMapView { MKMapView() }

    func updateUIView(_ view: MKMapView, context: Context) {
        view.setCenter(CLLocationCoordinate2D(latitude: latitude, longitude: longitude), animated: false)
    }
}

struct Card<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) { content }
            .padding()
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
    }
}
