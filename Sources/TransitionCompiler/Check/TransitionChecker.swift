/// Checks one YAML document: the top-level keys, the views, the presentation, the branches,
/// the interactions and the preview scene; then derives reverses and cancellation.
struct TransitionChecker {
    /// The document, while it is read: nil once the written branches are checked, so that its
    /// nodes are freed before the reverses and crossfades are derived (issue 17).
    private(set) var root: YAMLNode?
    /// Where the document's root node stands.
    let rootRange: SourceRange
    let file: SourceFile
    let sink: DiagnosticSink
    var reader: NodeReader { NodeReader(sink: sink) }
    /// Test hook: called when the document is read and deriving starts.
    var derivePhaseStarted: (@Sendable () -> Void)?

    private(set) var nameRange: SourceRange?
    var context: ContextKind = .navigation
    var views: [ViewDecl] = []
    var defaults = TimingDefaults()
    var hasCustomPresentation = false
    /// Whether the presenting view is in the container for the whole presentation: the written
    /// present places a view against it (`TransitionIR.presentingInContainer`, the same rule).
    var presentingInContainer = false
    /// `layoutDirection:` (LayoutDirectionChecks.swift), read before any expression.
    var layoutRule: LayoutDirectionRule = .mirrored
    /// "Did you mean" candidates: the view names, indexed once per document when first needed.
    let nameIndexes = NameIndexCache()
    /// Whether a duration or delay of this transition was called implausibly long: the long
    /// navigation it makes is then not reported again (`BranchSet.warnLongNavigation`).
    let implausiblyLong = Flag()
    /// Curves already checked clean, by their text: thousands of tracks repeat one spring.
    let checkedCurves = CurveMemo()
    /// Each branch's `match:` (MatchedViews.swift), read with the views.
    var matches: [Operation: MatchPlan] = [:]

    static let topKeys = ["transition", "context", "appliesTo", "duration", "delay", "curve", "views", "presentation",
                          "push", "pop", "present", "dismiss", "forward", "backward", "interactive", "reduceMotion", "branches", "preview",
                          "layoutDirection"]

    init(root: YAMLNode, file: SourceFile, sink: DiagnosticSink) {
        self.root = root
        rootRange = root.range
        self.file = file
        self.sink = sink
    }

    /// What the derive phase needs of the read phase: values and ranges, and the few top-level
    /// keys still read after the written branches (in a tree of their own, see `YAMLTree.keeping`).
    struct Read {
        var name: String?
        var appliesTo: String?
        var presentation: PresentationIR?
        var branches: BranchSet
        var written: [Operation: BranchIR]
        var interactions: [Operation: InteractionIR]
        var dismissKey: SourceRange?
        /// `branches`, `reduceMotion` and `preview`, when written.
        var later: KeyedPairs
    }

    /// The keys read after the written branches are checked.
    static let laterKeys = ["branches", "reduceMotion", "preview"]

    /// Reads the document, then derives from what was read once the document is released: the
    /// checks run, and say what they say, in the same order as in one pass.
    mutating func check() -> TransitionIR? {
        guard var read = read() else { return nil }
        root = nil
        // A branch's match plan holds YAML pairs: read with the written branches, done with now.
        matches = [:]
        derivePhaseStarted?()
        let resolved = read.branches.resolve(written: read.written, checker: self)
        // The written branches as checked are not needed once final: freed before the crossfades.
        read.written = [:]
        return derive(read, resolved: resolved)
    }

