import Foundation
import Scenes
import SwiftUIImport
import Testing

/// A model that makes itself as it is made never finishes (the app stops there): a form
/// holding one is refused, naming the chain and where it closes.
@Suite struct SelfMadeModelTests {
    func error(_ models: String, state: String) -> FormError? {
        do {
            _ = try importForm(#"TextField("Name", text: $model.name)"#, state: state, extra: models)
            return nil
        } catch {
            return error as? FormError
        }
    }

    @Test("a model whose property makes another of itself is refused at that property")
    func direct() {
        let refusal = error(
            "final class Node: ObservableObject { @Published var name = \"\"; @Published var next = Node() }",
            state: "@StateObject private var model = Node()")
        #expect(refusal?.message.contains("Node.next makes a new Node as it is made (Node → Node)") == true)
        #expect(refusal?.line == 2)
    }

    @Test("two models that make each other are refused, the chain named")
    func throughAnother() {
        let refusal = error(
            """
            final class Order: ObservableObject { @Published var name = ""; @Published var customer = Customer() }
            final class Customer: ObservableObject { @Published var order = Order() }
            """,
            state: "@StateObject private var model = Order()")
        #expect(refusal?.message.contains("Customer.order makes a new Order as it is made (Order → Customer → Order)") == true)
    }

    @Test("a model that holds another of its type only as an optional left nil reads")
    func optionalReads() {
        #expect(error(
            "final class Node: ObservableObject { @Published var name = \"a\"; var next: Node? = nil; var parent: Node? }",
            state: "@StateObject private var model = Node()") == nil)
    }

    @Test("models that make other models without coming back read")
    func treeReads() {
        #expect(error(
            """
            struct Address { var city = "Lyon" }
            final class Profile: ObservableObject { @Published var name = "Ann"; @Published var home = Address(); @Published var work = Address() }
            """,
            state: "@StateObject private var model = Profile()") == nil)
    }
}
