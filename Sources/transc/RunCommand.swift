import ArgumentParser

// Placeholder: replaced by the `run` work.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "(not built yet)")
    func run() throws { throw ExitCode(70) }
}
