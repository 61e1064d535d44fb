import SwiftUI
import MapKit

struct MapPreview: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView { MKMapView() }
    func updateUIView(_ view: MKMapView, context: Context) {}
}

struct ThemeSettingsView: View {
    @State private var accent = Color.indigo
    @State private var paper = Color(red: 0.96, green: 0.91, blue: 0.85)
    @State private var highlight: Color = .yellow
    @State private var shadow = Color(white: 0.2)

    var body: some View {
        NavigationStack {
            Form {
                Section("Colours") {
                    ColorPicker("Accent", selection: $accent)
                    ColorPicker("Paper", selection: $paper, supportsOpacity: false)
                    ColorPicker(selection: $highlight) {
                        Text("Highlight")
                    }
                    ColorPicker("Shadow", selection: $shadow)
                }
                Section("Preview") {
                    MapPreview()
                }
            }
            .navigationTitle("Theme")
        }
    }
}
