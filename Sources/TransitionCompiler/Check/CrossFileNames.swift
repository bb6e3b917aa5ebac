/// The transition names of several files checked together: a name written in two files gives
/// both the same generated types, which clash in one app target (within one file the checker
/// already refuses it). Told at the second file, in the order the files were given.
public struct CrossFileNames {
    private var first: [String: (path: String, range: SourceRange)] = [:]

    public init() {}

    /// The diagnostic for each of `result`'s transitions whose name an earlier file took:
    /// a warning for `check` (the files may belong to different targets), an error where the
    /// files are known to share one.
    public mutating func clashes(in result: CompileResult, severity: Diagnostic.Severity = .warning) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for ir in result.transitions {
            let range = ir.nameRange ?? ir.range
            guard let earlier = first[ir.name] else {
                first[ir.name] = (result.file.path, range)
                continue
            }
            guard earlier.path != result.file.path else { continue }
            found.append(Diagnostic(severity, "duplicate-transition",
                                    "a transition named '\(ir.name)' is also defined in \(earlier.path):\(earlier.range.start.line):\(earlier.range.start.column)",
                                    at: range, notes: [.init("in one app target their generated types clash; rename one (the types are named after it)")]))
        }
        return found
    }
}
