import ArgumentParser
import Foundation
import SwiftEmitter
import TransitionCompiler

/// `transc emit-swift FILE [-o OUTPUT.swift] [--access-level internal|public]`: the UIKit Swift
/// of every transition in FILE, on standard output or written atomically to OUTPUT.
struct EmitSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "emit-swift",
        abstract: "Generate the UIKit Swift (delegates, animators, presentation and interaction controllers) of a spec.",
        discussion: "Exit status: 0 on success, 1 when the spec has errors (nothing is written), 64 on a usage error, 66 when the input cannot be read, 73 when the output cannot be written."
    )

    @Argument(help: "The spec file.", completion: .file(extensions: ["yaml", "yml"]))
    var file: String

    @Option(name: .shortAndLong, help: "Write the Swift here (atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("access-level"), help: "Access level of the generated API: internal or public.")
    var accessLevel: String = "internal"

    /// The build plugin's form: a target that also builds where UIKit is absent (Linux) gets an
    /// empty file there instead of a failing `import UIKit`.
    @Flag(name: .customLong("can-import-guard"), help: "Wrap the file in '#if canImport(UIKit)' ... '#endif' so it compiles to nothing without UIKit.")
    var canImportGuard = false

    func validate() throws {
        guard EmitAccessLevel(rawValue: accessLevel) != nil else {
            throw ValidationError("--access-level must be internal or public, not '\(accessLevel)'")
        }
    }

    func run() throws {
        let diagnostics = DiagnosticOutput()
        let result = try loadCheckedSpec(file, output: diagnostics)
        let options = EmitOptions(accessLevel: EmitAccessLevel(rawValue: accessLevel) ?? .internal)
        var swift = Emitter.emit(result.transitions, sourcePath: file, options: options)
        if canImportGuard { swift = "#if canImport(UIKit)\n" + swift + "#endif // canImport(UIKit)\n" }
        try writeOutput(Data(swift.utf8), to: output, output: diagnostics)
    }
}
