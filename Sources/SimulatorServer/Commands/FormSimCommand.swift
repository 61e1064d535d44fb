import ArgumentParser

@main
struct FormSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "SimulatorServer",
        abstract: "FormSim: serves the simulator (the default), runs flow files headless, audits forms, or imports SwiftUI files.",
        subcommands: [Serve.self, RunFlows.self, AuditForms.self, Import.self, ReadSwift.self],
        defaultSubcommand: Serve.self)
}
