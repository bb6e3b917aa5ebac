/// What several files checked together must not both declare: a transition name written in two
/// files gives both the same generated types, which clash in one app target (within one file the
/// checker already refuses it); and a view name two transitions require of their view
/// controllers with different types (a provided view is `UIView`, the source of an
/// `imageSnapshot` `UIImageView`, a list `[UIView]`): Swift matches a property requirement by its
/// exact type, so a view controller that adopts both protocols cannot provide both. Told at the
/// second file, in the order the files were given.
public struct CrossFileNames {
    private var first: [String: (path: String, range: SourceRange)] = [:]
    private var required: [String: (type: String, transition: String, path: String, range: SourceRange)] = [:]

    public init() {}

    /// What the comparison reads of one file: each transition's name and where it is written, and
    /// each view requirement of its generated protocols.
    public struct Declared: Sendable {
        public var transitions: [(name: String, range: SourceRange)]
        public var requirements: [Requirement]
    }

    /// A property the generated `…Source`/`…Destination` protocol requires: the provided view's
    /// name (as written after `source.`/`destination.`), its Swift type, and where it is declared.
    public struct Requirement: Sendable {
        public var name: String
        public var type: String
        public var transition: String
        public var range: SourceRange
    }

    /// The diagnostic for each of `result`'s transitions whose name an earlier file took:
    /// a warning for `check` (the files may belong to different targets), an error where the
    /// files are known to share one.
    public mutating func clashes(in result: CompileResult, severity: Diagnostic.Severity = .warning) -> [Diagnostic] {
        clashes(path: result.file.path, names: Self.names(of: result), severity: severity)
    }

    /// All the comparison needs of a file.
    public static func names(of result: CompileResult) -> Declared {
        Declared(transitions: result.transitions.map { ($0.name, $0.nameRange ?? $0.range) },
                 requirements: result.transitions.flatMap(requirements(of:)))
    }

    static func requirements(of ir: TransitionIR) -> [Requirement] {
        let copiedImages = ir.copiedImageViews
        return ir.views.compactMap { v in
            guard case .provided(_, let property) = v.kind else { return nil }
            return Requirement(name: property, type: ir.requirementType(of: v, copiedImages: copiedImages), transition: ir.name, range: v.range)
        }
    }

    public mutating func clashes(path: String, names: Declared, severity: Diagnostic.Severity = .warning) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for (name, range) in names.transitions {
            guard let earlier = first[name] else {
                first[name] = (path, range)
                continue
            }
            guard earlier.path != path else { continue }
            found.append(Diagnostic(severity, "duplicate-transition",
                                    "a transition named '\(name)' is also defined in \(earlier.path):\(earlier.range.start.line):\(earlier.range.start.column)",
                                    at: range, notes: [.init("in one app target their generated types clash; rename one (the types are named after it)")]))
        }
        for r in names.requirements {
            guard let earlier = required[r.name] else {
                required[r.name] = (r.type, r.transition, path, r.range)
                continue
            }
            guard earlier.type != r.type, earlier.transition != r.transition else { continue }
            found.append(Diagnostic(.warning, "requirement-type-clash",
                                    "'\(r.name)' is required as \(r.type) here and as \(earlier.type) by \(earlier.transition) (\(earlier.path):\(earlier.range.start.line):\(earlier.range.start.column))",
                                    at: r.range, notes: [
                                        .init("Swift matches a protocol's property by its exact type: a view controller that adopts both protocols cannot provide both"),
                                        .init("if one view controller adopts both, ask for the view under another name in one spec and give the view controller a property of that name"),
                                    ]))
        }
        return found
    }
}
