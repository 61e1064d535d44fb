import ArgumentParser

@main
struct FormSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "SimulatorServer",
        abstract: "FormSim: serves the simulator (the default), runs flow files headless, or audits forms.",
        subcommands: [Serve.self, RunFlows.self, AuditForms.self],
        defaultSubcommand: Serve.self)
}