    /// Everything that reads the document's nodes: the top-level keys, the views, the
    /// presentation, the interactions and the written branches.
    private mutating func read() -> Read? {
        guard let root, let pairs = reader.mapping(root, "a transition") else { return nil }
        let keys = reader.keyed(pairs, known: Self.topKeys, required: SpecKeys.topRequired, owner: SourceRange(at: rootRange.start),
                                what: "a transition", allowExtensions: true)
        let name = checkName(keys["transition"])
        guard let contextKind = checkContext(keys["context"], keys: keys) else { return nil }
        context = contextKind

        var appliesTo: String?
        if let pair = keys["appliesTo"], let s = reader.scalar(pair.value, "appliesTo") {
            if context == .modal {
                sink.error("not-in-context", "'appliesTo' is for navigation and tab transitions", at: pair.key.range,
                           notes: [.init("a modal transition is chosen by setting the presented view controller's transitioningDelegate")])
            } else if !Names.isSwiftIdentifier(s.value) {
                sink.error("not-identifier", "'\(Names.printable(s.value))' is not a view-controller class name", at: s.range,
                           notes: [.init("a class name is letters, digits and underscores, not starting with a digit")])
            } else {
                appliesTo = s.value
            }
        }

        if let pair = keys["layoutDirection"] { layoutRule = checkLayoutDirection(pair) }
        defaults = TimingDefaults(duration: 0.35, delay: 0, curve: .named(.easeInOut))
        let scopeForDefaults = ExpressionChecker.Scope(views: ["container": .container],
                                                       decls: [ViewDecl(id: .container, name: "container", kind: .container, range: rootRange)])
        if let pair = keys["duration"], let d = checkDuration(pair.value, scope: scopeForDefaults, what: "duration") { defaults.duration = d }
        if let pair = keys["delay"], let d = checkDelay(pair.value, scope: scopeForDefaults) { defaults.delay = d }
        if let pair = keys["curve"], let c = checkCurve(pair.value, scope: scopeForDefaults) { defaults.curve = c }

        hasCustomPresentation = context == .modal && keys["presentation"] != nil
        if let pair = keys["presentation"], context != .modal {
            sink.error("not-in-context", "'presentation' is for modal transitions", at: pair.key.range,
                       notes: [.init("this is a \(context.rawValue) transition")])
        }
        declareBuiltInViews(dimming: hasCustomPresentation && presentationHasDimming(keys["presentation"]))
        if let pair = keys["views"] { checkViews(pair.value) }
        if hasCustomPresentation { declareChrome(keys["presentation"]) }
        declareMatches(keys)
        var presentation = hasCustomPresentation ? keys["presentation"].flatMap { checkPresentation($0.value) } : nil
        if presentation != nil { presentation?.chrome = checkChrome(keys["presentation"]) }

        for op in Operation.allCases where op.context != context {
            if let pair = keys[op.rawValue] {
                sink.error("not-in-context", "'\(op.rawValue)' is not an operation of a \(context.rawValue) transition", at: pair.key.range,
                           notes: [.init("\(context.rawValue) transitions have \(context.operations.map(\.rawValue).joined(separator: " and "))")])
            }
        }
        var branches = BranchSet(context: context)
        for op in context.operations {
            if let pair = keys[op.rawValue] { branches.declare(op, pair, checker: self) }
        }
        if branches.declared.isEmpty {
            sink.error("no-branches", "the transition has no branch for \(context.operations.map(\.rawValue).joined(separator: " or "))",
                       at: keys["context"]?.key.range ?? rootRange,
                       notes: [.init("add '\(context.operations[0].rawValue):' with setup, animate and finish")])
        }
        var interactions: [Operation: InteractionIR] = [:]
        if let pair = keys["interactive"] { interactions = checkInteractive(pair.value, branches: branches) }
        let written = branches.checkWritten(checker: self, presentation: presentation)
        if hasCustomPresentation, let present = written[.present] ?? branches.withTrackErrors[.present] {
            presentingInContainer = present.placesAgainst(.sourceRoot)
        }
        return Read(name: name, appliesTo: appliesTo, presentation: presentation, branches: branches, written: written,
                    interactions: interactions, dismissKey: keys["dismiss"]?.key.range,
                    later: root.tree.keeping(keys, Self.laterKeys))
    }

