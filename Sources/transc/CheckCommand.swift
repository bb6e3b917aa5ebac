import ArgumentParser
import Foundation
import TransitionCompiler
import WebEmitter

/// `transc check FILE...`: reports every problem of every file, then a one-line summary.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check transition specs and report every problem with its location.",
        discussion: "Exit status: 0 when no file has errors (warnings allowed), 1 when a spec has errors, 64 on a usage error, 66 when a file cannot be read."
    )

    @Argument(help: "The spec files to check ('-': standard input).", completion: .file(extensions: ["yaml", "yml"]))
    var files: [String]

    /// What `-` is called in the diagnostics: the path of the editor's buffer it holds.
    @Option(name: .customLong("stdin-name"), help: ArgumentHelp("The name standard input ('-') has in the diagnostics (an editor's buffer path).", valueName: "path"))
    var stdinName = "<stdin>"

    @Flag(name: .shortAndLong, help: "Print only the summary line and errors, not warnings.")
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

    /// A backend whose limits are checked too: `web` adds what emit-web refuses (Docs/EMIT-WEB.md).
    enum Target: String, ExpressibleByArgument, CaseIterable { case web }

    @Option(help: "Also report what this backend cannot play: web (transc emit-web).")
    var target: Target?

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one spec file") }
        if files.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard input ('-') can be given once") }
        if format != .text, codes || dumpIR { throw ValidationError("--format \(format.rawValue) writes one document on standard output; it cannot be combined with --dump-ir") }
    }

    /// What checking one file writes and counts, rendered on a worker thread so that only text
    /// (not the file's nodes and IR) waits for its turn to be printed.
    struct FileOutcome: Sendable {
        var standardError = ""
        var standardOutput = ""
        var errors = 0, warnings = 0, transitions = 0
        var unreadable = false
        /// The file and its transitions' names, kept only when several files are checked: the
        /// names are compared with the files' before it (CrossFileNames) when it is printed.
        var named: (file: SourceFile, names: CrossFileNames.Declared)?
    }

    func run() throws {
        if format != .text { return try runMachineReadable() }
        let output = DiagnosticOutput()
        var errors = 0, warnings = 0, transitions = 0, unreadable = false
        let (quiet, codes, dumpIR, color, web) = (quiet, codes, dumpIR, output.renderer.useColor, target == .web)
        // Files are checked on every core; their output is written in the order given.
        let stdinName = stdinName
        var names = CrossFileNames()
        let several = files.count > 1
        ParallelFiles.forEach(files, check: { path in
            Self.check(path, stdinName: stdinName, quiet: quiet, codes: codes, dumpIR: dumpIR, renderer: DiagnosticRenderer(useColor: color),
                       keepsResult: several, web: web)
        }, consume: { outcome in
            if !outcome.standardError.isEmpty { output.write(outcome.standardError) }
            if let named = outcome.named {
                for d in names.clashes(path: named.file.path, names: named.names) {
                    warnings += 1
                    if !quiet { output.write(output.renderer.render(d, in: named.file)) }
                }
            }
            if !outcome.standardOutput.isEmpty { Swift.print(outcome.standardOutput, terminator: "") }
            errors += outcome.errors
            warnings += outcome.warnings
            transitions += outcome.transitions
            unreadable = unreadable || outcome.unreadable
        })
        let summary = "checked \(files.count) file\(files.count == 1 ? "" : "s"), \(transitions) transition\(transitions == 1 ? "" : "s"): "
            + "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
        output.error(summary)
        if unreadable { throw ExitCode(66) }
        if errors > 0 { throw ExitCode(1) }
    }

    /// The file at `path`, or standard input for `-`.
    static func load(_ path: String, stdinName: String, web: Bool = false) -> Result<CompileResult?, SourceLoader.Failure> {
        let loaded = path == "-" ? SourceLoader.loadStandardInput(path: stdinName) : SourceLoader.load(path: path)
        guard web, case .success(var result?) = loaded else { return loaded }
        result.diagnostics += WebSupport.refusals(result.transitions)
        return .success(result)
    }

    static func check(_ path: String, stdinName: String, quiet: Bool, codes: Bool, dumpIR: Bool, renderer: DiagnosticRenderer,
                      keepsResult: Bool = false, web: Bool = false) -> FileOutcome {
        var out = FileOutcome()
        switch load(path, stdinName: stdinName, web: web) {
        case .failure(let failure):
            out.standardError = failure.description + "\n"
            out.unreadable = true
        case .success(let result?):
            let shown = quiet ? result.diagnostics.filter { $0.severity == .error } : result.diagnostics
            for d in shown { out.standardError += renderer.render(d, in: result.file) }
            if result.droppedErrors > 0 {
                out.standardError += "\(result.file.path): note: \(result.droppedErrors) more error\(result.droppedErrors == 1 ? "" : "s") not shown\n"
            }
            out.errors = result.diagnostics.filter { $0.severity == .error }.count + result.droppedErrors
            out.warnings = result.diagnostics.filter { $0.severity == .warning }.count
            out.transitions = result.transitions.count
            if keepsResult, !result.transitions.isEmpty {
                // Only what the name comparison reads: the file (for the excerpt) and the names.
                out.named = (result.file, CrossFileNames.names(of: result))
            }
            if codes {
                for d in result.diagnostics { out.standardOutput += "\(d.code) \(result.file.path):\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(d.message)\n" }
            }
            if dumpIR { for ir in result.transitions { out.standardOutput += IRPrinter(ir).render() + "\n" } }
        case .success(nil):
            break
        }
        return out
    }

    /// The same checks and exit statuses, every diagnostic in one JSON or SARIF document.
    private func runMachineReadable() throws {
        var reports: [DiagnosticExport.FileReport] = []
        var names = CrossFileNames()
        let (stdinName, web) = (stdinName, target == .web)
        ParallelFiles.forEach(files, check: { path -> DiagnosticExport.FileReport? in
            let named = path == "-" ? stdinName : path
            switch Self.load(path, stdinName: stdinName, web: web) {
            case .failure(.unreadable(_, let reason)): return .init(path: named, unreadable: reason)
            case .success(let result?): return .init(path: named, result: result)
            case .success(nil): return nil
            }
        }, consume: { report in
            guard var report else { return }
            if let result = report.result { report.result?.diagnostics += names.clashes(in: result) }
            reports.append(report)
        })
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
