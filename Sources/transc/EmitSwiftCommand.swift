import ArgumentParser
import Foundation
import SwiftEmitter
import TransitionCompiler

/// `transc emit-swift FILE... [-o OUTPUT.swift] [--access-level internal|public]`: the UIKit Swift
/// of every transition in the FILEs, on standard output or written atomically to OUTPUT. Several
/// specs emitted together share one copy of the file-private support code; one spec's file stands
/// alone.
struct EmitSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit-swift",
        abstract: "Generate the UIKit Swift (delegates, animators, presentation and interaction controllers) of one or more specs.",
        discussion: "Several specs go into one file that carries the shared support code once. Exit status: 0 on success, 1 when a spec has errors (nothing is written), 64 on a usage error, 66 when an input cannot be read, 73 when the output cannot be written."
    )

    @Argument(help: "The spec files (one output file for all of them).", completion: .file(extensions: ["yaml", "yml"]))
    var files: [String]

    @Option(name: .shortAndLong, help: "Write the Swift here (atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("access-level"), help: "Access level of the generated API: internal or public.")
    var accessLevel: String = "internal"

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("emit-swift needs a spec file") }
        guard EmitAccessLevel(rawValue: accessLevel) != nil else {
            throw ValidationError("--access-level must be internal or public, not '\(accessLevel)'")
        }
    }

    func run() throws {
        let diagnostics = DiagnosticOutput()
        // Every spec is checked (all diagnostics shown) before anything is written.
        var transitions: [TransitionIR] = []
        var failure: ExitCode?
        for file in files {
            do {
                transitions += try loadCheckedSpec(file, output: diagnostics).transitions
            } catch let code as ExitCode {
                failure = failure.map { $0.rawValue == 66 ? $0 : code } ?? code
            }
        }
        if let failure { throw failure }
        let options = EmitOptions(accessLevel: EmitAccessLevel(rawValue: accessLevel) ?? .internal)
        let swift = Emitter.emit(transitions, sourcePath: files.joined(separator: ", "), options: options)
        try writeOutput(Data(swift.utf8), to: output, output: diagnostics)
    }
}
