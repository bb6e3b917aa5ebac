import Dispatch
import Foundation

/// The checker: YAML documents in, typed transitions out. Every problem becomes a diagnostic;
/// checking carries on past errors where it can, so a user sees all of a file's problems.
public enum Checker {
    /// `jobs`: how many documents of the file may be checked at once (issue 17). The result and
    /// the diagnostics are the same, in the same order, for any number: see `checkInParallel`.
    public static func check(documents: [YAMLDocument], file: SourceFile, diagnostics: DiagnosticSink,
                             jobs: Int = 1) -> [TransitionIR] {
        check(ComposedDocuments(documents), file: file, diagnostics: diagnostics, jobs: jobs)
    }

    /// Checks the documents of `composed`, taking each out of it as it is checked (one job), so
    /// that its nodes are freed once it is read (see `TransitionChecker.check`).
    public static func check(_ composed: ComposedDocuments, file: SourceFile, diagnostics: DiagnosticSink,
                             jobs: Int = 1) -> [TransitionIR] {
        let nonEmpty = composed.hasRoot.indices.filter { composed.hasRoot[$0] }
        if nonEmpty.isEmpty {
            diagnostics.error("empty-spec", "the file holds no transition", at: composed.firstRange ?? file.startRange,
                              notes: [.init("a spec starts with 'transition: Name' and 'context: navigation|modal|tab'")])
            return []
        }
        var merger = Merger(sink: diagnostics, hook: composed.derivePhaseStarted)
        if jobs > 1, nonEmpty.count > 1 {
            checkInParallel(composed, nonEmpty, file: file, jobs: jobs, into: &merger)
        } else {
            for i in nonEmpty { merger.checkHere(composed, i, file: file) }
        }
        return merger.result
    }

    /// The checks that the environment's TRANSC_JOBS allows, or one per core. Read once per
    /// process: asked for every file, `ProcessInfo.environment` built a dictionary of the whole
    /// environment under Foundation's lock each time (a fifth of `transc check`'s instructions
    /// on 200 small files, and the workers of a many-file check waited on each other for it).
    public static let defaultJobs: Int = jobs(setting: ProcessInfo.processInfo.environment["TRANSC_JOBS"],
                                             cores: ProcessInfo.processInfo.activeProcessorCount)

    /// TRANSC_JOBS's value when it is a whole number over 0, else one job per core.
    static func jobs(setting: String?, cores: Int) -> Int {
        if let setting, let n = Int(setting), n > 0 { return n }
        return max(1, cores)
    }

    /// One document checked on its own sink.
    private struct Checked: Sendable {
        var ir: TransitionIR?
        /// The transition's name, or its root node when it has none.
        var nameRange: SourceRange
        var diagnostics: [Diagnostic]
        var errors: Int
        var suggestionSearches: Int
        var suggestionIndexBuilds: Int
    }

    /// Checks every document on its own sink, several at once, then takes the results in the
    /// order of the file. A document's checks depend on the shared sink only through its error
    /// limit (past it errors are counted, not kept, and some checks are skipped) and through
    /// repeated diagnostics (kept once); documents never share a location. So a result is taken
    /// as it is while the sink stays below the limit and has none of its diagnostics; from the
    /// first document where that fails, the rest are checked again, one after another, on the
    /// shared sink, exactly as with one job.
    private static func checkInParallel(_ composed: ComposedDocuments, _ indices: [Int], file: SourceFile, jobs: Int,
                                        into merger: inout Merger) {
        let slots = Slots(count: indices.count)
        let next = Counter()
        let errorLimit = merger.sink.errorLimit
        let hook = merger.hook
        DispatchQueue.concurrentPerform(iterations: min(jobs, indices.count)) { _ in
            while let i = next.take(below: indices.count) {
                // Peeked, not taken: the document is checked again if its result cannot be used.
                guard let root = composed.peek(indices[i])?.root else { continue }
                let sink = DiagnosticSink(errorLimit: errorLimit)
                var checker = TransitionChecker(root: root, file: file, sink: sink)
                checker.derivePhaseStarted = hook
                let ir = checker.check()
                slots.set(i, Checked(ir: ir, nameRange: checker.nameRange ?? checker.rootRange, diagnostics: sink.diagnostics,
                                     errors: sink.errorCount, suggestionSearches: sink.suggestionSearches,
                                     suggestionIndexBuilds: sink.suggestionIndexBuilds))
            }
        }
        for (i, index) in indices.enumerated() {
            guard let checked = slots.get(i), merger.canTake(checked) else {
                for rest in indices[i...] { merger.checkHere(composed, rest, file: file) }
                return
            }
            merger.take(checked)
            _ = composed.take(index)
        }
    }

    /// The file's transitions and the duplicate-name check, document by document in file order.
    private struct Merger {
        let sink: DiagnosticSink
        let hook: (@Sendable () -> Void)?
        var result: [TransitionIR] = []
        var names: [String: SourceRange] = [:]

        init(sink: DiagnosticSink, hook: (@Sendable () -> Void)?) {
            self.sink = sink
            self.hook = hook
        }

        /// Checks document `i` of `composed` on the shared sink (one job, or after the limit came
        /// near), taking it: the checker holds its only reference.
        mutating func checkHere(_ composed: ComposedDocuments, _ i: Int, file: SourceFile) {
            guard var checker = Self.checker(composed, i, file: file, sink: sink) else { return }
            checker.derivePhaseStarted = hook
            let before = sink.errorCount
            guard let ir = checker.check() else { return }
            accept(ir, nameRange: checker.nameRange ?? checker.rootRange, clean: sink.errorCount == before)
        }

        /// A checker for document `i`, which `composed` no longer holds.
        private static func checker(_ composed: ComposedDocuments, _ i: Int, file: SourceFile,
                                    sink: DiagnosticSink) -> TransitionChecker? {
            guard let root = composed.take(i)?.root else { return nil }
            return TransitionChecker(root: root, file: file, sink: sink)
        }

        /// Whether `checked` came out as it would have on the shared sink.
        func canTake(_ checked: Checked) -> Bool {
            sink.errorCount + checked.errors < sink.errorLimit && !checked.diagnostics.contains(where: sink.contains)
        }

        mutating func take(_ checked: Checked) {
            for d in checked.diagnostics { sink.add(d) }
            sink.suggestionSearches += checked.suggestionSearches
            sink.suggestionIndexBuilds += checked.suggestionIndexBuilds
            guard let ir = checked.ir else { return }
            accept(ir, nameRange: checked.nameRange, clean: checked.errors == 0)
        }

        private mutating func accept(_ ir: TransitionIR, nameRange: SourceRange, clean: Bool) {
            if let previous = names[ir.name] {
                sink.error("duplicate-transition", "a transition named '\(ir.name)' is already defined in this file",
                           at: nameRange, notes: [.init("first defined here", at: previous)])
                return
            }
            names[ir.name] = nameRange
            var ir = ir
            ir.nameRange = nameRange
            if clean { result.append(ir) }
        }
    }

    private final class Slots: @unchecked Sendable {
        private var values: [Checked?]
        private let lock = NSLock()
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ value: Checked) { lock.withLock { values[i] = value } }
        func get(_ i: Int) -> Checked? { lock.withLock { values[i] } }
    }

    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func take(below limit: Int) -> Int? {
            lock.withLock {
                guard value < limit else { return nil }
                value += 1
                return value - 1
            }
        }
    }
}
