import ArgumentParser
import Foundation
import TransitionCompiler

/// What the subcommands share: diagnostics on standard error, loading a spec with the exit
/// statuses of the CLI (66 unreadable, 1 spec errors), and atomic output files (73).

/// Where diagnostics go: standard error, coloured only on a terminal without NO_COLOR.
struct DiagnosticOutput {
    let renderer: DiagnosticRenderer

    init() {
        let env = ProcessInfo.processInfo.environment
        let color = isatty(2) == 1 && env["NO_COLOR"].map(\.isEmpty) ?? true && env["TERM"] != "dumb"
        renderer = DiagnosticRenderer(useColor: color)
    }

    func print(_ diagnostics: [Diagnostic], in file: SourceFile) {
        for d in diagnostics { write(renderer.render(d, in: file)) }
    }

    func error(_ line: String) { write(line + "\n") }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}

/// Loads and checks one spec for `run` and `emit-swift`: prints its diagnostics; exits 66 when
/// the file cannot be read and 1 when the spec has errors.
func loadCheckedSpec(_ path: String, output: DiagnosticOutput) throws -> CompileResult {
    switch SourceLoader.load(path: path) {
    case .failure(let failure):
        output.error(failure.description)
        throw ExitCode(66)
    case .success(nil):
        throw ExitCode(66)
    case .success(let result?):
        output.print(result.diagnostics, in: result.file)
        if result.droppedErrors > 0 {
            output.error("\(path): note: \(result.droppedErrors) more error\(result.droppedErrors == 1 ? "" : "s") not shown")
        }
        if result.hasErrors { throw ExitCode(1) }
        return result
    }
}

/// Writes `data` to `path` atomically, or to standard output when there is no path; exits 73
/// when the file cannot be written.
func writeOutput(_ data: Data, to path: String?, output: DiagnosticOutput) throws {
    guard let path else {
        FileHandle.standardOutput.write(data)
        return
    }
    do {
        try AtomicFile.write(data, to: path)
    } catch {
        output.error("\(path): error: cannot write the file: \(error.localizedDescription)")
        throw ExitCode(73)
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
