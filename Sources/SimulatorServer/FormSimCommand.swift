import ArgumentParser

@main
struct FormSimCommand: ParsableCommand {
    func run() throws {}
}
