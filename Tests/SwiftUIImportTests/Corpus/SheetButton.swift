import SwiftUI

struct ContactsView: View {
    @State private var showingNewContact = false

    var body: some View {
        Form {
            Button("New contact") {
                showingNewContact.toggle()
            }
        }
        .sheet(isPresented: $showingNewContact) {
            NewContactForm()
        }
    }
}

struct NewContactForm: View {
    @State private var firstName = ""
    @State private var lastName = ""
    @State private var phone = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("First name", text: $firstName)
                TextField("Last name", text: $lastName)
                TextField("Phone", text: $phone)
                    .keyboardType(.phonePad)
            }
            .navigationTitle("New Contact")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Cancel") { } }
                ToolbarItem(placement: .topBarTrailing) { Button("Add") { } }
            }
        }
    }
}
