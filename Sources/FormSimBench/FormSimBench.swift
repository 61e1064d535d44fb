import ArgumentParser

/// Prints FormSim's performance figures (docs/PERFORMANCE.md). Benchmarks print; they
/// never assert.
@main
struct FormSimBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formsim-bench",
        abstract: "Measures SimCore and a running FormSim server; prints the figures.",
        subcommands: [SimCoreBench.self, EventBench.self, LongTextBench.self, ServerBench.self, ProfileRun.self, FlowBench.self, SwiftUIBench.self, AuditBench.self])
}
