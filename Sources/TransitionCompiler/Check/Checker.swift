// Placeholder until the checker lands.
public enum Checker {
    public static func check(documents: [YAMLDocument], file: SourceFile, diagnostics: DiagnosticSink) -> [TransitionIR] {
        []
    }
}
