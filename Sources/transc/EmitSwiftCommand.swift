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

    func validate() throws {
        guard EmitAccessLevel(rawValue: accessLevel) != nil else {
            throw ValidationError("--access-level must be internal or public, not '\(accessLevel)'")
        }
    }

    func run() throws {
        let diagnostics = DiagnosticOutput()
        let result: CompileResult
        switch SourceLoader.load(path: file) {
        case .failure(let failure):
            diagnostics.error(failure.description)
            throw ExitCode(66)
        case .success(nil):
            throw ExitCode(66)
        case .success(let loaded?):
            result = loaded
        }
        diagnostics.print(result.diagnostics, in: result.file)
        if result.hasErrors { throw ExitCode(1) }

        let options = EmitOptions(accessLevel: EmitAccessLevel(rawValue: accessLevel) ?? .internal)
        let swift = Emitter.emit(result.transitions, sourcePath: file, options: options)
        guard let output else {
            FileHandle.standardOutput.write(Data(swift.utf8))
            return
        }
        do {
            try AtomicFile.write(Data(swift.utf8), to: output)
        } catch {
            diagnostics.error("error: cannot write \(output): \(error.localizedDescription)")
            throw ExitCode(73)
        }
    }
}

/// Writes a file so that readers see either the old content or the whole new one: a temporary
/// file in the same directory, then `rename(2)` over the destination.
enum AtomicFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
        }
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
    }
}
