import ArgumentParser
import Foundation
import TransitionCompiler

/// `transc schema [-o FILE]`: the JSON Schema (draft 2020-12) of the spec format, for editors
/// (Docs/SCHEMA.md).
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, for editors' YAML validation.",
        discussion: """
        Save it beside your specs and point yaml-language-server at it with a first line
        '# yaml-language-server: $schema=transition.schema.json'. See Docs/SCHEMA.md.

        Exit status: 0 on success, 64 on a usage error, 73 when the output cannot be written.
        """
    )

    @Option(name: .shortAndLong, help: "Write the schema here (atomically) instead of standard output.")
    var output: String?

    func run() throws {
        try writeOutput(Data(SpecSchema.rendered().utf8), to: output, output: DiagnosticOutput())
    }
}