    /// Cancellation, Reduce Motion and the preview scene, from what was read (the branches
    /// resolved: validated, reverses derived) and the few keys kept for them.
    private func derive(_ read: Read, resolved: [Operation: BranchIR]) -> TransitionIR? {
        let keys = read.later
        let presentation = read.presentation
        let reduceMotion = ReduceMotionSpec.read(keys, checker: self)
        PresentingView.checkRestored(resolved, checker: self, dismissKey: read.dismissKey)
        PresentingView.checkClipping(resolved, checker: self)
        checkFollowConflicts(read.interactions, resolved: resolved)
        checkFollowedSuperviews(read.interactions, resolved: resolved)
        warnLightOverlays(context.operations.compactMap { resolved[$0] })

        var operations: [OperationIR] = []
        for op in context.operations {
            let range = read.branches.keyRanges[op] ?? rootRange
            let body: OperationIR.Body = resolved[op].map { .custom($0) } ?? .system
            operations.append(OperationIR(operation: op, body: body, interaction: read.interactions[op], range: range))
        }
        reduceMotion.apply(to: &operations, resolved: resolved, checker: self, presentation: presentation)
        checkTransform3DForms(operations)
        let preview = checkPreview(keys["preview"]?.value, presentation: presentation)
        guard let transitionName = read.name else { return nil }
        var ir = TransitionIR(name: transitionName, context: context, appliesTo: read.appliesTo, views: views, operations: operations,
                              presentation: presentation, preview: preview, file: file.path, range: rootRange)
        ir.layoutDirection = layoutRule
        return ir
    }

    // MARK: - Name and context

    private mutating func checkName(_ pair: YAMLPair?) -> String? {
        guard let pair, let s = reader.scalar(pair.value, "the transition's name") else { return nil }
        nameRange = s.range
        guard Names.isSwiftIdentifier(s.value) else {
            let suggestion = Names.identifierSuggestion(from: s.value)
            sink.error("not-identifier", s.value.isEmpty ? "the transition needs a name" : "'\(Names.printable(s.value))' cannot name a transition",
                       at: s.range,
                       notes: [.init("it becomes the prefix of the generated Swift types: letters, digits and underscores, not starting with a digit")]
                           + (suggestion.map { [.init("did you mean '\($0)'?")] } ?? []),
                       fixIts: suggestion.map { [.init(range: s.range, replacement: $0)] } ?? [])
            return nil
        }
        return s.value
    }

    private func checkContext(_ pair: YAMLPair?, keys: KeyedPairs) -> ContextKind? {
        guard let pair, let s = reader.scalar(pair.value, "context") else { return nil }
        // The branches say which context was meant: when they all belong to one other context, the
        // context is the one mistake, and every error that would follow from it is left unsaid.
        let written = Operation.allCases.filter { keys[$0.rawValue] != nil }
        let implied = Set(written.map(\.context))
        if implied.count == 1, let meant = implied.first, meant.rawValue != s.value {
            let names = written.map { "'\($0.rawValue)'" }.joined(separator: " and ")
            let known = ContextKind(rawValue: s.value) != nil
            sink.error(known ? "not-in-context" : "unknown-context",
                       known ? "the context is '\(s.value)', but the branches are \(meant.rawValue) operations"
                             : "unknown context '\(Names.printable(s.value))' in this transition",
                       at: s.range,
                       notes: [.init("did you mean '\(meant.rawValue)'? (\(names) \(written.count == 1 ? "is a" : "are") \(meant.rawValue) operation\(written.count == 1 ? "" : "s"))", at: s.range)]
                           + (known ? [.init("\(s.value) transitions have \(ContextKind(rawValue: s.value)!.operations.map(\.rawValue).joined(separator: " and "))")] : []),
                       fixIts: [.init(range: s.range, replacement: meant.rawValue)])
            return nil
        }
        if let c = ContextKind(rawValue: s.value) { return c }
        let aliases: [String: ContextKind] = ["navigationController": .navigation, "nav": .navigation, "present": .modal,
                                              "presentation": .modal, "tabBar": .tab, "tabs": .tab]
        if let c = aliases[s.value] {
            sink.error("unknown-context", "unknown context '\(Names.printable(s.value))'", at: s.range,
                       notes: [.init("did you mean '\(c.rawValue)'?")], fixIts: [.init(range: s.range, replacement: c.rawValue)])
            return nil
        }
        reader.reportUnknown(s.value, kind: "context", in: "this transition", candidates: ContextKind.allCases.map(\.rawValue),
                             at: s.range, code: "unknown-context")
        return nil
    }

    // MARK: - Timing values

