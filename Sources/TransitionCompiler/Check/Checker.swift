/// The checker: YAML documents in, typed transitions out. Every problem becomes a diagnostic;
/// checking carries on past errors where it can, so a user sees all of a file's problems.
public enum Checker {
    public static func check(documents: [YAMLDocument], file: SourceFile, diagnostics: DiagnosticSink) -> [TransitionIR] {
        let nonEmpty = documents.filter { $0.root != nil }
        if nonEmpty.isEmpty {
            diagnostics.error("empty-spec", "the file holds no transition", at: documents.first?.range ?? file.startRange,
                              notes: [.init("a spec starts with 'transition: Name' and 'context: navigation|modal|tab'")])
            return []
        }
        var result: [TransitionIR] = []
        var names: [String: SourceRange] = [:]
        for document in nonEmpty {
            guard let root = document.root else { continue }
            let before = diagnostics.errorCount
            var checker = TransitionChecker(root: root, file: file, sink: diagnostics)
            guard let ir = checker.check() else { continue }
            if let previous = names[ir.name] {
                diagnostics.error("duplicate-transition", "a transition named '\(ir.name)' is already defined in this file",
                                  at: checker.nameRange ?? root.range, notes: [.init("first defined here", at: previous)])
                continue
            }
            names[ir.name] = checker.nameRange ?? root.range
            if diagnostics.errorCount == before { result.append(ir) }
        }
        return result
    }
}
