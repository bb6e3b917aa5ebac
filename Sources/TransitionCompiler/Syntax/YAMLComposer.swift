// Placeholder until the YAML front end lands (branch `yaml`).
public enum YAMLComposer {
    public static func compose(_ file: SourceFile, limits: YAMLLimits = YAMLLimits(), diagnostics: DiagnosticSink) -> [YAMLDocument] {
        []
    }
}