    func checkDuration(_ node: YAMLNode, scope: ExpressionChecker.Scope, what: String) -> Double? {
        guard let e = expression(node, expected: .duration, scope: scope, what: what) else { return nil }
        guard let v = ConstantFolder.number(e) else {
            sink.error("not-constant", "\(what) must be a constant", at: e.range)
            return nil
        }
        guard v.isFinite, v > 0 else {
            sink.error("out-of-range", "\(what) must be greater than 0, found \(format(v))", at: e.range)
            return nil
        }
        guard v <= 600 else {
            sink.error("out-of-range", "\(what) of \(format(v)) s is longer than any transition should be", at: e.range,
                       notes: [.init("durations are in seconds; the limit is 600 s (did you mean \(format(v))ms?)")])
            return nil
        }
        warnImplausible(v, e.range, what: what, short: true)
        return v
    }

    /// Longer than this, a duration or delay was most likely written in milliseconds.
    static let plausibleLongest = 10.0
    /// Shorter than one frame at 60 Hz, a duration plays as a cut: most likely `0.3ms` for `0.3s`.
    static let plausibleShortest = 1.0 / 60

    /// A warning, with the likely fix, for a value written in the wrong unit: `duration: 300`
    /// (meant as milliseconds) checks clean and plays for five minutes.
    private func warnImplausible(_ v: Double, _ range: SourceRange, what: String, short: Bool) {
        // The source text only for a warning: reading and trimming it for every value was 5 %
        // of checking the big spec (issue 17).
        var text: String { file.text(range).trimmingCharacters(in: .whitespaces) }
        if v > Self.plausibleLongest {
            implausiblyLong.isSet = true
            let text = text
            let digits = text.allSatisfy { $0.isNumber || $0 == "." }
            let fix = digits ? "\(text)ms" : nil
            sink.warning("implausible-duration", "a \(what) of \(format(v)) s is far longer than a transition plays", at: range,
                         notes: suggestion(fix, range) + [.init("values are in seconds unless written with ms; a transition usually takes 0.2...1 s")],
                         fixIts: fix.map { [.init(range: range, replacement: $0)] } ?? [])
        } else if short, v > 0, v < Self.plausibleShortest {
            let text = text
            let fix = text.hasSuffix("ms") && String(text.dropLast(2)).allSatisfy({ $0.isNumber || $0 == "." })
                ? String(text.dropLast(2)) + "s" : nil
            sink.warning("implausible-duration", "a \(what) of \(format(v * 1000)) ms is shorter than one frame", at: range,
                         notes: suggestion(fix, range) + [.init("one frame at 60 Hz is 16.7 ms, so this plays as a cut; a cut is a 'set' step")],
                         fixIts: fix.map { [.init(range: range, replacement: $0)] } ?? [])
        }
    }

    private func suggestion(_ fix: String?, _ range: SourceRange) -> [Diagnostic.Note] {
        fix.map { [.init("did you mean '\($0)'?", at: range)] } ?? []
    }

    func checkDelay(_ node: YAMLNode, scope: ExpressionChecker.Scope) -> Double? {
        guard let e = expression(node, expected: .duration, scope: scope, what: "delay") else { return nil }
        guard let v = ConstantFolder.number(e) else {
            sink.error("not-constant", "delay must be a constant", at: e.range)
            return nil
        }
        guard v.isFinite, v >= 0, v <= 600 else {
            sink.error("out-of-range", "delay must be in 0...600 seconds, found \(format(v))", at: e.range)
            return nil
        }
        warnImplausible(v, e.range, what: "delay", short: false)
        return v
    }

    func checkCurve(_ node: YAMLNode, scope: ExpressionChecker.Scope) -> CurveIR? {
        guard let s = scalarValue(node, "a curve") else { return nil }
        if let known = checkedCurves.clean[s.value] { return known }
        let before = sink.additions
        let curve = CurveChecker(expressions: ExpressionChecker(sink: sink, scalar: s, scope: scope)).check(s)
        // Only a curve that said nothing is remembered: its value then depends on its text alone
        // (a clean curve is constant, so it reads no view of the scope), and a text that gets a
        // diagnostic gets it again, at its own place, every time it is written.
        if let curve, sink.additions == before { checkedCurves.clean[s.value] = curve }
        return curve
    }

