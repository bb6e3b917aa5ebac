import ArgumentParser

// Placeholder: replaced by the `check` work.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "(not built yet)")
    func run() throws { throw ExitCode(70) }
}
