/// One message from any stage of the pipeline. Stages append diagnostics to a
/// `DiagnosticSink` and carry on, so a user sees every problem of a file in one run.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Sendable, Comparable {
        case note, warning, error

        private var rank: Int { self == .note ? 0 : self == .warning ? 1 : 2 }
        public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    }

    /// A secondary message attached to a diagnostic: where something was declared,
    /// what was expected, or a suggested fix. `range` is nil for a note that points nowhere.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var range: SourceRange?
        public init(_ message: String, at range: SourceRange? = nil) {
            self.message = message
            self.range = range
        }
    }

    /// A replacement the user can apply: the text of `range` becomes `replacement`.
    public struct FixIt: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String
        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }

    public var severity: Severity
    /// A stable identifier for the catalogue in Docs/DIAGNOSTICS.md, e.g. `unknown-key`.
    public var code: String
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(_ severity: Severity, _ code: String, _ message: String, at range: SourceRange,
                notes: [Note] = [], fixIts: [FixIt] = []) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }
}

/// Collects diagnostics for one source file. Not thread-safe: one per compilation.
public final class DiagnosticSink {
    public private(set) var diagnostics: [Diagnostic] = []
    /// Stop collecting after this many errors; a hostile file must not produce a million lines.
    public let errorLimit: Int
    public private(set) var droppedErrors = 0

    public init(errorLimit: Int = 200) {
        self.errorLimit = errorLimit
    }

    /// Errors kept so far (kept as a count: a hostile file adds many).
    public private(set) var errorCount = 0
    public var hasErrors: Bool { errorCount > 0 || droppedErrors > 0 }
    /// True once the error limit is reached: callers may skip work (suggestions) for errors that
    /// would only be counted.
    public var isFull: Bool { errorCount >= errorLimit }
    private var seen: Set<Diagnostic> = []
    /// How many "did you mean" searches ran: one per printed unknown-name error at most, none
    /// past the cap (a test holds the checker to it).
    var suggestionSearches = 0
    /// How many times a file's view names were indexed for suggestions (once per document at most).
    var suggestionIndexBuilds = 0

    /// Every diagnostic offered, kept or not: a check that left it unchanged said nothing.
    private(set) var additions = 0

    public func add(_ diagnostic: Diagnostic) {
        additions += 1
        if diagnostic.severity == .error, isFull {
            droppedErrors += 1
            return
        }
        // The same message at the same place twice (e.g. from a shared alias) says nothing new.
        guard seen.insert(diagnostic).inserted else { return }
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    /// Whether `diagnostic` was kept already (another copy would be dropped).
    func contains(_ diagnostic: Diagnostic) -> Bool { seen.contains(diagnostic) }

    public func error(_ code: String, _ message: String, at range: SourceRange,
                      notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        add(Diagnostic(.error, code, message, at: range, notes: notes, fixIts: fixIts))
    }

    public func warning(_ code: String, _ message: String, at range: SourceRange,
                        notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        add(Diagnostic(.warning, code, message, at: range, notes: notes, fixIts: fixIts))
    }

    /// Diagnostics in source order (stable for equal positions).
    public var sorted: [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            a.element.range.start == b.element.range.start ? a.offset < b.offset
                : a.element.range.start < b.element.range.start
        }.map(\.element)
    }
}
