import ArgumentParser
import Foundation
import TransitionCompiler

/// `transc check FILE...`: reports every problem of every file, then a one-line summary.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check transition specs and report every problem with its location.",
        discussion: "Exit status: 0 when no file has errors (warnings allowed), 1 when a spec has errors, 64 on a usage error, 66 when a file cannot be read."
    )

    @Argument(help: "The spec files to check.", completion: .file(extensions: ["yaml", "yml"]))
    var files: [String]

    @Flag(help: "Print only the summary line and errors, not warnings.")
    var quiet = false

    @Flag(name: .customLong("codes"), help: .hidden)
    var codes = false

    @Flag(name: .customLong("dump-ir"), help: "Print the checked IR of each transition (derived reverses, cancellation, animator groups).")
    var dumpIR = false

    /// text: the human format on standard error. json, sarif: one document on standard output
    /// (Docs/MACHINE-READABLE.md); the summary line stays on standard error.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, sarif }

    @Option(help: "How diagnostics are written: text (standard error), json or sarif (SARIF 2.1.0; standard output).")
    var format: Format = .text

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one spec file") }
        if format != .text, codes || dumpIR { throw ValidationError("--format \(format.rawValue) writes one document on standard output; it cannot be combined with --dump-ir") }
    }

    func run() throws {
        if format != .text { return try runMachineReadable() }
        let output = DiagnosticOutput()
        var errors = 0, warnings = 0, transitions = 0, unreadable = false
        for path in files {
            switch SourceLoader.load(path: path) {
            case .failure(let failure):
                output.error(failure.description)
                unreadable = true
            case .success(let result?):
                let shown = quiet ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
                output.print(shown, in: result.file)
                if result.droppedErrors > 0 {
                    output.error("\(result.file.path): note: \(result.droppedErrors) more error\(result.droppedErrors == 1 ? "" : "s") not shown")
                }
                errors += result.diagnostics.filter { $0.severity == .error }.count + result.droppedErrors
                warnings += result.diagnostics.filter { $0.severity == .warning }.count
                transitions += result.transitions.count
                if codes {
                    for d in result.diagnostics { Swift.print("\(d.code) \(result.file.path):\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(d.message)") }
                }
                if dumpIR { for ir in result.transitions { Swift.print(IRPrinter(ir).render()) } }
            case .success(nil):
                break
            }
        }
        let summary = "checked \(files.count) file\(files.count == 1 ? "" : "s"), \(transitions) transition\(transitions == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        output.error(summary)
        if unreadable { throw ExitCode(66) }
        if errors > 0 { throw ExitCode(1) }
    }

    /// The same checks and exit statuses, every diagnostic in one JSON or SARIF document.
    private func runMachineReadable() throws {
        var reports: [DiagnosticExport.FileReport] = []
        for path in files {
            switch SourceLoader.load(path: path) {
            case .failure(.unreadable(_, let reason)): reports.append(.init(path: path, unreadable: reason))
            case .success(let result?): reports.append(.init(path: path, result: result))
            case .success(nil): break
            }
        }
        let document = format == .json ? DiagnosticExport.json(reports, quiet: quiet)
            : DiagnosticExport.sarif(reports, quiet: quiet, toolVersion: Transc.configuration.version)
        FileHandle.standardOutput.write(Data(document.utf8))
        let errors = reports.reduce(0) { $0 + ($1.result.map { r in r.diagnostics.filter { $0.severity == .error }.count + r.droppedErrors } ?? 0) }
        let warnings = reports.reduce(0) { $0 + ($1.result?.diagnostics.filter { $0.severity == .warning }.count ?? 0) }
        let transitions = reports.reduce(0) { $0 + ($1.result?.transitions.count ?? 0) }
        DiagnosticOutput().error("checked \(files.count) file\(files.count == 1 ? "" : "s"), \(transitions) transition\(transitions == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if reports.contains(where: { $0.unreadable != nil }) { throw ExitCode(66) }
        if errors > 0 { throw ExitCode(1) }
    }
}
