import ArgumentParser
import TransitionCompiler

/// `transc`: check, preview (`run`) and compile (`emit-swift`) transition specs.
@main
struct Transc: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transc",
        abstract: "A compiler for declarative view-controller transitions.",
        version: "0.1.0",
        subcommands: [CheckCommand.self, RunCommand.self, EmitSwiftCommand.self, EmitWebCommand.self, SchemaCommand.self]
    )

    static func main() {
        // A short batch process: freed memory is kept for reuse (see BatchAllocator).
        _ = BatchAllocator.keepFreedMemory()
        ManyFileOperands.runIfMany(Array(CommandLine.arguments.dropFirst()))
        main(nil)
    }
}
