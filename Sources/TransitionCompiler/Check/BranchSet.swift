/// The branches of a transition as declared (`push: {...}`, `pop: reverse push`,
/// `push: system`), and their resolution into final BranchIRs: custom branches checked,
/// reverses derived (cycles detected), default dimming tracks added, every branch validated,
/// cancellation and animator groups derived.
struct BranchSet {
    enum Declaration {
        case system
        case reverse(Operation, range: SourceRange)
        /// Written out: its YAML is in `writtenPairs` until `checkWritten` has read it.
        case custom
    }

    let context: ContextKind
    private(set) var declared: [Operation: Declaration] = [:]
    /// Where each declared operation's key is written.
    private(set) var keyRanges: [Operation: SourceRange] = [:]
    /// The written branches' YAML, dropped once checked (so the set holds no node while
    /// reverses are derived).
    private var writtenPairs: [Operation: YAMLPair] = [:]

    init(context: ContextKind) {
        self.context = context
    }

    mutating func declare(_ op: Operation, _ pair: YAMLPair, checker: TransitionChecker) {
        keyRanges[op] = pair.key.range
        guard let s = pair.value.scalar else {
            declared[op] = .custom
            writtenPairs[op] = pair
            return
        }
        let words = s.value.split(separator: " ").map(String.init)
        if words == ["system"] {
            declared[op] = .system
        } else if words.first == "reverse", words.count == 2 {
            guard let target = Operation(rawValue: words[1]), target.context == context else {
                let chars = Array(s.value.unicodeScalars)
                let start = (chars.firstIndex(of: " ") ?? 0) + (s.value.dropFirst("reverse".count).prefix { $0 == " " }.count)
                let wordRange = s.sourceRange(ofValue: start..<chars.count)
                checker.reader.reportUnknown(words[1], kind: "operation", in: "'reverse'", candidates: context.operations.map(\.rawValue),
                                             at: wordRange, code: "unknown-operation")
                return
            }
            declared[op] = .reverse(target, range: s.range)
        } else if s.value.isEmpty {
            checker.sink.error("empty-value", "the '\(op.rawValue)' branch is empty", at: pair.key.range,
                               notes: [.init("write a branch (setup, animate, finish), 'reverse \(op.opposite.rawValue)' or 'system'")])
        } else {
            checker.sink.error("branch-form", "a branch is a mapping (setup, animate, finish), 'reverse \(op.opposite.rawValue)' or 'system'",
                               at: s.range,
                               notes: Names.closest(to: words.first ?? "", in: ["reverse", "system"]).map { [.init("did you mean '\($0)'?")] } ?? [])
        }
    }

    /// Whether `op` has (or derives) a custom animation.
    func isCustom(_ op: Operation) -> Bool {
        var seen: Set<Operation> = []
        var current = op
        while let d = declared[current], !seen.contains(current) {
            seen.insert(current)
            switch d {
            case .system: return false
            case .custom: return true
            case .reverse(let target, _): current = target
            }
        }
        return false
    }

    /// Checks the written branches: the last reading of their YAML, which is then forgotten.
    mutating func checkWritten(checker: TransitionChecker, presentation: PresentationIR?) -> [Operation: BranchIR] {
        let sink = checker.sink
        var written: [Operation: BranchIR] = [:]
        for (op, d) in declared {
            guard case .custom = d, let pair = writtenPairs[op] else { continue }
            let before = sink.errorCount
            var trackErrors = 0
            guard var branch = BranchChecker(checker: checker, operation: op).check(pair, trackErrors: &trackErrors) else { continue }
            if sink.errorCount == before {
                if let dimming = presentation?.dimming {
                    BranchDerivation.addDefaultDimmingTrack(&branch, dimming: dimming, defaultCurve: checker.defaults.curve)
                }
                written[op] = branch
            } else if sink.errorCount - before == trackErrors {
                // Only tracks failed, and each was left out: the steps and the other tracks are
                // as written, so what the validator says of them does not follow from those errors.
                withTrackErrors[op] = branch
            }
        }
        writtenPairs = [:]
        return written
    }

    /// Branches whose only errors were in tracks (left out): validated for the errors that do
    /// not follow from those (issue 31 item 10), never made into IR.
    private(set) var withTrackErrors: [Operation: BranchIR] = [:]

