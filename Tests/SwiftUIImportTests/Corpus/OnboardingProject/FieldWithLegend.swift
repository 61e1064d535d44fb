import SwiftUI

struct FieldWithLegend: View {
    var title: String
    @Binding var text: String
    var legend: String = "Required"

    var body: some View {
        TextField(title, text: $text)
        Text(legend)
            .font(.footnote)
            .foregroundStyle(.secondary)
    }
}