    /// A scalar expected to hold a value; an empty value gets a note about YAML comments.
    func scalarValue(_ node: YAMLNode, _ what: String) -> YAMLScalar? {
        // An alias the composer could not resolve stands for an empty scalar; it was reported.
        if node.isAlias, let t = node.scalar, t.value.isEmpty, t.style == .plain, t.range == node.range {
            return nil
        }
        guard let s = reader.scalar(node, what) else { return nil }
        if s.value.isEmpty, s.style == .plain {
            var notes: [Diagnostic.Note] = []
            let line = file.lineText(s.range.start.line)
            if let hash = line.firstIndex(of: "#") {
                let rest = String(line[hash...])
                notes.append(.init("'#' starts a comment in YAML, so '\(rest)' is not part of the value; write it in quotes: \"\(rest)\""))
            }
            sink.error("empty-value", "expected \(what), found an empty value", at: s.range, notes: notes)
            return nil
        }
        return s
    }

    /// Parses and types the scalar `node` as an expression.
    func expression(_ node: YAMLNode, expected: ValueType, scope: ExpressionChecker.Scope, what: String) -> Expr? {
        if let number = plainNumber(node, expected: expected) { return number }
        return parsedExpression(node, expected: expected, scope: scope, what: what)
    }

    /// `0`, `1`, `0.35` written plain where a number, duration or angle is expected: most values
    /// of a big spec (issue 17). Read from the file's bytes with the parser's own number rule,
    /// giving the expression `parsedExpression` gives, without the scalar's String, its range
    /// map, the parser and the checker (a third of reading a track). Nil for anything else, and
    /// for a number out of the value rule's range (reported by the general path).
    func plainNumber(_ node: YAMLNode, expected: ValueType) -> Expr? {
        guard ExpressionChecker.takesPlainNumbers(expected),
              let value = node.tree.withVerbatimText(node.index, ExpressionParser.plainNumber),
              ExpressionChecker.isPlainNumberValue(value, expected: expected) else { return nil }
        // A verbatim value is one line of the file: the range `ScalarRangeMap` gives the whole
        // of it is the node's own (PlainNumberTests compare the two).
        return Expr(.number(value), expected, node.range)
    }

    /// `expression` without the plain-number shortcut (the tests compare the two).
    func parsedExpression(_ node: YAMLNode, expected: ValueType, scope: ExpressionChecker.Scope, what: String) -> Expr? {
        let description: String
        switch expected {
        case .color: description = "a colour"
        case .duration: description = "a duration"
        default: description = "a value"
        }
        // (A mapping is not a scalar: asking `node.scalar` here made every value's text twice.)
        if expected == .color || expected == .rect, let pairs = node.mapping, pairs.count == 1 {
            sink.error("expected-scalar", "\(what) must be a single value", at: node.range,
                       notes: [.init("found a mapping: a ': ' (colon and space) inside an unquoted value starts a mapping; quote the value or remove the space")])
            return nil
        }
        guard let s = scalarValue(node, description) else { return nil }
        return ExpressionChecker(sink: sink, scalar: s, scope: scope).check(text: s.value, expected: expected)
    }
}

/// File-, branch- and track-level timing defaults.
struct TimingDefaults {
    var duration: Double = 0.35
    var delay: Double = 0
    var curve: CurveIR = .named(.easeInOut)
}

extension Names {
    /// A valid identifier close to `name`, for a fix-it (drop invalid characters, camel-case words).
    static func identifierSuggestion(from name: String) -> String? {
        var out = ""
        var upperNext = false
        for c in name.unicodeScalars {
            let isLetter = (c >= "a" && c <= "z") || (c >= "A" && c <= "Z")
            let isDigit = c >= "0" && c <= "9"
            if isLetter || isDigit || c == "_" {
                if out.isEmpty, isDigit { continue }
                out.unicodeScalars.append(upperNext ? Unicode.Scalar(String(c).uppercased()) ?? c : c)
                upperNext = false
            } else {
                upperNext = !out.isEmpty
            }
        }
        return out.isEmpty || out == name ? nil : String(out.prefix(64))
    }
}

/// A flag the checker's non-mutating passes can raise (the checker is a value; its sink and
/// caches are shared references).
final class Flag {
    var isSet = false
}

final class CurveMemo {
    var clean: [String: CurveIR] = [:]
}
