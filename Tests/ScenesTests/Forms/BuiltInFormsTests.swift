import Testing
@testable import Scenes
import SimCore

/// Contacts and Login are form files shipped inside the Scenes module.
@Suite struct BuiltInFormsTests {
    @Test("both built-in form files load, with no warnings")
    func load() {
        for id in BuiltInForms.ids {
            #expect(BuiltInForms.documents[id]?.warnings == [], "\(id)")
        }
    }

    @Test("the catalogue keeps its order, names and Contacts' four variants")
    func catalogue() throws {
        let registry = SceneRegistry.builtIn
        #expect(registry.ids == ["contacts", "login", "pin", "selection", "caret"])
        let contacts = try #require(registry.scene("contacts"))
        #expect(contacts.title == "Contacts birthday")
        #expect(contacts.variants == ["label", "textField", "textFieldClearTint", "textView"])
        #expect(contacts.source == "builtIn")
        #expect(registry.scene("login")?.title == "Login form")
    }
}
