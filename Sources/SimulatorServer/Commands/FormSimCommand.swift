import ArgumentParser

@main
struct FormSimCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "SimulatorServer",
        abstract: "FormSim: serves the simulator (the default), or runs flow files headless.",
        subcommands: [Serve.self, RunFlows.self, Import.self],
        defaultSubcommand: Serve.self)
}
