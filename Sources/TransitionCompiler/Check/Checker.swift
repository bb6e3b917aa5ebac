import Dispatch
import Foundation

/// The checker: YAML documents in, typed transitions out. Every problem becomes a diagnostic;
/// checking carries on past errors where it can, so a user sees all of a file's problems.
public enum Checker {
    /// `jobs`: how many documents of the file may be checked at once (issue 17). The result and
    /// the diagnostics are the same, in the same order, for any number: see `checkInParallel`.
    public static func check(documents: [YAMLDocument], file: SourceFile, diagnostics: DiagnosticSink,
                             jobs: Int = 1) -> [TransitionIR] {
        let nonEmpty = documents.filter { $0.root != nil }
        if nonEmpty.isEmpty {
            diagnostics.error("empty-spec", "the file holds no transition", at: documents.first?.range ?? file.startRange,
                              notes: [.init("a spec starts with 'transition: Name' and 'context: navigation|modal|tab'")])
            return []
        }
        var merger = Merger(sink: diagnostics)
        if jobs > 1, nonEmpty.count > 1 {
            checkInParallel(nonEmpty, file: file, jobs: jobs, into: &merger)
        } else {
            for document in nonEmpty { merger.checkHere(document, file: file) }
        }
        return merger.result
    }

    /// The checks that the environment's TRANSC_JOBS allows, or one per core.
    public static var defaultJobs: Int {
        if let value = ProcessInfo.processInfo.environment["TRANSC_JOBS"], let n = Int(value), n > 0 { return n }
        return max(1, ProcessInfo.processInfo.activeProcessorCount)
    }

    /// One document checked on its own sink.
    private struct Checked: Sendable {
        var ir: TransitionIR?
        var nameRange: SourceRange?
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
    private static func checkInParallel(_ documents: [YAMLDocument], file: SourceFile, jobs: Int, into merger: inout Merger) {
        let slots = Slots(count: documents.count)
        let next = Counter()
        let errorLimit = merger.sink.errorLimit
        DispatchQueue.concurrentPerform(iterations: min(jobs, documents.count)) { _ in
            while let i = next.take(below: documents.count) {
                guard let root = documents[i].root else { continue }
                let sink = DiagnosticSink(errorLimit: errorLimit)
                var checker = TransitionChecker(root: root, file: file, sink: sink)
                let ir = checker.check()
                slots.set(i, Checked(ir: ir, nameRange: checker.nameRange, diagnostics: sink.diagnostics, errors: sink.errorCount,
                                     suggestionSearches: sink.suggestionSearches, suggestionIndexBuilds: sink.suggestionIndexBuilds))
            }
        }
        for (i, document) in documents.enumerated() {
            guard let checked = slots.get(i), merger.canTake(checked) else {
                for rest in documents[i...] { merger.checkHere(rest, file: file) }
                return
            }
            merger.take(checked, root: document.root)
        }
    }

    /// The file's transitions and the duplicate-name check, document by document in file order.
    private struct Merger {
        let sink: DiagnosticSink
        var result: [TransitionIR] = []
        var names: [String: SourceRange] = [:]

        init(sink: DiagnosticSink) {
            self.sink = sink
        }

        /// Checks `document` on the shared sink (one job, or after the limit came near).
        mutating func checkHere(_ document: YAMLDocument, file: SourceFile) {
            guard let root = document.root else { return }
            let before = sink.errorCount
            var checker = TransitionChecker(root: root, file: file, sink: sink)
            guard let ir = checker.check() else { return }
            accept(ir, nameRange: checker.nameRange ?? root.range, clean: sink.errorCount == before)
        }

        /// Whether `checked` came out as it would have on the shared sink.
        func canTake(_ checked: Checked) -> Bool {
            sink.errorCount + checked.errors < sink.errorLimit && !checked.diagnostics.contains(where: sink.contains)
        }

        mutating func take(_ checked: Checked, root: YAMLNode?) {
            for d in checked.diagnostics { sink.add(d) }
            sink.suggestionSearches += checked.suggestionSearches
            sink.suggestionIndexBuilds += checked.suggestionIndexBuilds
            guard let ir = checked.ir, let root else { return }
            accept(ir, nameRange: checked.nameRange ?? root.range, clean: checked.errors == 0)
        }

        private mutating func accept(_ ir: TransitionIR, nameRange: SourceRange, clean: Bool) {
            if let previous = names[ir.name] {
                sink.error("duplicate-transition", "a transition named '\(ir.name)' is already defined in this file",
                           at: nameRange, notes: [.init("first defined here", at: previous)])
                return
            }
            names[ir.name] = nameRange
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
