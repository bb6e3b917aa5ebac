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

    func write(_ text: String) {
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

/// Writes `pieces` one after another, to standard output or atomically to `path`; exits 73
/// when the file cannot be written, naming the path and the reason in plain words.
func writeOutput(_ pieces: Data..., to path: String?, output: DiagnosticOutput) throws {
    try writeOutput(to: path, output: output) { writer in
        for piece in pieces { piece.withUnsafeBytes { writer.write($0.bindMemory(to: UInt8.self)) } }
    }
}

/// `writeOutput` for pieces made one after another: `produce` hands each to the given function
/// as it is made (written at once, never all held); exits 73 when the file cannot be written.
func writeOutput(to path: String?, output: DiagnosticOutput, _ produce: (AtomicFile.Writer) -> Void) throws {
    do {
        let writer = try AtomicFile.Writer(path: path)
        produce(writer)
        try writer.finish()
    } catch let error as AtomicFile.WriteError {
        output.error("\(path ?? "-"): error: cannot write the file: \(error.reason)")
        throw ExitCode(73)
    }
}

/// Writes a file so that readers see either the old content or the whole new one: a temporary
/// file in the same directory, then `rename(2)` over the destination. Plain POSIX calls, so a
/// failure carries its errno (Foundation's createFile only says "error 512").
enum AtomicFile {
    struct WriteError: Error, Equatable {
        var errno: Int32
        /// Whether the temporary file was being created (so the directory is at fault).
        var creating: Bool

        var reason: String {
            switch errno {
            case ENOENT: return creating ? "no such directory" : "no such file or directory"
            case ENOTDIR: return "a component of the path is not a directory"
            case EACCES, EPERM: return creating ? "permission denied (the directory is not writable)" : "permission denied"
            case EISDIR: return "it is a directory"
            case EROFS: return "read-only file system"
            case ENOSPC: return "no space left on the device"
            case EDQUOT: return "disk quota exceeded"
            case ENAMETOOLONG: return "the file name is too long"
            default: return String(cString: strerror(errno)).lowercased()
            }
        }
    }

    /// The file written piece by piece as the pieces are made (emit-swift's text as it is
    /// printed), renamed over the destination by `finish`; `path` nil writes standard output.
    final class Writer {
        private let destination: String?
        private let temporary: String?
        private let fd: Int32
        /// The first write's errno; later pieces are not written.
        private var failure: Int32 = 0

        init(path: String?) throws {
            guard let path else {
                destination = nil
                temporary = nil
                fd = 1
                return
            }
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent()
            let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
            let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            guard fd >= 0 else { throw WriteError(errno: errno, creating: true) }
            destination = url.path
            self.temporary = temporary
            self.fd = fd
        }

        func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard failure == 0, let base = bytes.baseAddress else { return }
            var offset = 0
            while offset < bytes.count {
                let n = Foundation.write(fd, base + offset, bytes.count - offset)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                offset += n
            }
        }

        /// Closes the file and renames it over the destination (or removes it after a failure).
        /// On standard output a failed write is not reported, as before.
        func finish() throws {
            guard let temporary, let destination else { return }
            if close(fd) != 0 && failure == 0 { failure = errno }
            if failure == 0 && rename(temporary, destination) != 0 { failure = errno }
            if failure != 0 {
                unlink(temporary)
                throw WriteError(errno: failure, creating: false)
            }
        }
    }
}
