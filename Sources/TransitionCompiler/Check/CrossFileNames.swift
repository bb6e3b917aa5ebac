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
        clashes(path: result.file.path, names: Self.names(of: result), severity: severity)
    }

    /// Each transition's name and where it is written: all the comparison needs of a file.
    public static func names(of result: CompileResult) -> [(name: String, range: SourceRange)] {
        result.transitions.map { ($0.name, $0.nameRange ?? $0.range) }
    }

    public mutating func clashes(path: String, names: [(name: String, range: SourceRange)],
                                 severity: Diagnostic.Severity = .warning) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (name, range) in names {
            guard let earlier = first[name] else {
                first[name] = (path, range)
                continue
            }
            guard earlier.path != path else { continue }
            found.append(Diagnostic(severity, "duplicate-transition",
                                    "a transition named '\(name)' is also defined in \(earlier.path):\(earlier.range.start.line):\(earlier.range.start.column)",
                                    at: range, notes: [.init("in one app target their generated types clash; rename one (the types are named after it)")]))
        }
        return found
    }
}