    /// The final branches from the checked `written` ones: validated, reverses derived (cycles
    /// detected), finalized. Reads no YAML.
    func resolve(written: [Operation: BranchIR], checker: TransitionChecker) -> [Operation: BranchIR] {
        let sink = checker.sink
        var result: [Operation: BranchIR] = [:]
        let validator = HierarchyValidator(checker: checker, hasCustomPresentation: checker.hasCustomPresentation)
        for op in context.operations {
            guard let d = declared[op] else { continue }
            switch d {
            case .system:
                continue
            case .custom:
                if let partial = withTrackErrors[op] {
                    validator.validate(partial, derivedAt: nil)
                    continue
                }
                guard let branch = written[op] else { continue }
                let errors = sink.errorCount
                validator.validate(branch, derivedAt: nil)
                if sink.errorCount == errors { result[op] = BranchDerivation.finalize(branch, views: checker.views) }
            case .reverse(let target, let range):
                // Follow the chain to a written branch, detecting cycles.
                var chain: [Operation] = [op]
                var current = target
                var source: BranchIR?
                while true {
                    if chain.contains(current) {
                        sink.error("reverse-cycle", "'\(op.rawValue)' is a reverse of itself (\((chain + [current]).map(\.rawValue).joined(separator: " → ")))",
                                   at: range, notes: [.init("one branch of the cycle must be written out")])
                        break
                    }
                    chain.append(current)
                    switch declared[current] {
                    case nil:
                        sink.error("reverse-missing", "cannot reverse '\(current.rawValue)': the transition has no '\(current.rawValue)' branch",
                                   at: range, notes: [.init("write the '\(current.rawValue)' branch, or write this one out")])
                    case .system?:
                        sink.error("reverse-system", "cannot reverse '\(current.rawValue)': it is UIKit's system animation", at: range,
                                   notes: keyRanges[current].map { [.init("declared 'system' here", at: $0)] } ?? [])
                    case .reverse(let next, _)?:
                        current = next
                        continue
                    case .custom?:
                        source = written[current]
                    }
                    break
                }
                guard var derived = source else { continue }
                // Reversing twice gives the original direction back.
                let reversals = chain.count - 1
                if reversals % 2 == 1 {
                    let errors = sink.errorCount
                    derived = BranchDerivation.reverse(derived, as: op, at: range, checker: checker)
                    if sink.errorCount != errors { continue }
                } else {
                    derived.operation = op
                }
                derived.reversedFrom = current
                derived.range = range
                let errors = sink.errorCount
                validator.validateDerived(derived, derivedAt: range)
                if sink.errorCount == errors { result[op] = BranchDerivation.finalize(derived, views: checker.views) }
            }
        }
        if context == .navigation, !checker.implausiblyLong.isSet { warnLongNavigation(result, sink: sink) }
        return result
    }

    /// A navigation transition longer than this (seconds) is reported: UINavigationController
    /// ignores pushes and pops (and the back button) while a transition runs, and the incoming
    /// view controller's `viewDidAppear` comes only at its end. UIKit's own push takes about 0.35 s
    /// (measured, not documented); 1 s, about three of them, leaves room for an expressive
    /// transition while keeping the stack responsive (Docs/DIAGNOSTICS.md, long-navigation).
    static let longNavigationThreshold = 1.0

    /// Not called when a duration was already called implausible (`duration: 300`, meant as ms):
    /// that is the cause, and the long transition only follows from it.
    private func warnLongNavigation(_ branches: [Operation: BranchIR], sink: DiagnosticSink) {
        for op in context.operations {
            guard let branch = branches[op], branch.duration > Self.longNavigationThreshold else { continue }
            // A derived branch lasts as long as the branch it reverses: one cause, reported once,
            // at the written branch, which is where it is changed.
            if let written = branch.reversedFrom, let source = branches[written], source.duration > Self.longNavigationThreshold { continue }
            let seconds = (branch.duration * 100).rounded() / 100
            let text = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
            var notes: [Diagnostic.Note] = [.init("UINavigationController ignores pushes and pops while a transition runs, and viewDidAppear comes at its end; keep it under 1 s (UIKit's push takes about 0.35 s) and animate longer effects, such as a loading shimmer, in the view controller")]
            for derived in context.operations where derived != op && branches[derived]?.reversedFrom == op {
                notes.append(.init("'\(derived.rawValue)', derived by reversing '\(op.rawValue)', lasts as long: shortening '\(op.rawValue)' shortens both"))
            }
            sink.warning("long-navigation", "'\(op.rawValue)' lasts \(text) s: the navigation stack is locked until it ends", at: branch.range, notes: notes)
        }
    }
}
