/// `reduceMotion:` and `branches:` (Docs/LANGUAGE.md, "Accessibility and locale"): what each
/// custom operation plays while the user has Reduce Motion on. Read with the other top-level
/// keys; resolved once the operations' branches are final, so a crossfade is derived from the
/// branch that really plays (a reverse included).
struct ReduceMotionSpec {
    /// A choice as written, with where it was written (for diagnostics).
    struct Written {
        var choice: OperationIR.ReduceMotionChoice
        var range: SourceRange
    }

    /// The values every operation may take besides a named branch.
    static let keywords = ["crossfade", "system"]
    /// The transition-wide key of the mapping form (`reduceMotion: { default: system, pop: crossfade }`).
    static let defaultKey = "default"

    var transitionWide: Written?
    var perOperation: [Operation: Written] = [:]
    /// `branches:` as written, by name.
    var named: [String: YAMLPair] = [:]
    /// Names under `branches:` already reported (a bad name or shape): a choice naming one is not
    /// reported again as unknown.
    var reported: Set<String> = []

    /// Reads `branches:` first (a choice names one), then `reduceMotion:`.
    static func read(_ keys: KeyedPairs, checker: TransitionChecker) -> ReduceMotionSpec {
        var spec = ReduceMotionSpec()
        let reader = checker.reader
        if let pair = keys["branches"], let pairs = reader.mapping(pair.value, "'branches'") {
            for p in pairs {
                guard let name = reader.keyName(p) else { continue }
                // Checked once here for its shape; its contents are checked per operation that plays it.
                guard p.value.mapping != nil else {
                    spec.reported.insert(name)
                    checker.sink.error("branch-form", "the branch '\(Names.printable(name))' must be a mapping (setup, animate, finish)", at: p.value.range,
                                       notes: [.init("a branch under 'branches:' is written out; 'system' and 'reverse' are values of 'reduceMotion' and of the operations")])
                    continue
                }
                if !Names.isSwiftIdentifier(name) || keywords.contains(name) || Operation(rawValue: name) != nil {
                    spec.reported.insert(name)
                    checker.sink.error("not-identifier", "'\(Names.printable(name))' cannot name a branch", at: p.key.range,
                                       notes: [.init("a branch's name is letters, digits and underscores, not starting with a digit, and not 'crossfade', 'system' or an operation")])
                    continue
                }
                spec.named[name] = p
            }
        }
        guard let pair = keys["reduceMotion"] else { return spec }
        let ops = checker.context.operations
        if let pairs = pair.value.mapping {
            let known = [defaultKey] + ops.map(\.rawValue)
            let written = reader.keyed(pairs, known: known, owner: pair.key.range, what: "'reduceMotion'")
            if let p = written[defaultKey] { spec.transitionWide = spec.choice(p.value, checker: checker) }
            for op in ops { if let p = written[op.rawValue] { spec.perOperation[op] = spec.choice(p.value, checker: checker) } }
        } else {
            spec.transitionWide = spec.choice(pair.value, checker: checker)
        }
        return spec
    }

    /// One value: `crossfade`, `system` or the name of a branch under `branches:`; an unknown
    /// name is reported with the closest known one.
    private func choice(_ node: YAMLNode, checker: TransitionChecker) -> Written? {
        guard node.scalar != nil else {
            checker.sink.error("expected-scalar", "'reduceMotion' takes crossfade, system or the name of a branch", at: node.range,
                               notes: [.init("found \(node.kindDescription)")])
            return nil
        }
        guard let s = checker.scalarValue(node, "crossfade, system or a branch's name") else { return nil }
        switch s.value {
        case "crossfade": return Written(choice: .crossfade, range: s.range)
        case "system": return Written(choice: .system, range: s.range)
        default:
            if named[s.value] != nil { return Written(choice: .named(s.value), range: s.range) }
            if reported.contains(s.value) { return nil }
            let names = named.keys.sorted()
            checker.reader.reportUnknown(s.value, kind: "branch", in: "'reduceMotion'", candidates: Self.keywords + names,
                                         at: s.range, code: "unknown-branch",
                                         extraNotes: [.init(names.isEmpty
                                             ? "'reduceMotion' takes crossfade, system, or the name of a branch written under 'branches:'"
                                             : "'reduceMotion' takes crossfade, system, or a branch under 'branches:' (\(names.joined(separator: ", ")))")])
            return nil
        }
    }

    /// Sets each custom operation's reduced-motion body. `resolved` holds the final branches.
    func apply(to operations: inout [OperationIR], resolved: [Operation: BranchIR], checker: TransitionChecker,
               presentation: PresentationIR?) {
        var checkedNamed: [String: [Operation: BranchIR]] = [:]
        for i in operations.indices {
            let op = operations[i].operation
            guard let branch = resolved[op] else { continue }
            let written = perOperation[op] ?? transitionWide
            let choice = written?.choice ?? .crossfade
            operations[i].reduceMotionChoice = choice
            switch choice {
            case .system:
                operations[i].reducedMotion = .system
            case .crossfade:
                let fade = Crossfade(branch: branch, views: checker.views, hasCustomPresentation: checker.hasCustomPresentation,
                                     presentingInContainer: checker.presentingInContainer).derive()
                operations[i].reducedMotion = .custom(BranchDerivation.finalize(fade, views: checker.views))
            case .named(let name):
                guard let pair = named[name] else { continue }
                if checkedNamed[name]?[op] == nil, let b = checkNamed(pair, for: op, checker: checker, presentation: presentation) {
                    checkedNamed[name, default: [:]][op] = b
                }
                operations[i].reducedMotion = checkedNamed[name]?[op].map { .custom($0) } ?? .system
            }
        }
    }

    /// A named branch, checked for the operation that plays it (`from`/`to` are that
    /// operation's), with the default dimming track and the hierarchy rules of any branch.
    private func checkNamed(_ pair: YAMLPair, for op: Operation, checker: TransitionChecker,
                            presentation: PresentationIR?) -> BranchIR? {
        let sink = checker.sink
        if let pairs = pair.value.mapping, let match = pairs.first(where: { $0.key.scalar?.value == "match" }) {
            sink.error("not-in-context", "'match' is for the operations' own branches, not for a branch under 'branches:'",
                       at: match.key.range, notes: [.init("write the matched views' snapshots, steps and tracks out in this branch")])
            return nil
        }
        var plain = checker
        plain.matches = [:]
        let before = sink.errorCount
        guard var branch = BranchChecker(checker: plain, operation: op).check(pair), sink.errorCount == before else { return nil }
        if let dimming = presentation?.dimming {
            BranchDerivation.addDefaultDimmingTrack(&branch, dimming: dimming, defaultCurve: checker.defaults.curve)
        }
        HierarchyValidator(checker: checker, hasCustomPresentation: checker.hasCustomPresentation).validate(branch, derivedAt: nil)
        guard sink.errorCount == before else { return nil }
        return BranchDerivation.finalize(branch, views: checker.views)
    }
}
