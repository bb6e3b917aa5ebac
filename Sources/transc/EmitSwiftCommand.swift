import ArgumentParser

// Placeholder: replaced by the `emit-swift` work.
struct EmitSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "emit-swift", abstract: "(not built yet)")
    func run() throws { throw ExitCode(70) }
}
