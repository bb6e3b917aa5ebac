import Testing
@testable import TransitionCompiler

/// Composes `text` and returns the documents and the sink.
func compose(_ text: String, limits: YAMLLimits = YAMLLimits()) -> ([YAMLDocument], DiagnosticSink) {
    let sink = DiagnosticSink()
    let docs = YAMLComposer.compose(SourceFile(path: "t.yaml", text: text), limits: limits, diagnostics: sink)
    return (docs, sink)
}

func compose(bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> ([YAMLDocument], DiagnosticSink) {
    let sink = DiagnosticSink()
    let docs = YAMLComposer.compose(SourceFile(path: "t.yaml", bytes: bytes), limits: limits, diagnostics: sink)
    return (docs, sink)
}

/// The only root of a one-document file.
func root(_ text: String) -> YAMLNode? {
    let (docs, sink) = compose(text)
    #expect(!sink.hasErrors, "unexpected: \(sink.diagnostics.map { "\($0.range.start): \($0.message)" })")
    return docs.first?.root
}

/// "1:3-1:7" for a range.
func at(_ r: SourceRange) -> String { "\(r.start)-\(r.end)" }

/// A one-line summary of the errors: "code line:col message".
func summary(_ sink: DiagnosticSink) -> String {
    sink.diagnostics.filter { $0.severity == .error }.map { "\($0.code) \($0.range.start) \($0.message)" }.joined(separator: " | ")
}

/// The value node for `key` in a mapping.
func value(_ node: YAMLNode?, _ key: String) -> YAMLNode? {
    node?.mapping?.first { $0.key.scalar?.value == key }?.value
}
