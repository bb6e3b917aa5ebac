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
    public static func compile(_ file: SourceFile, limits: YAMLLimits = YAMLLimits()) -> CompileResult {
        let sink = DiagnosticSink()
        let documents = YAMLComposer.compose(file, limits: limits, diagnostics: sink)
        var transitions: [TransitionIR] = []
        // Errors that leave the tree whole (duplicate keys, unknown tags, bad aliases) do not stop
        // checking: the user sees those and the language's problems in one run.
        let fatal: Set<String> = ["yaml-syntax", "yaml-invalid-utf8", "yaml-too-large", "yaml-too-deep", "yaml-alias-budget",
                                  "yaml-too-many-documents"]
        if !sink.diagnostics.contains(where: { fatal.contains($0.code) }), sink.droppedErrors == 0 {
            transitions = Checker.check(documents: documents, file: file, diagnostics: sink)
        }
        return CompileResult(file: file, transitions: sink.hasErrors ? [] : transitions, diagnostics: sink.sorted,
                             droppedErrors: sink.droppedErrors)
    }
}
