/// The front door of the compiler: source text in, checked transitions and diagnostics out.
public struct CompileResult: Sendable {
    public var file: SourceFile
    /// One per YAML document that checked without errors.
    public var transitions: [TransitionIR]
    public var diagnostics: [Diagnostic]
    /// Errors past the sink's limit: counted, not kept.
    public var droppedErrors: Int

    public init(file: SourceFile, transitions: [TransitionIR], diagnostics: [Diagnostic], droppedErrors: Int = 0) {
        self.file = file
        self.transitions = transitions
        self.diagnostics = diagnostics
        self.droppedErrors = droppedErrors
    }

    public var hasErrors: Bool { droppedErrors > 0 || diagnostics.contains { $0.severity == .error } }
}

public enum Compiler {
    /// Parses and checks one file. Never traps on input: every problem is a diagnostic.
    /// `documentJobs`: how many of the file's YAML documents may be checked at once (the output
    /// is the same for any number).
    public static func compile(_ file: SourceFile, limits: YAMLLimits = YAMLLimits(),
                               documentJobs: Int = Checker.defaultJobs) -> CompileResult {
        let sink = DiagnosticSink()
        // Handed over in a box the checker empties, not kept in a local array: checked one after
        // another, a document's nodes are freed as soon as it is read, before its reverses and
        // crossfades are derived. (Documents checked in parallel stay until their results are
        // merged: one whose result cannot be taken is checked again.)
        let composed = ComposedDocuments(YAMLComposer.compose(file, limits: limits, diagnostics: sink))
        var transitions: [TransitionIR] = []
        // The composer returns only documents it completed, so all of them are checked even when a
        // later document is broken (a syntax error, a budget): the user sees the YAML problem and
        // the language's problems in one run. Past the sink's error limit checking is pointless.
        let brokenYAML = sink.errorCount > 0 && !composed.hasRoot.contains(true)
        if sink.droppedErrors == 0, !brokenYAML {
            transitions = Checker.check(composed, file: file, diagnostics: sink, jobs: documentJobs)
        }
        return CompileResult(file: file, transitions: sink.hasErrors ? [] : transitions, diagnostics: sink.sorted,
                             droppedErrors: sink.droppedErrors)
    }
}
