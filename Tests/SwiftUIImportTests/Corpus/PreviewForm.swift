import SwiftUI

#Preview("Quick note") {
    Form {
        TextField("Title", text: .constant(""))
        Toggle("Pinned", isOn: .constant(true))
    }
}
